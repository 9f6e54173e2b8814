/**
 * `POST /orders` with an Idempotency-Key (decision 031): the order is its own replay record. Its
 * id follows from the shopper and the key (`orderIdFor`) and it carries the request's
 * fingerprint, so creating it is the claim only one request wins, and a placed order is the
 * answer a replay gets. A refusal (any 4xx) is recorded under the same id as an `order-refusal`
 * for IDEMPOTENCY_TTL_MS. So a placed order costs no write of the idempotency database, and a
 * sold-out answer one write instead of two; the contract of idempotency.ts holds as it was:
 *   - a repeat gets the first answer (the placed order, as it stands now, or the same refusal)
 *     with `Idempotent-Replayed: true`, and changes nothing;
 *   - a concurrent duplicate waits for the first answer;
 *   - the key with a different body answers 422;
 *   - an answer of 500 and above is not kept (the crash repair drops a pending order), so a retry
 *     runs again; a refusal is forgotten after 24 hours, a placed order is found for good.
 * Most keys are new, so a request places at once and looks for an earlier answer only when its
 * order id turns out to be taken: placing reads the cart and the catalogue but writes nothing
 * before the order itself, so a request that finds itself second has changed nothing.
 */
import type { Order, OrderInput } from '@store/shared';
import { conflict, HttpError } from '../../../http/errors.js';
import { IDEMPOTENCY_TTL_MS, KEY_REUSED_MESSAGE, STILL_RUNNING_MESSAGE, WAIT_FOR_FIRST_MS } from '../idempotency.js';
import { OrderKeyTakenError, orderIdFor, type PlaceOrder } from './place-order.js';
import { toOrderView, type OrderStore } from './store.js';

const LOOK_AGAIN_MS = 50;

export type KeyedAnswer = { placed: Order; replayed: boolean } | { refused: HttpError; replayed: boolean };

export function createOrderReplays(deps: { orders: OrderStore; placeOrder: PlaceOrder }) {
  const { orders, placeOrder } = deps;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Places the order, or answers what this key already answered. */
  return async function placeWithKey(userId: string, input: OrderInput, key: string, fingerprint: string): Promise<KeyedAnswer> {
    const orderId = orderIdFor(userId, key);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    let tryPlacing = true;
    for (;;) {
      if (tryPlacing) {
        try {
          return { placed: await placeOrder(userId, input, { orderId, fingerprint }), replayed: false };
        } catch (e) {
          if (e instanceof HttpError && e.status < 500) {
            const recorded = await orders.createRefusal({
              _id: orderId,
              type: 'order-refusal',
              phase: 'refused',
              user: userId,
              fingerprint,
              status: e.status,
              message: e.message,
              ...(e.errors ? { errors: e.errors } : {}),
              expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS).toISOString(),
            });
            if (recorded) return { refused: e, replayed: false };
            // Another request with this key holds the id: its answer is the one to give.
          } else if (!(e instanceof OrderKeyTakenError)) {
            throw e;
          }
        }
      }
      const held = await orders.getKeyed(orderId);
      const heldBy = held && ('order' in held ? held.order : held.refusal);
      // Orders placed before decision 031 carry no fingerprint; their key was checked by its own record.
      if (heldBy && (heldBy.user !== userId || (heldBy.fingerprint !== undefined && heldBy.fingerprint !== fingerprint))) {
        throw new HttpError(422, KEY_REUSED_MESSAGE);
      }
      if (held && 'refusal' in held) {
        const { refusal } = held;
        if (Date.parse(refusal.expiresAt) > Date.now()) {
          return { refused: new HttpError(refusal.status, refusal.message, refusal.errors), replayed: true };
        }
        await orders.remove(refusal); // expired: the key is free again
      } else if (held?.order.phase === 'placed') {
        return { placed: toOrderView(held.order), replayed: true };
      }
      // Nothing (rolled back or just freed: place again), or an order still being placed, or one a
      // crash repair is rolling back (wait for its answer).
      tryPlacing = !held || 'refusal' in held;
      if (Date.now() > deadline) throw conflict(STILL_RUNNING_MESSAGE);
      if (!tryPlacing) await sleep(LOOK_AGAIN_MS);
    }
  };
}
export type OrderReplays = ReturnType<typeof createOrderReplays>;
