import { useEffect, useRef, type CSSProperties } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST } from '@store/shared';
import { useT } from '../i18n';
import './app-toaster.css';

/**
 * Toasts: at most 20 (react-hot-toast's own limit), durations per type, removal delay 1 s. On a
 * wide screen under the header (`--toast-top`: its search box and cart stay usable while a toast
 * shows); on a phone or tablet at the bottom, above the product page's buy bar: under the header
 * they covered the page's heading and the first form labels, what a shopper reads as a toast comes.
 * Rendered by us from react-hot-toast's headless store, styled by app-toaster.css: its
 * ready-made Toaster writes its CSS into a `<style>` element at run time (goober), which the
 * store's Content-Security-Policy refuses (no 'unsafe-inline' styles; docs/security.md).
 */
export function AppToaster() {
  const { toasts, handlers } = useToaster({
    duration: TOAST.durationMs.blank,
    removeDelay: TOAST.removeDelayMs,
    success: { duration: TOAST.durationMs.success },
    error: { duration: TOAST.durationMs.error },
    custom: { duration: TOAST.durationMs.custom },
    loading: { duration: TOAST.durationMs.loading },
  });
  return (
    <div className="toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((t) => (
        <ToastBar key={t.id} toast={t} offset={handlers.calculateOffset(t, { gutter: 8 })} onHeight={handlers.updateHeight} />
      ))}
    </div>
  );
}

/** The toaster sits outside the router (app.tsx): the address says whether this is the admin area. */
const inAdminArea = () => typeof location !== 'undefined' && /^\/admin(\/|$)/.test(location.pathname);

const ICONS: Partial<Record<Toast['type'], string>> = { success: '✓', error: '!', loading: '' };

function ToastBar({ toast, offset, onHeight }: { toast: Toast; offset: number; onHeight: (id: string, height: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && !toast.height) onHeight(toast.id, el.getBoundingClientRect().height);
  }, [toast.id, toast.height, onHeight]);
  const t = useT();
  const icon = toast.icon ?? ICONS[toast.type];
  const message = resolveValue(toast.message, toast);
  return (
    <div
      ref={ref}
      className={`toast toast--${toast.type}${toast.visible ? ' toast--visible' : ''}`}
      // CSSOM (not a style attribute), which the policy allows. app-toaster.css moves it by this
      // much, down from the top or up from the bottom.
      style={{ '--toast-offset': `${offset}px` } as CSSProperties}
      {...toast.ariaProps}
    >
      {icon !== undefined && (
        <span className="toast__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {/* Messages come in English (the api's, shared/src/messages.ts); in Hindi the shopper reads their Hindi. The admin area stays English. */}
      <div className="toast__message">{typeof message === 'string' && !inAdminArea() ? t.message(message) : message}</div>
    </div>
  );
}
