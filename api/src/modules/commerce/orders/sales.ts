/**
 * The dashboard's sales figures, never from reading every order on a request. Each api instance
 * keeps the orders that can count (money in or out in the last SALES_DAYS store days) and the
 * orders waiting to ship, in memory: it reads the orders database's changes feed once when it
 * starts (keeping only those), and before each answer reads the changes since the previous one,
 * so an answer includes every write made before it, on any instance. No index or view is asked
 * of the database: on pouchdb-server each costs every order written a map step (decision 021).
 *
 * Revenue is money the store has (decision 046): an order paid online counts on the day it was
 * paid (`payment.paidAt`), a cash-on-delivery order on the day it was delivered (the cash comes
 * with the parcel; so does an order from before online payments, which was paid that way); each
 * refund the gateway has processed, and each cash-on-delivery return marked refunded, takes its
 * amount off on its own day. An order counts in `orders` on the day its money came in, unless it
 * was cancelled; its lines rank the top products on that day.
 */
import {
  indiaDayOf,
  lastStoreDays,
  paymentTaken,
  SALES_DAYS,
  SALES_TO_SHIP_LISTED,
  SALES_TOP_PRODUCTS,
  shipRefusal,
  type SalesFigure,
  type SalesSummary,
} from '@store/shared';
import type { CouchDatabase, DocBase } from '../../../db/couch.js';
import { OrderDocSchema, type OrderDoc } from './store.js';

const CHANGES_PAGE = 2_000;
/** Money of an order on one store day: in (paid, `order` set) or out (a refund, negative). */
interface Movement {
  day: string;
  amount: number;
  /** The money came in: the order counts in that day's orders and top products (unless cancelled). */
  order: boolean;
}

/** What an order adds to the figures: its money by day, its lines, and whether it waits to ship. */
interface Entry {
  createdAt: string;
  cancelled: boolean;
  toShip: boolean;
  total: number;
  movements: Movement[];
  lines: Array<{ productId: string; units: number; revenue: number }>;
  customerName: string;
}

const money = (n: number) => Math.round(n * 100) / 100;

/** The money an order brought in and gave back, by the India day of each (shared format.ts): the day an owner reads on every screen. */
function movementsOf(o: OrderDoc): Movement[] {
  const moves: Movement[] = [];
  if (o.payment) {
    if (paymentTaken(o.payment) && o.payment.paidAt)
      moves.push({ day: indiaDayOf(o.payment.paidAt), amount: o.payment.amount, order: true });
    for (const r of o.payment.refunds) {
      if (r.state === 'processed') moves.push({ day: indiaDayOf(r.processedAt ?? r.at), amount: -r.amount, order: false });
    }
    return moves;
  }
  // Cash on delivery (and orders from before online payments): the money comes with the parcel.
  const delivered = o.status === 'delivered' ? (o.statusHistory.findLast((h) => h.status === 'delivered')?.at ?? o.createdAt) : null;
  if (delivered) moves.push({ day: indiaDayOf(delivered), amount: o.totalPrice, order: true });
  for (const r of o.returns ?? []) {
    const at = r.state === 'refunded' ? r.history.findLast((h) => h.state === 'refunded')?.at : undefined;
    if (at) moves.push({ day: indiaDayOf(at), amount: -r.amount, order: false });
  }
  return moves;
}

function entryOf(raw: unknown): Entry | null {
  const parsed = OrderDocSchema.safeParse(raw);
  if (!parsed.success || parsed.data.phase !== 'placed') return null;
  const o = parsed.data;
  return {
    createdAt: o.createdAt,
    cancelled: o.status === 'cancelled',
    // An online order not paid yet cannot be shipped (shipRefusal): it waits for its payment, not for the packer.
    toShip: o.status === 'processing' && !shipRefusal(o),
    total: o.totalPrice,
    movements: movementsOf(o),
    lines: o.items.map((i) => ({ productId: i.product._id, units: i.quantity, revenue: i.quantity * i.price })),
    customerName: `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`.trim(),
  };
}

/** Money in or out within the window (from `firstDay`), or waiting to ship: worth keeping. */
const keeps = (e: Entry, firstDay: string) => e.toShip || e.movements.some((m) => m.day >= firstDay);

