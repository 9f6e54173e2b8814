import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.js';
import { isFinalStatus, nextStatuses, orderMove, orderMoveRefusal } from './order-states.js';

describe('the order state machine', () => {
  it('moves an order processing → shipped → delivered, and cancels it before delivery', () => {
    expect(nextStatuses('processing', 'admin')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped', 'admin')).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('processing', 'shopper')).toEqual(['cancelled']);
    expect(nextStatuses('shipped', 'shopper')).toEqual([]);
  });

  it('keeps delivered and cancelled final, for everyone', () => {
    for (const from of ['delivered', 'cancelled'] as const) {
      expect(isFinalStatus(from)).toBe(true);
      for (const to of ORDER_STATUSES) {
        expect(orderMove(from, to, 'admin')).toBeUndefined();
        expect(orderMoveRefusal(from, to, 'admin')).toBe(`This order is ${from}, which is final: its status cannot change.`);
      }
    }
  });

  it('returns stock only on cancelling an undelivered order, and tells the shopper of every move', () => {
    expect(orderMove('processing', 'cancelled', 'shopper')?.returnsStock).toBe(true);
    expect(orderMove('shipped', 'cancelled', 'admin')?.returnsStock).toBe(true);
    expect(orderMove('processing', 'shipped', 'admin')?.returnsStock).toBe(false);
    expect(orderMove('shipped', 'delivered', 'admin')?.tellsShopper).toBe(true);
  });

  it('says why a move is refused', () => {
    expect(orderMoveRefusal('processing', 'delivered', 'admin')).toBe(
      'This order has not been shipped yet: mark it shipped before delivered.',
    );
    expect(orderMoveRefusal('shipped', 'processing', 'admin')).toBe('An order cannot go from shipped back to processing.');
    expect(orderMoveRefusal('shipped', 'cancelled', 'shopper')).toBe('Only orders that are still processing can be cancelled.');
    expect(orderMoveRefusal('processing', 'shipped', 'admin')).toBeNull();
  });
});
