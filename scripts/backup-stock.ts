/**
 * Stock that agrees with a backup's orders. A running store is copied one database after another,
 * so the inventory copy and the orders copy are cut at different moments: an order placed between
 * them (its stock taken, its marker settled) was in the inventory copy's quantity but not in the
 * orders copy, and its units vanished on restore.
 *
 * So the backup also measures, per product, the stock it had before any order took from it (its
 * "stock before orders": the quantity plus what every order still holds), and the restore sets each
 * product's stock to that minus what its restored live orders hold. That measure does not change
 * when an order takes or returns stock, only when the admin edits it, so each product needs one
 * moment where its quantity and the orders agree: its record is read, then every order, then the
 * record again; an unchanged `_rev` means no stock move of it happened in between, so every order
 * placed by then is in the quantity, and of the orders not placed yet, exactly those with a marker.
 */

/** What an order document holds that stock depends on (commerce/orders/store.ts). */
interface OrderShape {
  _id: string;
  _rev?: string;
  type?: string;
  phase?: string;
  status?: string;
  restock?: string;
  items?: Array<{ product: { _id: string }; variant?: { id: string }; quantity: number }>;
}

interface InventoryShape {
  _id: string;
  _rev?: string;
  type?: string;
  quantity?: number;
  movements?: Record<string, number>;
}

const ROUNDS = 200;

/** A JSON call to a CouchDB URL whose credentials are in it (fetch refuses credentials in the URL). */
async function couchJson<T>(url: string, method = 'GET', body?: unknown): Promise<T> {
  const u = new URL(url);
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`;
  u.username = '';
  u.password = '';
  const res = await fetch(u, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${u.pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function allDocs<T extends { _id: string }>(dbUrl: string): Promise<T[]> {
  const { rows } = await couchJson<{ rows: Array<{ id: string; doc?: T | null }> }>(`${dbUrl}/_all_docs?include_docs=true`);
  return rows.flatMap((r) => (r.doc && !r.id.startsWith('_') ? [r.doc] : []));
}

/** Units of the variant whose inventory record is `recordId` that the order's lines hold (a line from before variants holds its product's, keyed by the product id). */
const orderUnits = (order: OrderShape, recordId: string): number =>
  (order.items ?? []).filter((i) => (i.variant?.id ?? i.product._id) === recordId).reduce((n, i) => n + i.quantity, 0);

/** Whether a cancelled order's units are back on sale (its return done, or its return marker written). */
const returned = (order: OrderShape, marks: Record<string, number>): boolean =>
  order.status === 'cancelled' && (order.restock === 'done' || marks[`${order._id}:return`] !== undefined);

/**
 * Per product, its stock before every order took from it, measured on the running store (see the
 * header). Throws when a product's stock kept moving for ROUNDS rounds.
 */
export async function measureStockBeforeOrders(couchUrl: string, prefix: string): Promise<Record<string, number>> {
  const inventoryUrl = `${couchUrl}/${encodeURIComponent(prefix + 'inventory')}`;
  const ordersUrl = `${couchUrl}/${encodeURIComponent(prefix + 'orders')}`;
  const measured: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const before = new Map((await allDocs<InventoryShape>(inventoryUrl)).map((d) => [d._id, d._rev]));
    const orders = (await allDocs<OrderShape>(ordersUrl)).filter((o) => o.type === 'order');
    const after = (await allDocs<InventoryShape>(inventoryUrl)).filter((d) => d.type === 'inventory');
    let open = 0;
    for (const record of after) {
      if (record._id in measured) continue;
      if (before.get(record._id) !== record._rev) {
        open++;
        continue;
      }
      const marks = record.movements ?? {};
      let held = 0;
      for (const order of orders) {
        const units = orderUnits(order, record._id);
        if (units === 0) continue;
        const taken = order.phase === 'placed' || (marks[order._id] ?? 0) < 0;
        if (taken && !returned(order, marks)) held += units;
      }
      measured[record._id] = (record.quantity ?? 0) + held;
    }
    if (open === 0) return measured;
  }
  throw new Error(`the stock kept changing for ${ROUNDS} rounds: back up again when the store is less busy`);
}

/** What a restored order holds: placed and not cancelled with its stock returned. */
const holds = (order: OrderShape): boolean => order.phase === 'placed' && !(order.status === 'cancelled' && order.restock !== undefined);

/**
 * After a restore: each product's stock becomes its stock before orders minus what the restored
 * orders hold, with no markers left (no restored order is mid-move); a cancelled order whose
 * return was under way is marked returned (its units are counted back here, once). Returns the
 * products whose stock changed.
 */
export async function applyStockBeforeOrders(couchUrl: string, prefix: string, before: Record<string, number>): Promise<number> {
  const inventoryUrl = `${couchUrl}/${encodeURIComponent(prefix + 'inventory')}`;
  const ordersUrl = `${couchUrl}/${encodeURIComponent(prefix + 'orders')}`;
  const orders = (await allDocs<OrderShape>(ordersUrl)).filter((o) => o.type === 'order');
  const returning = orders.filter((o) => o.status === 'cancelled' && o.restock === 'pending');
  if (returning.length)
    await bulkWrite(
      ordersUrl,
      returning.map((o) => ({ ...o, restock: 'done' })),
    );
  const now = new Date().toISOString();
  const changed = (await allDocs<InventoryShape>(inventoryUrl)).flatMap((record) => {
    const start = before[record._id];
    if (record.type !== 'inventory' || start === undefined) return [];
    const held = orders.filter(holds).reduce((n, o) => n + orderUnits(o, record._id), 0);
    const quantity = Math.max(0, start - held);
    if (quantity === record.quantity && !record.movements) return [];
    const { movements: _settled, ...rest } = record;
    return [{ ...rest, quantity, updatedAt: now }];
  });
  if (changed.length) await bulkWrite(inventoryUrl, changed);
  return changed.length;
}

async function bulkWrite(dbUrl: string, docs: unknown[]): Promise<void> {
  const results = await couchJson<Array<{ id: string; error?: string; reason?: string }>>(`${dbUrl}/_bulk_docs`, 'POST', { docs });
  const failed = results.filter((r) => r.error);
  if (failed.length) throw new Error(`writing ${failed.length} restored records failed: ${failed[0]!.id} ${failed[0]!.reason}`);
}
