/**
 * What the shopper is told at each step of a return: an e-mail to their account and an SMS to
 * their phone (or the order's), through the same delivery as order messages. Approved says how
 * to send the parcel back; rejected, the admin's reason; received, what is refunded and how;
 * refunded, the amount and where it went. A bank account is named by its last four digits only.
 */
import {
  formatRupees,
  isOnlineMethod,
  orderNumber,
  RETURN_STATE_LABELS,
  type Order,
  type OrderReturn,
  type SellerDetails,
} from '@store/shared';
import type { Accounts, Delivery } from '../auth/index.js';
import { destinationWords } from './return-rules.js';

type MessageOrder = Pick<Order, '_id' | 'user' | 'paymentMethod' | 'shippingAddress'>;

/** Where an order's refund goes, in words. */
function refundWhere(order: MessageOrder, ret: OrderReturn): string {
  if (isOnlineMethod(order.paymentMethod)) return `the ${order.paymentMethod} payment you made for the order`;
  return ret.refundTo ? destinationWords(ret.refundTo) : 'the account you gave us';
}

/** The subject and words of the message for a return that has just become `ret.state`. */
export function returnMessage(order: MessageOrder, ret: OrderReturn, seller: Pick<SellerDetails, 'tradeName' | 'address'>) {
  const number = orderNumber(order._id);
  const amount = formatRupees(ret.amount);
  const subject = `${RETURN_STATE_LABELS[ret.state]}: your ${seller.tradeName} order ${number}`;
  const text = (() => {
    switch (ret.state) {
      case 'requested':
        return [
          `We have your request to return items from order ${number} (return ${ret.id}).`,
          `We will tell you once it is approved. The refund for it will be ${amount}.`,
        ];
      case 'approved':
        return [
          `Your return ${ret.id} for order ${number} is approved.`,
          `How to send it back: pack the items, with a note saying "Order ${number}, return ${ret.id}", and send the parcel to:`,
          [seller.tradeName, ...seller.address].join(', '),
          `Once it reaches us we refund ${amount} to ${refundWhere(order, ret)}.`,
        ];
      case 'rejected':
        return [
          `We could not accept your return ${ret.id} for order ${number}.`,
          ret.rejection ? `Why: ${ret.rejection}` : 'Reply to this message if you have any questions.',
        ];
      case 'received':
        return [
          `We have received the items of your return ${ret.id} for order ${number}.`,
          isOnlineMethod(order.paymentMethod)
            ? `${amount} is being refunded to ${refundWhere(order, ret)}; banks take up to 7 working days to show it.`
            : `We will send ${amount} to your ${refundWhere(order, ret)} shortly.`,
        ];
      case 'refunded':
        return [
          `${amount} for your return ${ret.id} of order ${number} has been refunded to ${refundWhere(order, ret)}.`,
          ret.reference ? `Transfer reference: ${ret.reference}.` : null,
        ];
    }
  })();
  return { subject, text: text.filter(Boolean).join('\n') };
}

export function createReturnMessages(deps: {
  accounts: Pick<Accounts, 'getUserById'>;
  delivery: Pick<Delivery, 'send'>;
  seller: Pick<SellerDetails, 'tradeName' | 'address'>;
}) {
  return {
    /** Tells the owner of `order` that return `ret` became `ret.state`: e-mail and SMS. */
    async tell(order: MessageOrder, ret: OrderReturn): Promise<void> {
      const message = returnMessage(order, ret, deps.seller);
      const user = await deps.accounts.getUserById(order.user);
      const sends: Array<Promise<void>> = [];
      if (user?.email) sends.push(deps.delivery.send({ channel: 'email', to: user.email, ...message }));
      const phone = user?.phone || order.shippingAddress.phone;
      if (phone) sends.push(deps.delivery.send({ channel: 'sms', to: phone, ...message }));
      await Promise.all(sends);
    },
  };
}
export type ReturnMessages = ReturnType<typeof createReturnMessages>;
