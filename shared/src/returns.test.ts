import { describe, expect, it } from 'vitest';
import { RefundDestinationSchema, returnMoveAllowed, returnRefundAmount, ReturnRequestSchema, returnWindowEndsAt } from './returns.js';
import { paymentMoveAllowed, PaymentCallbackSchema, refundedState, toPaise } from './payments.js';

// ₹450 × 2 + ₹129 × 1 = ₹1,029; a 10% promo (₹102.90); GST 18% on ₹926.10 = ₹166.70; free shipping above ₹999.
const order = {
  items: [
    { price: 450, quantity: 2 },
    { price: 129, quantity: 1 },
  ],
  itemsPrice: 1029,
  discount: 102.9,
  taxPrice: 166.7,
  shippingPrice: 0,
  totalPrice: 1092.8,
};

describe('returnRefundAmount', () => {
  it('when one unit of a line comes back, then its share of what was paid after the promo, with its GST, to the paisa', () => {
    // 450 / 1029 of ₹1,092.80 = ₹477.90 (rounded to the paisa).
    expect(returnRefundAmount(order, [{ line: 0, quantity: 1 }])).toBe(477.9);
  });

  it('when the last units come back after earlier returns, then they take exactly what is left, so the refunds add up to the total', () => {
    const first = returnRefundAmount(order, [{ line: 0, quantity: 1 }]);
    const second = returnRefundAmount(order, [{ line: 1, quantity: 1 }], { amount: first, units: 1 });
    const last = returnRefundAmount(order, [{ line: 0, quantity: 1 }], { amount: first + second, units: 2 });
    expect(toPaise(first) + toPaise(second) + toPaise(last)).toBe(toPaise(order.totalPrice));
  });

  it('when an order paid ₹99 shipping is returned whole, then shipping comes back with it; with part of it, it does not', () => {
    const small = { items: [{ price: 200, quantity: 2 }], itemsPrice: 400, discount: 0, taxPrice: 72, shippingPrice: 99, totalPrice: 571 };
    expect(returnRefundAmount(small, [{ line: 0, quantity: 1 }])).toBe(236);
    expect(returnRefundAmount(small, [{ line: 0, quantity: 2 }])).toBe(571);
  });

  it('when earlier refunds already took the total, then nothing more goes back', () => {
    expect(returnRefundAmount(order, [{ line: 1, quantity: 1 }], { amount: 1092.8, units: 2 })).toBe(0);
  });
});

describe('the machines', () => {
  it('when a return moves, then only forward along requested → approved → received → refunded, or requested → rejected', () => {
    expect(returnMoveAllowed('requested', 'approved')).toBe(true);
    expect(returnMoveAllowed('requested', 'rejected')).toBe(true);
    expect(returnMoveAllowed('approved', 'received')).toBe(true);
    expect(returnMoveAllowed('received', 'refunded')).toBe(true);
    expect(returnMoveAllowed('requested', 'received')).toBe(false);
    expect(returnMoveAllowed('rejected', 'approved')).toBe(false);
    expect(returnMoveAllowed('refunded', 'received')).toBe(false);
  });

  it('when a payment moves, then a paid one never goes back to pending or failed', () => {
    expect(paymentMoveAllowed('pending', 'paid')).toBe(true);
    expect(paymentMoveAllowed('failed', 'paid')).toBe(true);
    expect(paymentMoveAllowed('paid', 'failed')).toBe(false);
    expect(paymentMoveAllowed('paid', 'pending')).toBe(false);
    expect(paymentMoveAllowed('refunded', 'paid')).toBe(false);
  });

  it('when refunds add up, then the payment reads partly refunded, then refunded at the full amount', () => {
    expect(refundedState(1092.8, 0)).toBe('paid');
    expect(refundedState(1092.8, 477.9)).toBe('partly-refunded');
    expect(refundedState(1092.8, 1092.8)).toBe('refunded');
  });

  it('when a return is asked 30 days after delivery, then the window has ended at that instant', () => {
    expect(returnWindowEndsAt('2026-11-01T10:00:00.000Z')).toBe(Date.parse('2026-12-01T10:00:00.000Z'));
  });
});

describe('the shapes that cross the wire', () => {
  it('when a cash-on-delivery refund goes to a UPI id or a bank account, then each is checked in words a shopper understands', () => {
    expect(RefundDestinationSchema.parse({ kind: 'upi', upiId: ' Asha.K@OKHDFCBANK ' })).toEqual({
      kind: 'upi',
      upiId: 'asha.k@okhdfcbank',
    });
    expect(RefundDestinationSchema.safeParse({ kind: 'upi', upiId: 'asha' }).error?.issues[0]?.message).toBe(
      'Enter a UPI ID like name@bank',
    );
    expect(
      RefundDestinationSchema.safeParse({ kind: 'bank', accountName: 'Asha K', accountNumber: '12345', ifsc: 'HDFC0001234' }).error
        ?.issues[0]?.message,
    ).toBe('Account number must be 9 to 18 digits');
    expect(
      RefundDestinationSchema.safeParse({ kind: 'bank', accountName: 'Asha K', accountNumber: '123456789012', ifsc: 'hdfc1234' }).error
        ?.issues[0]?.message,
    ).toBe('Enter an IFSC like HDFC0001234');
  });

  it('when a return names no items or no reason, then it is refused with what is missing', () => {
    const none = ReturnRequestSchema.safeParse({ lines: [], reason: 'damaged' });
    expect(none.error?.issues[0]?.message).toBe('Choose at least one item to return');
    const noReason = ReturnRequestSchema.safeParse({ lines: [{ line: 0, quantity: 1 }] });
    expect(noReason.error?.issues[0]?.message).toBe('Choose a reason for the return');
  });

  it("when the gateway posts back, then a success needs a 64-hex signature and a failure Razorpay's error fields", () => {
    expect(
      PaymentCallbackSchema.safeParse({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'zz' }).success,
    ).toBe(false);
    expect(
      PaymentCallbackSchema.safeParse({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'a'.repeat(64) })
        .success,
    ).toBe(true);
    expect(
      PaymentCallbackSchema.safeParse({
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[metadata]': '{"payment_id":"pay_1","order_id":"order_1"}',
      }).success,
    ).toBe(true);
  });
});
