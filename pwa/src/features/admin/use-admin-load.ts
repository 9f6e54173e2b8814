/** Loads what an admin screen shows: loading, loaded or failed (with the message), and reload. */
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

export type Load<T> =
  { status: 'loading'; data: T | null } | { status: 'loaded'; data: T } | { status: 'failed'; data: T | null; message: string };

export function useAdminLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  failure: string,
): Load<T> & { reload(): void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'loaded', data }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        console.error(failure, e);
        setState((s) => ({ status: 'failed', data: s.data, message: errorMessage(e, failure) }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
