/** Steps the returns tests share: a delivered order placed as a shopper places one, aged, looked at. */
import { expect } from 'vitest';
import type { Order } from '@store/shared';
import { SHIPPING } from './fixtures.js';
import type { TestStore } from './harness.js';

/** Places a cash-on-delivery order of `lines` as the shopper (the checkout's path) and returns it. */
export async function placeOrder(t: TestStore, token: string, lines: Array<[string, number]>, body: object = {}): Promise<Order> {
  await t.api('DELETE', '/cart/clear', { token });
  for (const [productId, quantity] of lines) {
    const res = await t.api('POST', '/cart', { token, body: { productId, quantity } });
    expect(res.status, res.text).toBe(200);
  }
  const placed = await t.api('POST', '/orders', { token, body: { ...SHIPPING, ...body } });
  expect(placed.status, placed.text).toBe(201);
  return placed.body.data;
}

/** Moves an order to delivered as the admin does (shipped, then delivered). */
export async function deliver(t: TestStore, admin: string, orderId: string): Promise<Order> {
  for (const status of ['shipped', 'delivered']) {
    const res = await t.api('PUT', `/orders/${orderId}/status`, { token: admin, body: { status } });
    expect(res.status, res.text).toBe(200);
  }
  return (await t.api('GET', `/orders/${orderId}`, { token: admin })).body.data;
}

/** A delivered cash-on-delivery order of `lines`. */
export async function deliveredOrder(t: TestStore, shopper: string, admin: string, lines: Array<[string, number]>): Promise<Order> {
  const order = await placeOrder(t, shopper, lines);
  return deliver(t, admin, order._id);
}

/** Rewrites the stored order document (a crash's leftovers, an older delivery). */
export async function rewriteOrder(
  t: TestStore,
  orderId: string,
  change: (doc: Record<string, any>) => Record<string, any>,
): Promise<void> {
  const db = t.store.ctx.dbs.orders;
  const doc = await db.get(orderId);
  if (!doc) throw new Error(`no order ${orderId}`);
  await db.put(change(doc) as never);
}

/**
 * The units a product's inventory record holds and the returns' markers on it, read from the
 * database (an order's own marker goes within a second of its placement, in the background).
 */
export async function inventoryOf(t: TestStore, variantId: string): Promise<{ quantity: number; markers: string[] }> {
  const doc = await t.store.ctx.dbs.inventory.get(variantId);
  const markers = Object.keys((doc?.movements as object | undefined) ?? {}).filter((key) => key.includes(':return:'));
  return { quantity: Number(doc?.quantity), markers };
}

/** Waits (up to 15 s, a loaded machine) until the outbox holds a message `match` accepts (messages go out in the background). */
export async function waitForMessage(
  t: TestStore,
  match: (m: ReturnType<TestStore['outbox']>[number]) => boolean,
): Promise<ReturnType<TestStore['outbox']>[number]> {
  for (let i = 0; i < 300; i++) {
    const found = t.outbox().find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no such message in the outbox');
}

/** Rupees to the paisa, as the store rounds a share. */
export const paisa = (n: number) => Math.round(n * 100) / 100;
