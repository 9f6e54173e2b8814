import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD, DELIVERY_DAYS, ORDER_STATUSES, PAYMENT_METHODS } from './constants.js';
import { indiaDayOf } from './format.js';
import { IsoDateSchema, RequiredPhoneSchema, requiredText } from './primitives.js';
import { GstinSchema } from './gstin.js';
import { CreditNoteRecordSchema } from './credit-note.js';
import { InvoiceRecordSchema } from './invoice-record.js';
import { OrderPaymentSchema, PaymentStateSchema } from './payments.js';
import { OrderReturnSchema } from './returns.js';

/**
 * What the shopper saw on the review step: every line with the unit price shown, and the total.
 * The server prices the order itself and places it only if it comes to exactly this.
 */
export const ReviewedOrderSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(200),
        /** Absent from older clients: the product's default variant. */
        variantId: z.string().trim().min(1).max(200).optional(),
        quantity: z.number().int().min(1).max(10_000),
        price: z.number().finite().min(0),
      }),
    )
    .min(1, 'The reviewed order has no items')
    .max(500),
  /** The promo discount shown (absent from older clients): an order whose discount differs is refused. */
  discount: z.number().finite().min(0).optional(),
  total: z.number().finite().min(0),
});
export type ReviewedOrder = z.infer<typeof ReviewedOrderSchema>;

/** POST /orders body (the checkout form). Prices are never read from the client. */
export const OrderInputSchema = z.object({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  street: requiredText('Address', 200),
  city: requiredText('City', 80),
  state: requiredText('State', 80),
  zip: z
    .string({ error: 'Pincode is required' })
    .trim()
    .min(1, 'Pincode is required')
    .regex(/^[0-9]{6}$/, 'Pincode must be 6 digits'),
  phone: RequiredPhoneSchema,
  country: z.string().trim().min(1).max(60).optional().default(DEFAULT_COUNTRY),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` })
    .optional()
    .default(DEFAULT_PAYMENT_METHOD),
  promoCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().toUpperCase().max(20).optional()),
  /** The order as reviewed; when sent, an order that differs from it is refused (409), never placed. */
  reviewed: ReviewedOrderSchema.optional(),
  /** A business buyer's GSTIN, printed on the tax invoice; blank is none. */
  gstin: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), GstinSchema.optional()),
});
export type OrderInput = z.infer<typeof OrderInputSchema>;

/** The checkout's new-address fields (first name, last name, address, city, state, pincode, phone), all required. */
export const CheckoutAddressSchema = OrderInputSchema.pick({
  firstName: true,
  lastName: true,
  street: true,
  city: true,
  state: true,
  zip: true,
}).extend({
  phone: RequiredPhoneSchema,
});

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` });
/** A field left empty (the admin's form sends "") counts as not given. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/**
 * Who carries a shipped order and its number with them, as the admin entered them when marking
 * it shipped: both optional (spec §7's call sends only the status; so may a counter sale), each
 * checked when given. A carrier of carriers.ts gets its tracking page linked.
 */
export const ShipmentSchema = z.object({
  carrier: z.preprocess(
    blankIsAbsent,
    z.string({ error: 'Carrier must be text' }).trim().max(60, 'Carrier must be at most 60 characters').optional(),
  ),
  trackingNumber: z.preprocess(
    blankIsAbsent,
    z
      .string({ error: 'Tracking number must be text' })
      .trim()
      .max(40, 'Tracking number must be at most 40 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Tracking number may hold only letters, digits, spaces and hyphens')
      .optional(),
  ),
});
export type ShipmentInput = z.infer<typeof ShipmentSchema>;
export const OrderShipmentSchema = z.object({
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  shippedAt: IsoDateSchema,
});
export type OrderShipment = z.infer<typeof OrderShipmentSchema>;

/**
 * PUT /orders/{id}/status. `{ "status": "shipped" }` alone marks an order shipped (spec §7); a
 * carrier and a tracking number may go with it (sent again with `shipped` on a shipped order,
 * they correct it); other moves take neither. Which moves are allowed is order-states.ts's.
 */
export const OrderStatusUpdateSchema = z
  .object({
    status: OrderStatusSchema,
    carrier: z.unknown().optional(),
    trackingNumber: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const given = blankIsAbsent(body.carrier) !== undefined || blankIsAbsent(body.trackingNumber) !== undefined;
    if (body.status !== 'shipped') {
      if (given) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'A carrier and tracking number go only with status shipped' });
      return { status: body.status };
    }
    const shipment = ShipmentSchema.safeParse({ carrier: body.carrier, trackingNumber: body.trackingNumber });
    if (!shipment.success) {
      for (const issue of shipment.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      // Refused by the issues above (z.NEVER would pull zod's NEVER into the storefront's first chunk).
      return { status: body.status };
    }
    const { carrier, trackingNumber } = shipment.data;
    return carrier || trackingNumber
      ? { status: body.status, shipment: { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) } }
      : { status: body.status };
  });
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

