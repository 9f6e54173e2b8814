/**
 * The outbox of a signed-in shopper: writes the device made that the server has not confirmed
 * yet. An entry is made in the same transaction as the change the shopper sees, carries the
 * idempotency key it will be sent with, and replays in order (`seq`) for its user only.
 */

/** One write, as the shopper made it; `requestOf` (requests.ts) turns it into an HTTP call. */
export type OutboxOp =
  | { kind: 'cart.add'; productId: string; quantity: number }
  | { kind: 'cart.set'; productId: string; quantity: number }
  | { kind: 'cart.remove'; productId: string }
  | { kind: 'cart.clear' }
  | { kind: 'cart.merge'; items: Array<{ productId: string; quantity: number }> }
  | { kind: 'wishlist.add'; productId: string }
  | { kind: 'wishlist.remove'; productId: string }
  | { kind: 'wishlist.clear' }
  | { kind: 'wishlist.merge'; productIds: string[] };

/**
 * queued → sending → (deleted once accepted) | refused. A refused entry stays listed, with the
 * server's message, until the shopper retries or discards it; it no longer changes what is shown.
 */
export type OutboxState = 'queued' | 'sending' | 'refused';

export interface OutboxEntry {
  /** Order of replay; auto-increment. */
  seq?: number;
  userId: string;
  op: OutboxOp;
  /** Sent as Idempotency-Key: a replay after a lost answer changes nothing twice. */
  key: string;
  createdAt: number;
  attempts: number;
  /** Not sent before this time (backoff); triggers such as `online` may send it sooner. */
  nextAttemptAt: number;
  state: OutboxState;
  /** While `sending`: another replayer may take the entry over after this time (the sender died). */
  leaseUntil?: number;
  lastError?: string;
  /** HTTP status of a refusal. */
  status?: number;
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

export function newEntry(userId: string, op: OutboxOp, now = Date.now()): OutboxEntry {
  return { userId, op, key: newIdempotencyKey(), createdAt: now, attempts: 0, nextAttemptAt: now, state: 'queued' };
}

/** Still to be sent (or being sent): what the screens apply on top of the confirmed state. */
export const isPending = (e: OutboxEntry): boolean => e.state !== 'refused';

const productOf = (op: OutboxOp): string | undefined => ('productId' in op ? op.productId : undefined);

/**
 * Folding a new write into the last one, when both are consecutive edits of one line that was
 * never sent (attempts 0: a sent entry's key is bound to its body on the server):
 * - set then set of one cart line → one set with the newer quantity;
 * - add then add of one cart line → one add of the sum;
 * - wishlist add then remove of one product (or remove then add) → nothing to send.
 * Answers the replacement for `last` (null: delete it), or undefined when they do not fold.
 */
export function foldInto(last: OutboxEntry | undefined, op: OutboxOp): { replace: OutboxOp | null } | undefined {
  if (!last || last.state !== 'queued' || last.attempts > 0) return undefined;
  const prev = last.op;
  if (productOf(prev) === undefined || productOf(prev) !== productOf(op)) return undefined;
  if (prev.kind === 'cart.set' && op.kind === 'cart.set') return { replace: op };
  if (prev.kind === 'cart.add' && op.kind === 'cart.add') return { replace: { ...op, quantity: prev.quantity + op.quantity } };
  if ((prev.kind === 'wishlist.add' && op.kind === 'wishlist.remove') || (prev.kind === 'wishlist.remove' && op.kind === 'wishlist.add')) {
    return { replace: null };
  }
  return undefined;
}

/** Products a pending entry changes: null means every line of its list (clear). */
export function touchedProducts(op: OutboxOp): string[] | null {
  switch (op.kind) {
    case 'cart.clear':
    case 'wishlist.clear':
      return null;
    case 'cart.merge':
      return op.items.map((i) => i.productId);
    case 'wishlist.merge':
      return op.productIds;
    default:
      return [op.productId];
  }
}

export const isCartOp = (op: OutboxOp): boolean => op.kind.startsWith('cart.');
