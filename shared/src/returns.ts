/**
 * Returns within RETURNS_DAYS of delivery (decision 046): the shopper asks for some or all of a
 * delivered order's units back with a reason; the admin approves or rejects, then marks the
 * parcel received (its units go back on sale), and the money goes back: through the gateway for
 * an order paid online, or to the UPI id or bank account the shopper gave for cash on delivery,
 * which the admin marks paid.
 *
 *   requested ──▶ approved ──▶ received ──▶ refunded
 *       └──────▶ rejected                             rejected and refunded are final.
 */
import { z } from 'zod';
import { RETURNS_DAYS } from './constants.js';
import { IsoDateSchema } from './primitives.js';

export const RETURN_STATES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_REASONS = ['damaged', 'wrong-item', 'not-as-described', 'not-needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged or defective',
  'wrong-item': 'Wrong item, colour or size sent',
  'not-as-described': 'Not as described',
  'not-needed': 'No longer needed',
  other: 'Other',
};

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Refunded',
};

/** Where a cash-on-delivery order's refund goes. */
export const RefundDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('upi'),
      upiId: z
        .string({ error: 'UPI ID is required' })
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/, 'Enter a UPI ID like name@bank'),
    }),
    z.object({
      kind: z.literal('bank'),
      accountName: z.string({ error: 'Account holder name is required' }).trim().min(2, 'Account holder name is required').max(100),
      accountNumber: z
        .string({ error: 'Account number is required' })
        .trim()
        .regex(/^[0-9]{9,18}$/, 'Account number must be 9 to 18 digits'),
      ifsc: z
        .string({ error: 'IFSC is required' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter an IFSC like HDFC0001234'),
    }),
  ],
  { error: 'Choose UPI or bank account for your refund' },
);
export type RefundDestination = z.infer<typeof RefundDestinationSchema>;

/**
 * A refund destination as an answer carries it: the shopper's own answers mask a bank account
 * number to its last four digits ("••••1234"), so a shown one is any text (the api's returns
 * module masks; only admins see it whole).
 */
export const RefundDestinationShownSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upi'), upiId: z.string() }),
  z.object({ kind: z.literal('bank'), accountName: z.string(), accountNumber: z.string(), ifsc: z.string() }),
]);
export type RefundDestinationShown = z.infer<typeof RefundDestinationShownSchema>;

