/**
 * The dashboard's sales figures, from a CouchDB view on the orders database (design document
 * `_design/sales`), never from reading every order: CouchDB (and pouchdb-server) keep a view's
 * index up to date incrementally, and a question reads only the rows of its key range: the last
 * 30 store days, the orders waiting to ship. Decision 021 says why and what it costs.
 */
import { lastStoreDays, SALES_DAYS, SALES_TO_SHIP_LISTED, SALES_TOP_PRODUCTS, type SalesFigure, type SalesSummary } from '@store/shared';
import type { CouchDatabase, DocBase } from '../../../db/couch.js';
import { isConflict } from '../../../db/couch.js';

const DDOC = '_design/sales';
/** Bump when a map function changes: the view is rebuilt under the new version. */
const VERSION = 1;

// ES5 on purpose: CouchDB's JavaScript engine runs these too. A store day is India's (UTC+5:30).
const DAY = 'new Date(Date.parse(doc.createdAt) + 19800000).toISOString().slice(0, 10)';
const COUNTS = "doc.type === 'order' && doc.phase === 'placed' && doc.status !== 'cancelled'";

export const SALES_DESIGN_DOC = {
  _id: DDOC,
  version: VERSION,
  language: 'javascript',
  views: {
    /** [day] → [revenue, orders]. */
    by_day: {
      map: `function (doc) { if (${COUNTS}) emit(${DAY}, [doc.totalPrice, 1]); }`,
      reduce: '_sum',
    },
    /** [day, productId] → [units, revenue]. */
    units_by_day: {
      map: `function (doc) { if (${COUNTS}) { var day = ${DAY}; for (var i = 0; i < doc.items.length; i++) { var it = doc.items[i]; emit([day, it.product._id], [it.quantity, it.quantity * it.price]); } } }`,
      reduce: '_sum',
    },
    /** createdAt → the order's line for the list, for orders waiting to ship. */
    to_ship: {
      map: "function (doc) { if (doc.type === 'order' && doc.phase === 'placed' && doc.status === 'processing') emit(doc.createdAt, [doc.shippingAddress.firstName + ' ' + doc.shippingAddress.lastName, doc.items.length, doc.totalPrice]); }",
      reduce: '_count',
    },
  },
};

interface ViewRow<K, V> {
  id?: string;
  key: K;
  value: V;
}

const money = (n: number) => Math.round(n * 100) / 100;

export function createSales(deps: { db: CouchDatabase<DocBase & Record<string, unknown>>; productName(id: string): string | null }) {
  const { db } = deps;
  const view = async <K, V>(name: string, params: Record<string, unknown>): Promise<Array<ViewRow<K, V>>> => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)] as [string, string])).toString();
    const res = await db.client.request<{ rows: Array<ViewRow<K, V>> }>(
      'GET',
      `/${encodeURIComponent(db.name)}/${DDOC}/_view/${name}?${qs}`,
    );
    return res.rows;
  };

  return {
    /** Writes the design document when it is missing or older than this code's. */
    async ensureView(): Promise<void> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const current = (await db.get(DDOC)) as (DocBase & { version?: number }) | null;
        if (current && current.version === VERSION) return;
        try {
          await db.put({ ...SALES_DESIGN_DOC, ...(current?._rev ? { _rev: current._rev } : {}) } as never);
          return;
        } catch (e) {
          if (!isConflict(e)) throw e;
        }
      }
    },

    /** Reads each view once, so its index is built now rather than on the first dashboard visit. */
    async warm(): Promise<void> {
      await Promise.all(['by_day', 'units_by_day', 'to_ship'].map((v) => view(v, { limit: 1, reduce: false })));
    },

    async summary(now = new Date()): Promise<SalesSummary> {
      const days = lastStoreDays(now, SALES_DAYS);
      const first = days[0]!;
      const last = days[days.length - 1]!;
      const [byDay, units, shipCount, shipRows] = await Promise.all([
        view<string, [number, number]>('by_day', { startkey: first, endkey: last, group: true }),
        view<[string, string], [number, number]>('units_by_day', { startkey: [first], endkey: [last, {}], group: true }),
        view<null, number>('to_ship', { reduce: true }),
        view<string, [string, number, number]>('to_ship', { reduce: false, limit: SALES_TO_SHIP_LISTED }),
      ]);

      const perDay = new Map(byDay.map((r) => [r.key, r.value]));
      const daily = days.map((day) => {
        const [revenue, orders] = perDay.get(day) ?? [0, 0];
        return { day, revenue: money(revenue), orders };
      });
      const total = (n: number): SalesFigure =>
        daily
          .slice(-n)
          .reduce((acc, d) => ({ revenue: money(acc.revenue + d.revenue), orders: acc.orders + d.orders }), { revenue: 0, orders: 0 });

      const byProduct = new Map<string, { units: number; revenue: number }>();
      for (const r of units) {
        const id = r.key[1];
        const sum = byProduct.get(id) ?? { units: 0, revenue: 0 };
        byProduct.set(id, { units: sum.units + r.value[0], revenue: sum.revenue + r.value[1] });
      }
      const topProducts = [...byProduct.entries()]
        .sort((a, b) => b[1].units - a[1].units || b[1].revenue - a[1].revenue || a[0].localeCompare(b[0]))
        .slice(0, SALES_TOP_PRODUCTS)
        .map(([productId, s]) => ({
          productId,
          name: deps.productName(productId) ?? 'A deleted product',
          units: s.units,
          revenue: money(s.revenue),
        }));

      return {
        today: total(1),
        last7Days: total(7),
        last30Days: total(SALES_DAYS),
        daily,
        topProducts,
        toShip: {
          count: shipCount[0]?.value ?? 0,
          orders: shipRows.map((r) => ({
            _id: r.id ?? '',
            createdAt: r.key,
            customerName: r.value[0],
            items: r.value[1],
            totalPrice: r.value[2],
          })),
        },
        asOf: now.toISOString(),
      };
    },
  };
}
export type Sales = ReturnType<typeof createSales>;