export function createSales(deps: { db: CouchDatabase<DocBase & Record<string, unknown>>; productName(id: string): string | null }) {
  const { db } = deps;
  const entries = new Map<string, Entry>();
  let since: string | number = 0;
  let reading: Promise<void> = Promise.resolve();

  /** Keeps an order while it can count or waits to ship; forgets it otherwise. */
  const note = (id: string, raw: unknown, firstDay: string) => {
    const entry = entryOf(raw);
    if (entry && keeps(entry, firstDay)) entries.set(id, entry);
    else entries.delete(id);
  };

  async function readChanges(now: Date): Promise<void> {
    const firstDay = lastStoreDays(now, SALES_DAYS)[0]!;
    for (;;) {
      const page = await db.changes({ since, include_docs: true, limit: CHANGES_PAGE });
      for (const c of page.results) {
        if (c.id.startsWith('_design/')) continue;
        if (c.deleted || !c.doc) entries.delete(c.id);
        else note(c.id, c.doc, firstDay);
      }
      since = page.last_seq;
      if (page.results.length < CHANGES_PAGE) break;
    }
    // Orders that left the window and wait for nothing are forgotten.
    for (const [id, e] of entries) if (!keeps(e, firstDay)) entries.delete(id);
  }

  /** Reads what changed since the last read (the first time: the whole feed); one reader at a time. */
  function upToDate(now: Date): Promise<void> {
    const next = reading.catch(() => undefined).then(() => readChanges(now));
    reading = next;
    return next;
  }

  return {
    /** Loads the recent orders now, so the first dashboard visit does not wait for it. */
    warm: () => upToDate(new Date()),

    async summary(now = new Date()): Promise<SalesSummary> {
      await upToDate(now);
      const days = lastStoreDays(now, SALES_DAYS);
      const perDay = new Map(days.map((d) => [d, { revenue: 0, orders: 0 }]));
      const byProduct = new Map<string, { units: number; revenue: number }>();
      const toShip: Array<[string, Entry]> = [];
      for (const [id, e] of entries) {
        if (e.toShip) toShip.push([id, e]);
        for (const m of e.movements) {
          const day = perDay.get(m.day);
          if (!day) continue;
          day.revenue += m.amount;
          if (!m.order || e.cancelled) continue;
          day.orders += 1;
          for (const l of e.lines) {
            const sum = byProduct.get(l.productId) ?? { units: 0, revenue: 0 };
            sum.units += l.units;
            sum.revenue += l.revenue;
            byProduct.set(l.productId, sum);
          }
        }
      }
      const daily = days.map((day) => ({ day, revenue: money(perDay.get(day)!.revenue), orders: perDay.get(day)!.orders }));
      const total = (n: number): SalesFigure =>
        daily
          .slice(-n)
          .reduce((acc, d) => ({ revenue: money(acc.revenue + d.revenue), orders: acc.orders + d.orders }), { revenue: 0, orders: 0 });
      const topProducts = [...byProduct.entries()]
        .sort((a, b) => b[1].units - a[1].units || b[1].revenue - a[1].revenue || a[0].localeCompare(b[0]))
        .slice(0, SALES_TOP_PRODUCTS)
        .map(([productId, s]) => ({
          productId,
          name: deps.productName(productId) ?? 'A deleted product',
          units: s.units,
          revenue: money(s.revenue),
        }));
      toShip.sort((a, b) => a[1].createdAt.localeCompare(b[1].createdAt) || a[0].localeCompare(b[0]));
      return {
        today: total(1),
        last7Days: total(7),
        last30Days: total(SALES_DAYS),
        daily,
        topProducts,
        toShip: {
          count: toShip.length,
          orders: toShip.slice(0, SALES_TO_SHIP_LISTED).map(([id, e]) => ({
            _id: id,
            createdAt: e.createdAt,
            customerName: e.customerName,
            items: e.lines.length,
            totalPrice: e.total,
          })),
        },
        asOf: now.toISOString(),
      };
    },
  };
}
export type Sales = ReturnType<typeof createSales>;
