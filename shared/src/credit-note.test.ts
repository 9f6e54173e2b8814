import { describe, expect, it } from 'vitest';
import {
  creditNoteAsFigures,
  creditNoteFigures,
  creditNoteNumberOf,
  creditNotesDue,
  creditNoteFileName,
  type CreditOrder,
} from './credit-note.js';
import { indiaStateOf } from './india-states.js';
import { invoiceFigures, type InvoiceOrder } from './invoice.js';
import { invoiceDue } from './invoice-record.js';
import { priceBreakdown } from './pricing.js';
import { returnRefundAmount } from './returns.js';

const karnataka = indiaStateOf('Karnataka')!;
const paise = (n: number) => Math.round(n * 100);

/** An order priced the way the checkout prices it, with a 10% promo and (under ₹999) shipping. */
function orderOf(lines: Array<{ price: number; quantity: number }>): InvoiceOrder & CreditOrder {
  const b = priceBreakdown(
    lines.map((l, i) => ({ productId: `p${i}`, category: 'writing', price: l.price, quantity: l.quantity })),
    { code: 'TENOFF', type: 'percentage', discount: 10, appliesTo: 'all', summary: '10% off' },
    { withTax: true },
  );
  return {
    status: 'delivered',
    isPaid: false,
    paymentMethod: 'COD',
    items: lines.map((l, i) => ({ product: { name: `Item ${i}` }, quantity: l.quantity, price: l.price })),
    shippingAddress: { state: 'Karnataka', zip: '560025' },
    itemsPrice: b.subtotal,
    discount: b.discount,
    shippingPrice: b.shipping,
    taxPrice: b.tax,
    totalPrice: b.total,
    invoice: { number: 'INK/2026-27/000007' },
  };
}

const tax = (n: number) => Array.from({ length: n }, () => ({ hsnCode: '9608', gstRate: 18 }));

describe('credit note numbers', () => {
  it('take their own series and file name', () => {
    expect(creditNoteNumberOf('2026-27', 1)).toBe('INK/CN/2026-27/000001');
    expect(creditNoteFileName('INK/CN/2026-27/000001')).toBe('INK-CN-2026-27-000001.pdf');
  });
});

describe('credit notes due', () => {
  it('none before the order has its invoice', () => {
    expect(creditNotesDue({ ...orderOf([{ price: 100, quantity: 1 }]), invoice: undefined, status: 'cancelled' })).toEqual([]);
  });

  it('one for everything when an invoiced order is cancelled, once', () => {
    const order = { ...orderOf([{ price: 500, quantity: 2 }]), status: 'cancelled' };
    const due = creditNotesDue(order);
    expect(due).toEqual([{ for: 'cancel', reason: 'cancelled', amount: order.totalPrice, lines: [{ line: 0, quantity: 2 }] }]);
    expect(creditNotesDue({ ...order, creditNotes: [{ for: 'cancel' }] })).toEqual([]);
  });

  it('one per return once its units are received, not while requested, approved or rejected', () => {
    const order = orderOf([
      { price: 500, quantity: 2 },
      { price: 80, quantity: 3 },
    ]);
    const ret = (id: string, state: string) => ({ id, state, amount: 100, lines: [{ line: 1, quantity: 1 }] });
    const due = creditNotesDue({
      ...order,
      returns: [ret('r1', 'requested'), ret('r2', 'approved'), ret('r3', 'rejected'), ret('r4', 'received'), ret('r5', 'refunded')],
      creditNotes: [{ for: 'r5' }],
    });
    expect(due.map((d) => d.for)).toEqual(['r4']);
    expect(due[0]).toMatchObject({ reason: 'return', amount: 100 });
  });

  it('an order cancelled before its invoice is issued is never due one (its money went back whole)', () => {
    expect(invoiceDue({ isPaid: true, paymentMethod: 'UPI', status: 'cancelled' })).toBe(false);
    expect(invoiceDue({ isPaid: true, paymentMethod: 'UPI', status: 'processing' })).toBe(true);
  });
});

