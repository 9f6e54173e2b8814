import { describe, expect, it } from 'vitest';
import { indiaStateOf } from './india-states.js';
import { invoiceFigures, lineTaxOfCategory, placeOfSupplyOf, splitPaise, type InvoiceOrder } from './invoice.js';
import { financialYearOf, invoiceDue, invoiceFileName, invoiceNumberOf, invoiceSerialOf } from './invoice-record.js';
import { priceBreakdown } from './pricing.js';

const karnataka = indiaStateOf('Karnataka')!;
const maharashtra = indiaStateOf('Maharashtra')!;

/** An order priced the way the checkout prices it (pricing.ts), with a 10% promo. */
function orderOf(lines: Array<{ name: string; price: number; quantity: number }>, state = 'Karnataka'): InvoiceOrder {
  const b = priceBreakdown(
    lines.map((l) => ({ productId: l.name, category: 'writing', price: l.price, quantity: l.quantity })),
    { code: 'TENOFF', type: 'percentage', discount: 10, appliesTo: 'all', summary: '10% off' },
    { withTax: true },
  );
  return {
    items: lines.map((l) => ({
      product: { name: l.name },
      variant: { sku: `SKU-${l.name}`, options: [{ name: 'Colour', value: 'Blue' }] },
      quantity: l.quantity,
      price: l.price,
    })),
    shippingAddress: { state, zip: '560025' },
    itemsPrice: b.subtotal,
    discount: b.discount,
    shippingPrice: b.shipping,
    taxPrice: b.tax,
    totalPrice: b.total,
  };
}

const lines = [
  { name: 'Pen', price: 333.33, quantity: 3 },
  { name: 'Notebook', price: 129, quantity: 1 },
  { name: 'Pencil', price: 7.5, quantity: 7 },
];
const tax18 = lines.map(() => ({ hsnCode: '9608', gstRate: 18 }));

describe('invoice figures', () => {
  it('splits the promo and the GST across the lines so they add up to the order exactly', () => {
    const order = orderOf(lines);
    expect(order.discount).toBeGreaterThan(0);
    const f = invoiceFigures(order, tax18, 'Karnataka', karnataka);
    const paise = (n: number) => Math.round(n * 100);
    expect(f.lines.reduce((a, l) => a + paise(l.discount), 0)).toBe(paise(order.discount));
    expect(f.lines.reduce((a, l) => a + paise(l.cgst + l.sgst + l.igst), 0)).toBe(paise(order.taxPrice));
    expect(paise(f.totals.taxableValue)).toBe(paise(order.itemsPrice - order.discount));
    expect(paise(f.totals.cgst + f.totals.sgst)).toBe(paise(order.taxPrice));
    expect(paise(f.totals.taxableValue + f.totals.cgst + f.totals.sgst + f.totals.shipping)).toBe(paise(order.totalPrice));
    for (const l of f.lines) expect(paise(l.gross - l.discount)).toBe(paise(l.taxableValue));
  });

  it('charges CGST and SGST, half each, when the buyer is in the seller’s state', () => {
    const f = invoiceFigures(orderOf(lines), tax18, 'Karnataka', karnataka);
    expect(f.intraState).toBe(true);
    expect(f.totals.igst).toBe(0);
    for (const l of f.lines) expect(Math.abs(l.cgst - l.sgst)).toBeLessThanOrEqual(0.01);
  });

  it('charges IGST alone when the buyer is in another state, and when the place of supply is unknown', () => {
    const order = orderOf(lines, 'Maharashtra');
    for (const place of [maharashtra, null]) {
      const f = invoiceFigures(order, tax18, 'Karnataka', place);
      expect(f.intraState).toBe(false);
      expect(f.totals.cgst + f.totals.sgst).toBe(0);
      expect(f.totals.igst).toBe(order.taxPrice);
    }
  });

  it('gives a line with a 0% rate no tax, and the others all of it', () => {
    const order = orderOf(lines);
    const f = invoiceFigures(order, [tax18[0]!, { hsnCode: '4820', gstRate: 0 }, tax18[2]!], 'Karnataka', karnataka);
    expect(f.lines[1]!.cgst + f.lines[1]!.sgst).toBe(0);
    expect(Math.round((f.totals.cgst + f.totals.sgst) * 100)).toBe(Math.round(order.taxPrice * 100));
  });

  it('names each line with its variant and shipping as its own line', () => {
    const f = invoiceFigures(orderOf([{ name: 'Pen', price: 50, quantity: 2 }]), tax18.slice(0, 1), 'Karnataka', karnataka);
    expect(f.lines[0]).toMatchObject({ description: 'Pen', variant: 'Colour: Blue', sku: 'SKU-Pen', hsnCode: '9608', gstRate: 18 });
    expect(f.shipping.amount).toBe(99);
    expect(f.totals.total).toBe(50 * 2 - 10 + 99 + 16);
  });
});

describe('splitting paise', () => {
  it('always adds up, and splits by weight', () => {
    expect(splitPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPaise(7, [0, 0])).toEqual([7, 0]);
    expect(splitPaise(1000, [3, 1])).toEqual([750, 250]);
  });
});

describe('place of supply and line tax', () => {
  it('reads the state as typed, else from the pincode', () => {
    expect(placeOfSupplyOf({ state: 'KARNATAKA', zip: '560001' })?.gstCode).toBe('29');
    expect(placeOfSupplyOf({ state: 'Bangalore', zip: '400001' }, () => 'Maharashtra')?.gstCode).toBe('27');
    expect(placeOfSupplyOf({ state: 'Nowhere', zip: '000000' })).toBeNull();
  });

  it('takes the category’s HSN code and rate, else the seeded defaults', () => {
    expect(lineTaxOfCategory('notebooks', { hsnCode: '48201010', gstRate: 12 })).toEqual({ hsnCode: '48201010', gstRate: 12 });
    expect(lineTaxOfCategory('art', {})).toEqual({ hsnCode: '3213', gstRate: 18 });
    expect(lineTaxOfCategory('unknown', null)).toEqual({ hsnCode: null, gstRate: 18 });
  });
});

describe('invoice numbers', () => {
  it('runs April to March in India’s time', () => {
    expect(financialYearOf('2027-03-31T18:29:00Z')).toBe('2026-27'); // 23:59 on 31 March in India
    expect(financialYearOf('2027-03-31T18:31:00Z')).toBe('2027-28'); // 00:01 on 1 April in India
    expect(financialYearOf('2026-11-28T06:00:00Z')).toBe('2026-27');
    expect(financialYearOf('2099-06-01T00:00:00Z')).toBe('2099-00');
  });

  it('reads back what it writes', () => {
    expect(invoiceNumberOf('2026-27', 123)).toBe('INK/2026-27/000123');
    expect(invoiceSerialOf('INK/2026-27/000123')).toEqual({ financialYear: '2026-27', serial: 123 });
    expect(invoiceSerialOf('INK/2026-27/12')).toBeNull();
    expect(invoiceFileName('INK/2026-27/000123')).toBe('INK-2026-27-000123.pdf');
  });

  it('is due for a paid order, and for a delivered cash-on-delivery one', () => {
    expect(invoiceDue({ isPaid: true, paymentMethod: 'UPI', status: 'processing' })).toBe(true);
    expect(invoiceDue({ isPaid: false, paymentMethod: 'COD', status: 'delivered' })).toBe(true);
    expect(invoiceDue({ isPaid: false, paymentMethod: 'COD', status: 'shipped' })).toBe(false);
    expect(invoiceDue({ isPaid: false, paymentMethod: 'Card', status: 'delivered' })).toBe(false);
  });
});