/** The variant an order line is for, as it was when ordered (absent in orders from before variants: the product's only one). */
export const OrderLineVariantSchema = z.object({
  id: z.string(),
  sku: z.string().default(''),
  /** [{ name: 'Colour', value: 'Charcoal' }, …]; empty for a product without options. */
  options: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
});
export type OrderLineVariant = z.infer<typeof OrderLineVariantSchema>;

export const OrderItemSchema = z.object({
  product: z.object({ _id: z.string(), name: z.string(), mainImage: z.string().nullable() }),
  variant: OrderLineVariantSchema.optional(),
  quantity: z.number().int().min(1),
  price: z.number(),
});

export const OrderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  items: z.array(OrderItemSchema),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  promoCode: z.string().nullable(),
  itemsPrice: z.number(),
  discount: z.number(),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  totalPrice: z.number(),
  isPaid: z.boolean(),
  status: OrderStatusSchema,
  statusHistory: z.array(z.object({ status: OrderStatusSchema, at: IsoDateSchema })),
  /** Why the store cancelled the order itself (an oversell found after a database partition), for the shopper. */
  cancelReason: z.string().optional(),
  /** Set when the order is marked shipped: the carrier and the tracking number the shopper follows. */
  shipment: OrderShipmentSchema.optional(),
  /**
   * The delivery estimate at placement: the pincode's zone (a DELIVERY_ZONE_IDS id) and the day
   * (YYYY-MM-DD, India time). Absent on orders placed before zones: orderDeliveryDay falls back.
   */
  delivery: z.object({ zone: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).optional(),
  /** The buyer's GSTIN, when they gave one at checkout (a business invoice). */
  gstin: z.string().optional(),
  /** The GST tax invoice, once issued (paid online, or delivered cash on delivery): invoice-record.ts. */
  invoice: InvoiceRecordSchema.optional(),
  /** GST credit notes against the invoice: a cancellation's or each received return's (credit-note.ts), oldest first. */
  creditNotes: z.array(CreditNoteRecordSchema).max(60).optional(),
  /** An online order's payment (payments.ts); absent for cash on delivery and orders from before payments. */
  payment: OrderPaymentSchema.optional(),
  /** Returns asked for on this delivered order (returns.ts), oldest first. */
  returns: z.array(OrderReturnSchema).max(50).optional(),
  createdAt: IsoDateSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /orders/{id}/tracking answer. */
export const OrderTrackingSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  history: z.array(z.object({ status: OrderStatusSchema, at: IsoDateSchema })),
  /** The carrier and tracking number once the order is shipped; null before. */
  shipment: OrderShipmentSchema.nullable().optional(),
  /** The carrier's page tracking this parcel (carriers.ts); null for another carrier or no number. */
  trackingUrl: z.string().nullable().optional(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** GET /orders/all (admins): every placed order, newest first, a page at a time, optionally of one status. */
export const AdminOrdersQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000)
    .optional()
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .optional()
    .default(10),
  status: z.preprocess((v) => (v === '' ? undefined : v), OrderStatusSchema.optional()),
  /** Only orders whose online payment is in this state (cash-on-delivery orders have none). */
  payment: z.preprocess((v) => (v === '' ? undefined : v), PaymentStateSchema.optional()),
  /** Only orders with a return in this state, or 'open': any return not yet refunded or rejected. */
  returns: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['open', 'requested', 'approved', 'received', 'refunded', 'rejected'], { error: 'returns must be open or a return state' })
      .optional(),
  ),
  /** An order number as typed ("INK-7KQ-482-MXA", any case, with or without dashes) or an order id. */
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(60, 'q must be at most 60 characters').optional()),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(OrderSchema.extend({ customer: z.object({ name: z.string(), email: z.string() }).nullable() })),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** The day an order placed at `placedAt` is expected to arrive (DELIVERY_DAYS later), as YYYY-MM-DD in India's time. */
export function expectedDeliveryDate(placedAt: string): string {
  return indiaDayOf(new Date(placedAt).getTime() + DELIVERY_DAYS * 86_400_000);
}

/** The day an order is expected: its zone's estimate when placed, else (an older order) DELIVERY_DAYS after placing. */
export function orderDeliveryDay(order: { delivery?: { date: string } | undefined; createdAt: string }): string {
  return order.delivery?.date ?? expectedDeliveryDate(order.createdAt);
}

/** Made once: toLocaleDateString builds a formatter per call, which cost an order confirmation more than the rest of its text. */
const deliveryDay = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The expected delivery day as shoppers read it: "Sunday, 30 November 2026". */
export function formatDeliveryDate(day: string): string {
  return deliveryDay.format(new Date(`${day}T12:00:00Z`));
}
