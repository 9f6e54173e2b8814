/**
 * What the shopper is told when their order moves (order-states.ts says which moves tell): an
 * e-mail and a phone message through the same delivery as the sign-in codes and the order
 * confirmation, naming the order by its readable number and, once shipped, the carrier's
 * tracking page. "Out for delivery" is not sent: the store has no such status and hears nothing
 * from carriers (no webhook); the carrier's page shows it (decision 040).
 */
import { formatRupees, orderNumber, paymentTaken, trackingUrlFor, type OrderStatus } from '@store/shared';
import type { Accounts, Delivery } from '../../auth/index.js';
import type { OrderDoc } from './store.js';

/** How the shipment reads in a message: "Blue Dart, tracking number BD4471: https://…". */
function shipmentLine(order: Pick<OrderDoc, 'shipment'>): string | null {
  const s = order.shipment;
  if (!s || (!s.carrier && !s.trackingNumber)) return null;
  const url = trackingUrlFor(s.carrier, s.trackingNumber);
  const who = s.carrier ? `with ${s.carrier}` : '';
  const number = s.trackingNumber ? `tracking number ${s.trackingNumber}` : '';
  return `It travels ${[who, number].filter(Boolean).join(', ')}.${url ? `\nTrack it: ${url}` : ''}`;
}

/** The subject and words of the message for an order that has just become `status`; null for a status that tells nothing. */
export function statusMessage(
  order: Pick<OrderDoc, '_id' | 'totalPrice' | 'isPaid' | 'shipment' | 'cancelReason' | 'payment' | 'paymentMethod'>,
  status: OrderStatus,
): { subject: string; text: string } | null {
  const number = orderNumber(order._id);
  const shipment = shipmentLine(order);
  switch (status) {
    case 'shipped':
      return {
        subject: `Your Inkwell order ${number} has shipped`,
        text: [`Your order ${number} is on its way.`, shipment].filter(Boolean).join('\n'),
      };
    case 'delivered':
      return {
        subject: `Your Inkwell order ${number} was delivered`,
        text: [`Your order ${number} was delivered. Thank you for shopping with Inkwell.`, shipment].filter(Boolean).join('\n'),
      };
    case 'cancelled':
      return {
        subject: `Your Inkwell order ${number} was cancelled`,
        text: [
          `Your order ${number} (${formatRupees(order.totalPrice)}) was cancelled.`,
          order.cancelReason ?? null,
          paymentTaken(order.payment)
            ? `Your refund of ${formatRupees(order.payment!.refunded)} is on its way to the ${order.paymentMethod} payment you made; your bank shows it in 5–7 working days.`
            : order.isPaid
              ? 'What you paid for it is refunded the way you paid.'
              : 'Nothing is due for it.',
        ]
          .filter(Boolean)
          .join('\n'),
      };
    case 'processing':
      return null;
  }
}

/** What the payments module tells the shopper: their order is paid, or a payment after the hold ended is refunded. */
export type PaymentNews = 'paid' | 'late-payment-refunded';

export function paymentMessage(
  order: Pick<OrderDoc, '_id' | 'totalPrice' | 'paymentMethod'>,
  news: PaymentNews,
): { subject: string; text: string } {
  const number = orderNumber(order._id);
  if (news === 'paid')
    return {
      subject: `Your Inkwell order ${number} is paid`,
      text: `We received your payment of ${formatRupees(order.totalPrice)} (${order.paymentMethod}) for order ${number}. Thank you: we are packing it now.`,
    };
  return {
    subject: `Your payment for Inkwell order ${number} is being refunded`,
    text: [
      `Your payment of ${formatRupees(order.totalPrice)} for order ${number} reached us after the time to pay had ended, when the order was already cancelled.`,
      'It is being refunded in full the way you paid; your bank shows it in 5–7 working days.',
    ].join('\n'),
  };
}

/** The tax invoice that goes with a message: its PDF (the invoices module's), issued if it is due. */
export interface MessageInvoices {
  attachmentFor(orderId: string): Promise<{ number: string; fileName: string; content: Buffer } | null>;
}

export function createOrderMessages(deps: {
  accounts: Pick<Accounts, 'getUserById'>;
  delivery: Pick<Delivery, 'send'>;
  invoices?: MessageInvoices;
}) {
  return {
    /**
     * Tells the shopper of `order` that it became `status`: e-mail to their account, SMS to their
     * phone (or the order's). A delivered cash-on-delivery order's tax invoice goes with it: the
     * PDF attached to the e-mail, its number in the SMS (the account's order view has it).
     */
    async tell(order: OrderDoc, status: OrderStatus): Promise<void> {
      await send(order, statusMessage(order, status), status === 'delivered');
    },
    /** Tells the shopper of a payment's news; a paid order's tax invoice goes with it. */
    async tellPayment(order: OrderDoc, news: PaymentNews): Promise<void> {
      await send(order, paymentMessage(order, news), news === 'paid');
    },
  };

  async function send(order: OrderDoc, base: { subject: string; text: string } | null, withInvoice: boolean): Promise<void> {
    if (!base) return;
    const user = await deps.accounts.getUserById(order.user);
    // The PDF is drawn only for an e-mail to attach it to; an SMS names the invoice's number.
    const invoice: { number: string; fileName?: string; content?: Buffer } | null =
      withInvoice && deps.invoices
        ? user?.email
          ? await deps.invoices.attachmentFor(order._id)
          : (order.invoice ?? (await deps.invoices.attachmentFor(order._id)))
        : null;
    const message = invoice
      ? { ...base, text: `${base.text}\nYour tax invoice ${invoice.number} is attached, and in your account's orders.` }
      : base;
    const sends: Array<Promise<void>> = [];
    if (user?.email) {
      const attachments =
        invoice?.fileName && invoice.content
          ? [{ filename: invoice.fileName, contentType: 'application/pdf', content: invoice.content }]
          : undefined;
      sends.push(deps.delivery.send({ channel: 'email', to: user.email, ...message, ...(attachments ? { attachments } : {}) }));
    }
    const phone = user?.phone || order.shippingAddress.phone;
    const sms = invoice ? { ...base, text: `${base.text}\nYour tax invoice ${invoice.number} is in your account's orders.` } : base;
    if (phone) sends.push(deps.delivery.send({ channel: 'sms', to: phone, ...sms }));
    await Promise.all(sends);
  }
}
export type OrderMessages = ReturnType<typeof createOrderMessages>;
