/**
 * The figures of a GST tax invoice, from an order: pure, so the PDF, the tests and a bench read
 * the same numbers. The order's own figures are the invoice's totals, to the paisa:
 *  - the promo discount is split across the lines in proportion to their value;
 *  - the order's GST (18% of the amount after the promo, rounded to the rupee, pricing.ts) is split
 *    across the lines by each line's taxable value times its rate, so the lines add up to it;
 *  - CGST and SGST, half each, when the place of supply is the seller's state; IGST otherwise;
 *  - shipping is a line of its own with no tax on it (the order charges none on it).
 * Splits are in whole paise by largest remainder: the parts always add up to the whole.
 */
import { indiaStateOf, type IndiaState } from './india-states.js';
import type { InvoiceLineTax } from './invoice-record.js';

/** Seeded categories' HSN codes, for a category without one of its own (documents from before issue 45). */
export const DEFAULT_CATEGORY_HSN: Readonly<Record<string, string>> = {
  writing: '9608', // pens, ball points, markers
  pencils: '9609',
  notebooks: '4820', // registers, notebooks, paper
  art: '3213', // artists' colours
  office: '8305', // clips, staples, fittings
  school: '3926',
  organization: '3926',
  'desk-accessories': '8304',
  gifts: '9608',
};
/** The spec's GST rate, in percent: the rate a line has when its category names none. */
export const DEFAULT_INVOICE_GST_RATE = 18;
/** The courier service's SAC, printed on the shipping line. */
export const SHIPPING_SAC = '996812';

/** A line's HSN code and rate from its category (hsnCode/gstRate optional), else the defaults. */
export function lineTaxOfCategory(
  categoryId: string | null,
  category?: { hsnCode?: string | null; gstRate?: number } | null,
): InvoiceLineTax {
  return {
    hsnCode: category?.hsnCode ?? (categoryId ? DEFAULT_CATEGORY_HSN[categoryId] : undefined) ?? null,
    gstRate: category?.gstRate ?? DEFAULT_INVOICE_GST_RATE,
  };
}

const paise = (rupees: number): number => Math.round(rupees * 100);
const rupees = (p: number): number => p / 100;

/** `total` paise split by `weights` so the parts add up to it exactly (largest remainder; ties to the earlier part). */
export function splitPaise(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export interface InvoiceOrder {
  items: ReadonlyArray<{
    product: { name: string };
    variant?: { sku?: string; options?: ReadonlyArray<{ name: string; value: string }> };
    quantity: number;
    price: number;
  }>;
  shippingAddress: { state: string; zip: string };
  itemsPrice: number;
  discount: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}

export interface InvoiceLine {
  description: string;
  /** "Colour: Charcoal · Nib: F", or "" for a product without options. */
  variant: string;
  sku: string;
  hsnCode: string | null;
  quantity: number;
  unitPrice: number;
  /** quantity × unit price. */
  gross: number;
  discount: number;
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceFigures {
  placeOfSupply: IndiaState | null;
  /** CGST + SGST (the buyer's state is the seller's) or IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  shipping: { sac: string; amount: number };
  totals: {
    items: number;
    discount: number;
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    tax: number;
    shipping: number;
    total: number;
  };
}

/** The place of supply: the shipping address's state, read any way it was typed, else the pincode's (when a table can say). */
export function placeOfSupplyOf(
  address: { state: string; zip: string },
  stateOfPincode?: (pin: string) => string | null,
): IndiaState | null {
  const named = indiaStateOf(address.state);
  if (named) return named;
  const fromPin = stateOfPincode?.(address.zip);
  return fromPin ? (indiaStateOf(fromPin) ?? null) : null;
}

const optionsText = (options: ReadonlyArray<{ name: string; value: string }> | undefined): string =>
  (options ?? []).map((o) => `${o.name}: ${o.value}`).join(' · ');

/**
 * The invoice's figures for `order`: `lineTax[i]` is item i's HSN code and rate; `sellerState`
 * decides intra- or inter-state against the place of supply (an unknown place is inter-state).
 */
export function invoiceFigures(
  order: InvoiceOrder,
  lineTax: readonly InvoiceLineTax[],
  sellerState: string,
  placeOfSupply: IndiaState | null,
): InvoiceFigures {
  const seller = indiaStateOf(sellerState);
  const intraState = !!placeOfSupply && !!seller && placeOfSupply.gstCode === seller.gstCode;
  const gross = order.items.map((item) => paise(item.price * item.quantity));
  const discounts = splitPaise(paise(order.discount), gross);
  const taxable = gross.map((g, i) => g - discounts[i]!);
  const rates = order.items.map((_, i) => lineTax[i]?.gstRate ?? DEFAULT_INVOICE_GST_RATE);
  const taxes = splitPaise(
    paise(order.taxPrice),
    taxable.map((t, i) => t * rates[i]!),
  );
  // Within the state, CGST is half the order's GST (the odd paisa to SGST), split by each line's tax.
  const taxPaise = paise(order.taxPrice);
  const cgsts = intraState ? splitPaise(Math.floor(taxPaise / 2), taxes) : taxes.map(() => 0);
  const lines = order.items.map((item, i): InvoiceLine => {
    const tax = taxes[i]!;
    const cgst = cgsts[i]!;
    return {
      description: item.product.name,
      variant: optionsText(item.variant?.options),
      sku: item.variant?.sku ?? '',
      hsnCode: lineTax[i]?.hsnCode ?? null,
      quantity: item.quantity,
      unitPrice: item.price,
      gross: rupees(gross[i]!),
      discount: rupees(discounts[i]!),
      taxableValue: rupees(taxable[i]!),
      gstRate: rates[i]!,
      cgst: rupees(cgst),
      sgst: rupees(intraState ? tax - cgst : 0),
      igst: rupees(intraState ? 0 : tax),
    };
  });
  const sum = (pick: (l: InvoiceLine) => number) => rupees(lines.reduce((a, l) => a + paise(pick(l)), 0));
  return {
    placeOfSupply,
    intraState,
    lines,
    shipping: { sac: SHIPPING_SAC, amount: order.shippingPrice },
    totals: {
      items: order.itemsPrice,
      discount: order.discount,
      taxableValue: sum((l) => l.taxableValue),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
      tax: order.taxPrice,
      shipping: order.shippingPrice,
      total: order.totalPrice,
    },
  };
}
