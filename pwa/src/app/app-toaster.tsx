import { Toaster } from 'react-hot-toast';
import { TOAST } from '@store/shared';

/** Toasts, under the header: at most 20 (react-hot-toast's own limit), durations per type, removal delay 1 s. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      // Below the header (its search box and cart stay usable while a toast shows).
      containerStyle={{ top: 'var(--toast-top)' }}
      toastOptions={{
        duration: TOAST.durationMs.blank,
        removeDelay: TOAST.removeDelayMs,
        success: { duration: TOAST.durationMs.success },
        error: { duration: TOAST.durationMs.error },
        custom: { duration: TOAST.durationMs.custom },
        loading: { duration: TOAST.durationMs.loading },
        style: {
          background: 'var(--color-ink-900)',
          color: '#fff',
          borderRadius: '12px',
          fontSize: '0.9rem',
          maxWidth: '420px',
        },
      }}
    />
  );
}
