import { z } from 'zod';
import { indiaDayOf } from './format.js';
import { IsoDateSchema } from './primitives.js';

/** How many days the dashboard's sales look back (its longest period and its chart). */
export const SALES_DAYS = 30;
/** How many products the dashboard ranks by units sold, and how many orders to ship it lists. */
export const SALES_TOP_PRODUCTS = 5;
export const SALES_TO_SHIP_LISTED = 10;

/** The store day (YYYY-MM-DD, India's time) of an instant: one helper for every business day (format.ts). */
export const storeDayOf = indiaDayOf;

/** The `count` store days ending with the day of `now`, oldest first. */
export function lastStoreDays(now: Date, count: number): string[] {
  const today = Date.parse(`${storeDayOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

const FigureSchema = z.object({ revenue: z.number(), orders: z.number().int().min(0) });
export type SalesFigure = z.infer<typeof FigureSchema>;

/** GET /orders/sales (admins): the dashboard's sales figures, computed on the server from the orders database. */
export const SalesSummarySchema = z.object({
  /**
   * Money the store has, by the day it moved (decision 046): orders paid online on the day paid,
   * cash on delivery on the day delivered, less refunds processed on their day (so a day may be
   * negative); `orders` counts the orders whose money came in that day, unless cancelled.
   */
  today: FigureSchema,
  last7Days: FigureSchema,
  last30Days: FigureSchema,
  /** One entry per store day of the last 30, oldest first, days without orders included. */
  daily: z.array(FigureSchema.extend({ day: z.string() })),
  /** The most units sold over the last 30 days, most first. */
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), units: z.number().int(), revenue: z.number() })),
  /** Orders waiting to ship (processing), oldest first: `count` of them, the first few listed. */
  toShip: z.object({
    count: z.number().int().min(0),
    orders: z.array(
      z.object({
        _id: z.string(),
        createdAt: IsoDateSchema,
        customerName: z.string(),
        items: z.number().int(),
        totalPrice: z.number(),
      }),
    ),
  }),
  asOf: IsoDateSchema,
});
export type SalesSummary = z.infer<typeof SalesSummarySchema>;
