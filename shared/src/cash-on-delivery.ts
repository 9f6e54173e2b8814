/**
 * Whether an order may be paid in cash on delivery: its pincode's zone must offer it, and its
 * total must be within the zones' COD limit (when the owner set one). One rule for the payment
 * step, which hides the option with this reason, and for POST /orders, which refuses COD with it
 * (an older client could still send one): the same answer online and offline by construction.
 */
import { formatRupees } from './format.js';

export interface CodRuleInput {
  /** The shipping pincode, named in the reason. */
  pincode: string;
  /** The pincode's zone as the estimate gives it: its label and whether it offers COD. */
  zone: { label: string; cod: boolean };
  /** The zones' COD limit in rupees; null for none. */
  codLimit: number | null;
  /** The order's total as it would be charged. */
  total: number;
}

export const COD_MESSAGES = {
  notInZone: (pincode: string, zoneLabel: string) =>
    `Cash on Delivery is not offered for pincode ${pincode} (${zoneLabel}). Please choose another payment method.`,
  overLimit: (limit: number) =>
    `Cash on Delivery is offered for orders up to ${formatRupees(limit)}. Please choose another payment method.`,
} as const;

/** Why cash on delivery is not offered for this order, or null when it is. */
export function codRefusal({ pincode, zone, codLimit, total }: CodRuleInput): string | null {
  if (!zone.cod) return COD_MESSAGES.notInZone(pincode, zone.label);
  if (codLimit !== null && total > codLimit) return COD_MESSAGES.overLimit(codLimit);
  return null;
}
