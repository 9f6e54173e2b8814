/**
 * The header's word on a signed-in shopper's changes: "N changes waiting" while the outbox is
 * not empty, "N changes refused" (the panel gives the store's reason, Retry and Discard), "Sign
 * in again to send your N changes" when the session was refused, and the merge's notices after
 * sign-in as toasts. The panel and the notices load when there is something to show.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useOutboxStatus, type OutboxStatus } from '../../data/shell';
import { useDismiss } from '../../ui/use-dismiss';
import { useT } from '../../i18n';
import './sync-status.css';

const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));
const NoticeToasts = lazy(() => import('./sync-panel').then((m) => ({ default: m.NoticeToasts })));

export function SyncStatus() {
  const status = useOutboxStatus();
  const { forSignIn, waiting, refused } = counts(status);
  return (
    <>
      {status.notices.length > 0 && (
        <Suspense fallback={null}>
          <NoticeToasts notices={status.notices} />
        </Suspense>
      )}
      {(forSignIn > 0 || waiting > 0 || refused > 0) && <ChangesChip status={status} />}
    </>
  );
}

function counts(status: OutboxStatus) {
  return {
    forSignIn: status.paused ? status.waiting.length : status.signedIn ? 0 : status.othersWaiting,
    waiting: status.paused ? 0 : status.waiting.length,
    refused: status.refused.length,
  };
}

function ChangesChip({ status }: { status: OutboxStatus }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useDismiss(
    open,
    root,
    useCallback(() => setOpen(false), []),
  );

  const { forSignIn, waiting, refused } = counts(status);
  const t = useT();

  const label = forSignIn
    ? t.plural(forSignIn, { one: 'Sign in again to send your {count} change', other: 'Sign in again to send your {count} changes' })
    : refused
      ? t.plural(refused, { one: '{count} change refused', other: '{count} changes refused' })
      : t.plural(waiting, { one: '{count} change waiting', other: '{count} changes waiting' });
  const tone = forSignIn || refused ? 'alert' : 'waiting';

  return (
    <div className="sync-status" ref={root}>
      <button
        type="button"
        className={`sync-status__chip sync-status__chip--${tone}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        data-count={forSignIn || refused || waiting}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="sync-status__dot" aria-hidden="true" />
        {/* A phone's header has room for the dot and the number only (sync-status.css); the words stay the name. */}
        <span className="sync-status__words">{label}</span>
      </button>
      {/* Told to screen readers as it changes; the button itself is named by the same words. */}
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel id={panelId} status={status} forSignIn={forSignIn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