/** POST /orders/{id}/returns body. `line` is the index of the order's item. */
export const ReturnRequestSchema = z.object({
  lines: z
    .array(z.object({ line: z.number().int().min(0).max(499), quantity: z.number().int().min(1).max(10_000) }))
    .min(1, 'Choose at least one item to return')
    .max(500),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason for the return' }),
  note: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(500, 'Note must be at most 500 characters').optional()),
  /** Required for cash-on-delivery orders (where the money goes back), refused for online ones. */
  refundTo: RefundDestinationSchema.optional(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

export const OrderReturnSchema = z.object({
  /** "r1", "r2", … within the order. */
  id: z.string(),
  lines: z.array(z.object({ line: z.number().int().min(0), quantity: z.number().int().min(1) })),
  reason: z.enum(RETURN_REASONS),
  note: z.string().optional(),
  state: z.enum(RETURN_STATES),
  /** Rupees going back for these units (their share of what was paid: returnRefundAmount). */
  amount: z.number().min(0),
  /** A cash-on-delivery order's refund destination (masked when shown to anyone but the admin). */
  refundTo: RefundDestinationShownSchema.optional(),
  /** The admin's words to the shopper on a rejection. */
  rejection: z.string().optional(),
  /** Online: the refund paying for it (payment.refunds[].id). */
  refundId: z.string().optional(),
  /** Cash on delivery: the transfer's reference (UTR) the admin gave when marking it refunded. */
  reference: z.string().optional(),
  /** The units went back on sale (exactly once). */
  restocked: z.boolean().default(false),
  history: z.array(z.object({ state: z.enum(RETURN_STATES), at: IsoDateSchema })),
  createdAt: IsoDateSchema,
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

/** PUT /orders/{id}/returns/{returnId} (admins): the next state, with a rejection's reason or a COD transfer's reference. */
export const ReturnUpdateSchema = z.object({
  state: z.enum(['approved', 'rejected', 'received', 'refunded'], { error: 'state must be one of approved, rejected, received, refunded' }),
  rejection: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(300).optional()),
  /** The bank or UPI transfer's reference (UTR) when marking a cash-on-delivery refund paid. */
  reference: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(40).optional()),
});
export type ReturnUpdate = z.infer<typeof ReturnUpdateSchema>;

export const RETURN_MOVES: ReadonlyArray<{ from: ReturnState; to: ReturnState }> = [
  { from: 'requested', to: 'approved' },
  { from: 'requested', to: 'rejected' },
  { from: 'approved', to: 'received' },
  { from: 'received', to: 'refunded' },
];
export const returnMoveAllowed = (from: ReturnState, to: ReturnState): boolean => RETURN_MOVES.some((m) => m.from === from && m.to === to);

export const RETURN_MESSAGES = {
  notDelivered: 'Only delivered orders can be returned.',
  windowOver: `The ${RETURNS_DAYS}-day return window for this order has ended.`,
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} has already been returned in full.` : `Only ${left} of ${name} can still be returned.`,
  noSuchLine: 'That item is not in this order.',
  refundToNeeded: 'Tell us where to send your refund: a UPI ID or a bank account.',
  refundToNotNeeded: 'This order was paid online: the refund goes back to the same payment.',
  notFound: 'Return not found.',
  move: (from: ReturnState, to: ReturnState) => `A return that is ${RETURN_STATE_LABELS[from].toLowerCase()} cannot be marked ${to}.`,
} as const;

/** The last day a delivered order may be returned: RETURNS_DAYS after delivery. */
export const returnWindowEndsAt = (deliveredAt: string): number => new Date(deliveredAt).getTime() + RETURNS_DAYS * 86_400_000;

/**
 * Rupees going back for `lines` of an order: the units' share of the order's items after the
 * promo discount, with their GST (18% on the amount after the promo, as charged), to the paisa.
 * Shipping comes back only with the order's last units. Never more than the order's total less
 * what earlier returns take back.
 */
export function returnRefundAmount(
  order: {
    items: ReadonlyArray<{ price: number; quantity: number }>;
    itemsPrice: number;
    discount: number;
    taxPrice: number;
    shippingPrice: number;
    totalPrice: number;
  },
  lines: ReadonlyArray<{ line: number; quantity: number }>,
  earlier: { amount: number; units: number } = { amount: 0, units: 0 },
): number {
  const value = lines.reduce((sum, l) => sum + (order.items[l.line]?.price ?? 0) * l.quantity, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const allUnits = order.items.reduce((sum, i) => sum + i.quantity, 0);
  const goods = order.totalPrice - order.shippingPrice;
  const share = order.itemsPrice > 0 ? (goods * value) / order.itemsPrice : 0;
  const left = Math.round(order.totalPrice * 100) - Math.round(earlier.amount * 100);
  // The last units take whatever is left (shipping, and no rounding dust either way).
  if (earlier.units + units >= allUnits) return Math.max(0, left) / 100;
  return Math.max(0, Math.min(Math.round(share * 100), left)) / 100;
}

/** A bank account number as the shopper's own answers and messages show it: ••••1234. */
export const maskAccountNumber = (n: string): string => `••••${n.slice(-4)}`;

/** A refund destination as shown to its owner: the account number masked. */
export const maskedDestination = (to: RefundDestinationShown): RefundDestinationShown =>
  to.kind === 'bank' ? { ...to, accountNumber: maskAccountNumber(to.accountNumber) } : to;

/**
 * The order as its owner sees it: every COD refund destination with its account number masked
 * (the owner gave it; an answer, a cached page or a shoulder need not carry it whole). Admins see
 * it whole, to make the transfer.
 */
export function ownerViewOfOrder<O extends { returns?: OrderReturn[] | undefined }>(order: O): O {
  if (!order.returns?.some((r) => r.refundTo?.kind === 'bank')) return order;
  return { ...order, returns: order.returns.map((r) => (r.refundTo ? { ...r, refundTo: maskedDestination(r.refundTo) } : r)) };
}
