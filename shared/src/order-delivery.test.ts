import { describe, expect, it } from 'vitest';
import { formatDeliveryDate, orderDeliveryDay } from './order.js';

describe("an order's expected delivery day", () => {
  it('is the estimate it kept at placement', () => {
    expect(orderDeliveryDay({ createdAt: '2026-11-28T06:00:00.000Z', delivery: { date: '2026-12-09' } })).toBe('2026-12-09');
  });

  it('is five days after placing, in India, for an order from before zones', () => {
    expect(orderDeliveryDay({ createdAt: '2026-11-28T20:00:00.000Z' })).toBe('2026-12-04');
    expect(formatDeliveryDate('2026-12-04')).toBe('Friday, 4 December 2026');
  });
});
