import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../lib/first-screen';
import { ErrorBoundary } from '../ui/error-boundary';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/**
 * The toaster's code (react-hot-toast's store and our toast bars) is not in the first load of a
 * page: nothing toasts before the shopper does something. It loads once the first screen is done,
 * or at the shopper's first press of a pointer or a key, whichever comes first. A toast raised
 * before it arrives is in react-hot-toast's store and shows when the toaster mounts (decision 048).
 */
export function ToasterSlot() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const cancel = afterFirstScreen(need);
    const events = ['pointerdown', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, need, { capture: true, once: true, passive: true });
    return () => {
      cancel();
      for (const e of events) window.removeEventListener(e, need, { capture: true });
    };
  }, [needed]);
  if (!needed) return null;
  return (
    // A toaster that fails to load (a deploy replaced its chunk) leaves the page as it is.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ErrorBoundary>
  );
}
