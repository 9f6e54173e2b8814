/**
 * Issue 43: "Variant stock holds under a race." Many shoppers on two api instances (one set of
 * databases) order the last unit of one variant at once: exactly one order wins, the others are
 * told it is out of stock, and the product's other variants keep every unit. An offline order
 * replayed to both instances with its Idempotency-Key is placed once and takes its variant once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { insertVariantProducts, penWithVariants, storedStock, variantIdOf } from './variant-fixtures.js';

const SECRET = 'variant-race-test-secret-0123456789abcdef';
let t: TestStore;
/** A second api instance on the same databases. */
let t2: TestStore;
const PEN = 'safari-race';
const v = (colour: string, nib: string) => variantIdOf(PEN, [colour, nib]);
const LAST = v('Charcoal', 'F');
const OTHERS = ['Charcoal', 'Blue'].flatMap((c) => ['F', 'M', 'B'].map((n) => v(c, n))).filter((id) => id !== LAST);
const SHOPPERS = 16;

/** Waits until the second instance's catalogue has caught up with what the first wrote. */
async function secondSees(variantId: string, quantity: number): Promise<void> {
  await expect.poll(() => t2.store.catalog.getInventoryDoc(variantId)?.quantity, { timeout: 15_000 }).toBe(quantity);
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', JWT_SECRET: SECRET });
  t2 = await startTestStore({ SEED_PRODUCTS: '0', JWT_SECRET: SECRET, DB_PREFIX: t.store.ctx.env.DB_PREFIX });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

describe('shoppers on two instances racing for the last unit of one variant', () => {
  it('when many order the last Charcoal · F at once, then exactly one wins, the others hear it is out of stock, and the other variants are untouched', async () => {
    await insertVariantProducts(t, [penWithVariants(PEN, { stock: SHOPPERS })]);
    const shoppers = Array.from({ length: SHOPPERS }, (_, i) => tokenFor(t, { userId: `u_variant_racer_${i}` }));
    for (const token of shoppers) {
      const res = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: LAST } });
      expect(res.status, res.text).toBe(200);
    }
    // Only now does Charcoal · F drop to its last unit (the others keep 6): every cart holds it, and the race starts.
    await insertVariantProducts(t, [penWithVariants(PEN, { stock: ([c, n]) => (c === 'Charcoal' && n === 'F' ? 1 : 6) })]);
    await secondSees(LAST, 1);

    const results = await Promise.all(shoppers.map((token, i) => (i % 2 ? t2 : t).api('POST', '/orders', { token, body: SHIPPING })));

    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.data.items[0].variant.id).toBe(LAST);
    expect(refused).toHaveLength(SHOPPERS - 1);
    for (const r of refused) {
      expect(r.status, r.text).toBe(409);
      expect(r.body).toEqual({
        success: false,
        message: 'Requested quantity exceeds available inventory.',
        errors: { [LAST]: 'Safari Fountain Pen (Charcoal · F) is out of stock.' },
      });
    }
    expect(await storedStock(t, LAST)).toBe(0);
    for (const id of OTHERS) {
      expect(await storedStock(t, id), id).toBe(6);
      expect((await t.store.ctx.dbs.inventory.get(id))?.movements, id).toBeUndefined();
    }
    const { docs } = await t.store.ctx.dbs.orders.find({ type: 'order' });
    expect(docs.filter((d) => d.phase === 'placed')).toHaveLength(1);
    expect(docs.filter((d) => d.phase !== 'placed')).toHaveLength(0);
  });

  it('when an offline order is replayed to both instances at once and again later, then one order is placed and its variant taken once', async () => {
    const token = tokenFor(t, { userId: 'u_variant_replayer' });
    const BLUE_M = v('Blue', 'M');
    expect((await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: BLUE_M, quantity: 2 } })).status).toBe(200);
    const before = await storedStock(t, BLUE_M);
    const headers = { 'Idempotency-Key': 'variant-offline-order-1' };
    const [a, b] = await Promise.all([
      t.api('POST', '/orders', { token, headers, body: SHIPPING }),
      t2.api('POST', '/orders', { token, headers, body: SHIPPING }),
    ]);
    const later = await t2.api('POST', '/orders', { token, headers, body: SHIPPING });
    for (const r of [a, b, later]) expect(r.status, r.text).toBe(201);
    expect(new Set([a, b, later].map((r) => r.body.data._id)).size).toBe(1);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await storedStock(t, BLUE_M)).toBe(before - 2);
    const others = OTHERS.filter((id) => id !== BLUE_M);
    for (const id of others) expect(await storedStock(t, id), id).toBe(6);
  });
});
