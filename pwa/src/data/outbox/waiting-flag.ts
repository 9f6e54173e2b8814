/**
 * A localStorage flag: some shopper's changes wait on this device. user-watch.ts writes it
 * whenever it reads the outbox; user-state.ts reads it so a visitor's start opens IndexedDB
 * only when there is something waiting to count.
 */
const WAITING_FLAG_KEY = 'inkwell-outbox-waiting';

export function readWaitingFlag(): boolean {
  try {
    return Boolean(localStorage.getItem(WAITING_FLAG_KEY));
  } catch {
    return false;
  }
}

export function writeWaitingFlag(count: number): void {
  try {
    if (count > 0) localStorage.setItem(WAITING_FLAG_KEY, String(count));
    else localStorage.removeItem(WAITING_FLAG_KEY);
  } catch {
    // Storage may be off; the flag only saves a visitor's start from opening IndexedDB.
  }
}
