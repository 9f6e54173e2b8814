import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_METHOD } from '@store/shared';
import { howPaymentHappens, PAYMENT_OPTIONS } from './payment';
import { formatTimeLeft } from '../../ui/payment-time-left';

describe('the payment seam', () => {
  it("offers the spec's four methods, Card by default", () => {
    expect(PAYMENT_OPTIONS.map((o) => o.method)).toEqual(['COD', 'Card', 'UPI', 'NetBanking']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('Card');
  });

  it('tells the truth: an online method is paid after Place Order within the hold, cash when delivered', () => {
    const upi = howPaymentHappens('UPI', 1248);
    expect(upi).toContain('After Place Order you pay ₹1,248 by UPI on the secure payment page.');
    expect(upi).toContain('held for 15 minutes');
    expect(upi).not.toMatch(/not connected|when it is delivered/);
    expect(howPaymentHappens('COD', 500)).toMatch(/pay the courier in cash when the parcel arrives/);
  });

  it('counts the time left down in minutes and seconds', () => {
    expect(formatTimeLeft(15 * 60_000)).toBe('15:00');
    expect(formatTimeLeft(61_000)).toBe('1:01');
    expect(formatTimeLeft(400)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(3_723_000)).toBe('1:02:03');
  });
});