describe('credit note figures', () => {
  it('a cancellation credits the invoice exactly: every line, the shipping and the total', () => {
    const order = orderOf([
      { price: 333.33, quantity: 3 },
      { price: 7.5, quantity: 7 },
    ]);
    const inv = invoiceFigures(order, tax(2), 'Karnataka', karnataka);
    const note = creditNoteFigures(inv, creditNotesDue({ ...order, status: 'cancelled' })[0]!, []);
    expect(note.amount).toBe(order.totalPrice);
    expect(note.shipping).toBe(order.shippingPrice);
    note.lines.forEach((l, i) => {
      expect(l.taxableValue).toBe(inv.lines[i]!.taxableValue);
      expect(l.tax).toBeCloseTo(inv.lines[i]!.cgst + inv.lines[i]!.sgst, 2);
      expect(l.cgst).toBe(inv.lines[i]!.cgst);
    });
  });

  it('returns in parts add up to the invoice line by line, each note to its refund to the paisa, shipping with the last units', () => {
    const order = orderOf([
      { price: 233.33, quantity: 3 },
      { price: 129, quantity: 1 },
      { price: 7.5, quantity: 7 },
    ]);
    expect(order.shippingPrice).toBeGreaterThan(0);
    const inv = invoiceFigures(order, tax(3), 'Karnataka', karnataka);
    const returns = [
      [{ line: 0, quantity: 1 }],
      [
        { line: 2, quantity: 3 },
        { line: 0, quantity: 1 },
      ],
      [{ line: 2, quantity: 2 }],
      [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
        { line: 2, quantity: 2 },
      ],
    ];
    const notes: Array<ReturnType<typeof creditNoteFigures>> = [];
    let earlier = { amount: 0, units: 0 };
    for (const lines of returns) {
      const amount = returnRefundAmount(order, lines, earlier);
      const note = creditNoteFigures(inv, { amount, lines }, notes);
      expect(paise(note.amount)).toBe(paise(amount));
      expect(paise(note.lines.reduce((s, l) => s + l.taxableValue + l.tax, 0) + note.shipping)).toBe(paise(amount));
      for (const l of note.lines) expect(l.tax).toBeGreaterThan(0);
      notes.push(note);
      earlier = { amount: earlier.amount + amount, units: earlier.units + lines.reduce((s, l) => s + l.quantity, 0) };
    }
    // Only the last note gives the shipping back, and all of them together are the invoice.
    expect(notes.map((n) => n.shipping)).toEqual([0, 0, 0, order.shippingPrice]);
    expect(paise(notes.reduce((s, n) => s + n.amount, 0))).toBe(paise(order.totalPrice));
    inv.lines.forEach((invLine, i) => {
      const credited = notes.flatMap((n) => n.lines.filter((l) => l.line === i));
      expect(paise(credited.reduce((s, l) => s + l.taxableValue, 0))).toBe(paise(invLine.taxableValue));
      expect(credited.reduce((s, l) => s + l.quantity, 0)).toBe(invLine.quantity);
    });
    expect(paise(notes.reduce((s, n) => s + n.lines.reduce((t, l) => t + l.tax, 0), 0))).toBe(paise(order.taxPrice));
  });

  it('a line named twice in one return is one line on the note', () => {
    const order = orderOf([{ price: 200, quantity: 4 }]);
    const inv = invoiceFigures(order, tax(1), 'Karnataka', indiaStateOf('Maharashtra')!);
    const lines = [
      { line: 0, quantity: 1 },
      { line: 0, quantity: 1 },
    ];
    const note = creditNoteFigures(inv, { amount: returnRefundAmount(order, lines), lines }, []);
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ line: 0, quantity: 2, cgst: 0 });
    expect(note.lines[0]!.taxableValue).toBe(inv.lines[0]!.taxableValue / 2);
  });
});

describe('a credit note drawn as invoice figures', () => {
  it('carries the invoice line’s description and rate, the note’s units and amounts, and totals that add up to the refund', () => {
    const order = orderOf([
      { price: 233.33, quantity: 3 },
      { price: 129, quantity: 1 },
    ]);
    const inv = invoiceFigures(order, tax(2), 'Karnataka', karnataka);
    const lines = [{ line: 0, quantity: 2 }];
    const note = creditNoteFigures(inv, { amount: returnRefundAmount(order, lines), lines }, []);
    const f = creditNoteAsFigures(inv, note);
    expect(f.lines).toHaveLength(1);
    expect(f.lines[0]).toMatchObject({ description: 'Item 0', quantity: 2, unitPrice: 233.33, gstRate: 18, hsnCode: '9608' });
    expect(paise(f.lines[0]!.gross - f.lines[0]!.discount)).toBe(paise(f.lines[0]!.taxableValue));
    expect(paise(f.totals.taxableValue + f.totals.cgst + f.totals.sgst + f.totals.shipping)).toBe(paise(f.totals.total));
    expect(f.totals.total).toBe(note.amount);
    expect(f.totals.igst).toBe(0);
  });
});
