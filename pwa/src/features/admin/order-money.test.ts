import { describe, expect, it } from 'vitest';
import type { OrderPayment } from '@store/shared';
import {
  cancelRefundAmount,
  holdLeft,
  liveRefundFor,
  openReturn,
  ordersQuery,
  paymentSummary,
  readOrderFilters,
  returnActions,
} from './order-money';

const payment = (state: OrderPayment['state'], refunded = 0): OrderPayment => ({
  state,
  gateway: 'test',
  amount: 1180.5,
  expiresAt: '2026-11-28T10:15:00.000Z',
  attempts: [],
  refunds: [],
  refunded,
});

describe('the Payment column', () => {
  it('reads an online order by its payment state', () => {
    expect(paymentSummary({ paymentMethod: 'UPI', isPaid: false, status: 'processing', payment: payment('pending') })).toEqual({
      text: 'UPI · Awaiting payment',
      tone: 'warning',
    });
    expect(paymentSummary({ paymentMethod: 'Card', isPaid: true, status: 'shipped', payment: payment('partly-refunded', 100) }).text).toBe(
      'Card · Partly refunded',
    );
  });

  it('reads cash on delivery as due until delivered, paid once delivered, not collected once cancelled', () => {
    expect(paymentSummary({ paymentMethod: 'COD', isPaid: false, status: 'shipped' }).text).toBe('COD · due');
    expect(paymentSummary({ paymentMethod: 'COD', isPaid: false, status: 'delivered' }).text).toBe('COD · paid');
    expect(paymentSummary({ paymentMethod: 'COD', isPaid: false, status: 'cancelled' }).text).toBe('COD · not collected');
  });
});

describe('cancelling', () => {
  it('refunds what was taken and not yet given back, to the paisa', () => {
    expect(cancelRefundAmount({ paymentMethod: 'UPI', isPaid: true, status: 'processing', payment: payment('paid') })).toBe(1180.5);
    expect(cancelRefundAmount({ paymentMethod: 'UPI', isPaid: true, status: 'shipped', payment: payment('partly-refunded', 180.3) })).toBe(
      1000.2,
    );
  });
  it('refunds nothing on a pending payment or cash on delivery', () => {
    expect(cancelRefundAmount({ paymentMethod: 'Card', isPaid: false, status: 'processing', payment: payment('pending') })).toBe(0);
    expect(cancelRefundAmount({ paymentMethod: 'COD', isPaid: false, status: 'processing' })).toBe(0);
  });
});

it('says the time left on a hold, and nothing once it ended', () => {
  const ends = Date.parse('2026-11-28T10:15:00.000Z');
  expect(holdLeft('2026-11-28T10:15:00.000Z', ends - 12.5 * 60_000)).toBe('12 min left');
  expect(holdLeft('2026-11-28T10:15:00.000Z', ends - 20_000)).toBe('less than a minute left');
  expect(holdLeft('2026-11-28T10:15:00.000Z', ends)).toBeNull();
});

it('offers the return machine’s moves, less the online refund the api makes itself', () => {
  expect(returnActions({ state: 'requested' }, 'UPI')).toEqual(['approved', 'rejected']);
  expect(returnActions({ state: 'approved' }, 'COD')).toEqual(['received']);
  expect(returnActions({ state: 'received' }, 'COD')).toEqual(['refunded']);
  expect(returnActions({ state: 'received' }, 'Card')).toEqual([]);
  expect(returnActions({ state: 'refunded' }, 'COD')).toEqual([]);
});

it('marks the oldest return still open', () => {
  const r = (id: string, state: 'rejected' | 'approved' | 'refunded') => ({
    id,
    state,
    lines: [],
    reason: 'damaged' as const,
    amount: 1,
    restocked: false,
    history: [],
    createdAt: '2026-11-28T10:00:00.000Z',
  });
  expect(openReturn({ returns: [r('r1', 'rejected'), r('r2', 'approved')] })?.id).toBe('r2');
  expect(openReturn({ returns: [r('r1', 'refunded')] })).toBeUndefined();
  expect(openReturn({})).toBeUndefined();
});

it('keeps the filters in the address and sends them to the api; anything else there is no filter', () => {
  const filters = readOrderFilters(new URLSearchParams('status=delivered&payment=refunded&returns=open&x=1'));
  expect(filters).toEqual({ status: 'delivered', payment: 'refunded', returns: 'open' });
  expect(String(ordersQuery(filters, 2, 10, 'INK7KQ'))).toBe('page=2&limit=10&status=delivered&payment=refunded&returns=open&q=INK7KQ');
  expect(readOrderFilters(new URLSearchParams('status=lost&payment=cash&returns=some'))).toEqual({ status: '', payment: '', returns: '' });
});

it('finds the refund under way for a return, not one the gateway refused', () => {
  const refund = (id: string, state: 'pending' | 'processed' | 'failed', returnId?: string) => ({
    id,
    amount: 100,
    reason: 'return' as const,
    state,
    at: '2026-11-28T10:00:00.000Z',
    ...(returnId ? { returnId } : {}),
  });
  const order = { payment: { ...payment('paid'), refunds: [refund('rf1', 'failed', 'r1'), refund('rf2', 'pending', 'r2')] } };
  expect(liveRefundFor(order, 'r1')).toBeUndefined();
  expect(liveRefundFor(order, 'r2')?.id).toBe('rf2');
  expect(
    liveRefundFor({ payment: { ...order.payment, refunds: [...order.payment.refunds, refund('rf3', 'processed', 'r1')] } }, 'r1')?.id,
  ).toBe('rf3');
});
