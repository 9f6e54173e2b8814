import { describe, expect, it } from 'vitest';
import type { Order, OrderReturn } from '@store/shared';
import { canReturn, checkReturn, refundFor, unitsLeft } from './returns-logic';

const DAY = 86_400_000;
const delivered = '2026-11-01T10:00:00.000Z';

function order(returns: Array<Pick<OrderReturn, 'lines' | 'state' | 'amount'>> = []): Order {
  return {
    _id: 'o_1',
    status: 'delivered',
    statusHistory: [
      { status: 'processing', at: '2026-10-28T10:00:00.000Z' },
      { status: 'delivered', at: delivered },
    ],
    items: [
      { product: { _id: 'p1', name: 'Pen', mainImage: null }, quantity: 2, price: 500 },
      { product: { _id: 'p2', name: 'Ink', mainImage: null }, quantity: 1, price: 200 },
    ],
    itemsPrice: 1200,
    discount: 0,
    taxPrice: 216,
    shippingPrice: 50,
    totalPrice: 1466,
    paymentMethod: 'UPI',
    returns: returns.map((r, i) => ({ id: `r${i + 1}`, reason: 'damaged', restocked: false, history: [], createdAt: delivered, ...r })),
  } as unknown as Order;
}

describe('returns on the account', () => {
  it('are offered for 30 days from delivery, not after, and never before delivery', () => {
    const at = new Date(delivered).getTime();
    expect(canReturn(order(), at + 29 * DAY)).toBe(true);
    expect(canReturn(order(), at + 30 * DAY + 1)).toBe(false);
    expect(canReturn({ ...order(), status: 'shipped' }, at)).toBe(false);
  });

  it('count the units left after earlier returns, a rejected one giving its units back', () => {
    expect(unitsLeft(order([{ lines: [{ line: 0, quantity: 1 }], state: 'requested', amount: 600 }]))).toEqual([1, 1]);
    expect(unitsLeft(order([{ lines: [{ line: 0, quantity: 2 }], state: 'rejected', amount: 1200 }]))).toEqual([2, 1]);
    const all = order([
      {
        lines: [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
        ],
        state: 'refunded',
        amount: 1466,
      },
    ]);
    expect(canReturn(all, new Date(delivered).getTime() + DAY)).toBe(false);
  });

  it('show the shared refund share, the last units taking what is left with shipping', () => {
    expect(refundFor(order(), [])).toBe(0);
    expect(refundFor(order(), [{ line: 0, quantity: 1 }])).toBe(590);
    const first = order([{ lines: [{ line: 0, quantity: 1 }], state: 'refunded', amount: 590 }]);
    expect(
      refundFor(first, [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ]),
    ).toBe(876);
  });

  it("say what is wrong at each field in the shared schema's words", () => {
    const empty = checkReturn({ lines: [], note: '' });
    expect(empty.ok).toBe(false);
    if (!empty.ok)
      expect(empty.errors).toMatchObject({ lines: 'Choose at least one item to return', reason: 'Choose a reason for the return' });
    const bank = checkReturn({
      lines: [{ line: 0, quantity: 1 }],
      reason: 'other',
      refundTo: { kind: 'bank', accountName: 'Asha Rao', accountNumber: '12', ifsc: 'HDFC12' },
    });
    expect(bank.ok).toBe(false);
    if (!bank.ok)
      expect(bank.errors).toMatchObject({ accountNumber: 'Account number must be 9 to 18 digits', ifsc: 'Enter an IFSC like HDFC0001234' });
    const upi = checkReturn({ lines: [{ line: 1, quantity: 1 }], reason: 'damaged', refundTo: { kind: 'upi', upiId: 'Asha@OKHDFC' } });
    expect(upi).toEqual({
      ok: true,
      request: { lines: [{ line: 1, quantity: 1 }], reason: 'damaged', refundTo: { kind: 'upi', upiId: 'asha@okhdfc' } },
    });
  });
});
