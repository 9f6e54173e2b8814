import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, nextStatuses, orderNumber } from './order-status';

describe('how an order reads', () => {
  it('dates are India time whatever the device’s zone: 20:00 UTC on the 27th is 1:30 am on the 28th', () => {
    expect(formatDate('2026-11-27T20:00:00Z')).toBe('28 Nov 2026');
    expect(formatDateTime('2026-11-27T20:00:00Z')).toMatch(/^28 Nov 2026, 1:30\s?am$/i);
  });

  it('the number is the readable one, and the moves are the shared machine’s', () => {
    expect(orderNumber('o_abc')).toMatch(/^INK-\w{3}-\w{3}-\w{3}$/);
    expect(nextStatuses('processing', 'shopper')).toEqual(['cancelled']);
    expect(nextStatuses('delivered', 'admin')).toEqual([]);
  });
});
