/**
 * A localStorage flag: a newsletter signup was queued on this device and may still wait. The
 * footer's form asks for waiting signups on every page; with the flag unset that costs nothing
 * (no IndexedDB, no outbox code on the first screen), the way outbox/waiting-flag.ts spares a
 * visitor's start.
 */
const KEY = 'inkwell-newsletter-waiting';

export function newsletterMayWait(): boolean {
  try {
    return Boolean(localStorage.getItem(KEY));
  } catch {
    // Storage off: look in the outbox to be sure.
    return true;
  }
}

export function markNewsletterWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be off; the flag only saves a page from opening IndexedDB.
  }
}
