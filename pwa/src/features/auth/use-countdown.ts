/**
 * A seconds countdown that survives slow or throttled timers: the remaining time is computed
 * from a deadline, not by counting ticks, so a backgrounded tab still shows the true time.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number): { remaining: number; restart(): void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    let timer = 0;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    timer = window.setInterval(update, 1000);
    update();
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, restart };
}

/** 300 → "05:00" (the countdown is shown as mm:ss). */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
