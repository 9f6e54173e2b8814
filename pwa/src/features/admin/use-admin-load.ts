/**
 * Loads what an admin screen shows: loading, loaded or failed, and reload. A failure says the
 * screen's own message (the spec's 'Failed to fetch inventory' and the like), the same way on
 * every screen; `reason` keeps what went wrong (the server's message), which is also logged.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

export type Load<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; data: T | null; message: string; reason: string };

export type AdminLoad<T> = Load<T> & { reload(): void };

export function useAdminLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], failure: string): AdminLoad<T> {
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
        setState((s) => ({ status: 'failed', data: s.data, message: failure, reason: errorMessage(e, failure) }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
