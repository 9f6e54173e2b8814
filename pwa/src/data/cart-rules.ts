/** The cart's rules (add within stock; 0 or less removes) as pure decisions, so they are tested without storage. */
import { cartLineCap, CART_MESSAGES } from '@store/shared';

export type CartDecision = { kind: 'remove' } | { kind: 'set'; quantity: number } | { kind: 'none' };

export class CartRuleError extends Error {}

/** Adding `requested` (default 1) to `existing`: over stock alerts and changes nothing. */
export function decideAdd(existing: number, requested: number, stock: number): CartDecision {
  if (!Number.isInteger(requested) || requested <= 0) return { kind: 'none' };
  const total = existing + requested;
  if (total > cartLineCap(stock)) throw new CartRuleError(CART_MESSAGES.exceedsInventory);
  return { kind: 'set', quantity: total };
}

/**
 * Setting a line to `quantity`: 0 or less removes it; above the stored stock alerts
 * and changes nothing. `stock` is only consulted when the quantity grows.
 */
export function decideSet(existing: number, quantity: number, stock: number): CartDecision {
  if (!Number.isFinite(quantity) || quantity <= 0) return existing > 0 ? { kind: 'remove' } : { kind: 'none' };
  const wanted = Math.floor(quantity);
  if (wanted > existing && wanted > cartLineCap(stock)) throw new CartRuleError(CART_MESSAGES.exceedsInventory);
  return wanted === existing ? { kind: 'none' } : { kind: 'set', quantity: wanted };
}

/**
 * A cart line is one variant of a product (docs/decisions/042). A line written before variants
 * has no `variantId` and means the product's default variant; new lines always name theirs.
 */
export interface LineRef {
  productId: string;
  variantId?: string | undefined;
}

/**
 * The variant a line means: its own; a line from before variants the variant whose id is the
 * product id (its only one then), else the default (variants[0]): the store reads old lines so too
 * (docs/decisions/042), so an owner who puts another variant first does not change an old cart.
 */
export const lineVariantId = (line: LineRef, product: { variants: readonly { id: string }[] }): string =>
  line.variantId ?? (product.variants.some((v) => v.id === line.productId) ? line.productId : product.variants[0]!.id);

/** The same stored line: same product and the same variant id as written (absent matches absent). */
export const sameLine = (a: LineRef, b: LineRef): boolean => a.productId === b.productId && (a.variantId ?? '') === (b.variantId ?? '');

/** A key for maps of lines. */
export const lineKey = (line: LineRef): string => `${line.productId}\u0000${line.variantId ?? ''}`;
