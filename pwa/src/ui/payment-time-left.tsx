/**
 * "Time left to pay": the minutes and seconds until an online order's hold ends (payment.expiresAt),
 * ticking each second. Used by /pay and the account's order list. `onEnded` runs once when it
 * reaches zero, so the screen can read the order again (the store cancels it then).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';

export function msLeft(expiresAt: string, now: number): number {
  return Math.max(0, new Date(expiresAt).getTime() - now);
}

/** 14:05, or 1:02:03 for a hold of an hour or more. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function PaymentTimeLeft({ expiresAt, onEnded, className }: { expiresAt: string; onEnded?(): void; className?: string }) {
  const t = useT();
  const left = msLeft(expiresAt, useNow());
  const ended = useRef(false);
  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    onEnded?.();
  }, [left, onEnded]);
  return (
    // role="timer": read on demand, not announced each second.
    <span
      className={className}
      role="timer"
      aria-label={left > 0 ? t('Time left to pay: {time}', { time: formatTimeLeft(left) }) : t('Time to pay has ended')}
    >
      {left > 0 ? formatTimeLeft(left) : '0:00'}
    </span>
  );
}
