/**
 * Which variants of a product form sent without an id are stored variants whose option value the
 * owner renamed (decision 042, "Renaming an option value"). The form's options are chips: to turn
 * "Blu" into "Blue" the owner removes one chip and adds another, then generates the combinations
 * again, and the form sends the Blue combinations as new variants (no id, no SKU, stock 0) and
 * leaves the Blu ones out. Read literally that removes the Blu variants, their stock records and
 * the shoppers' cart lines, and makes new, empty ones.
 *
 * So an option (same name at the same place) that lost as many values as it gained is read as
 * those values renamed, in order ("Blu, Gren" → "Blue, Green"). A variant without an id whose
 * values are a left-out variant's with that renaming applied (at least one value renamed) is that
 * variant, unless it brings a starting stock of its own: an owner who counts stock for it is
 * adding a new thing, not renaming an old one. Sent without a SKU or picture (the form's new row
 * has none), it keeps its own (variant-plan.ts); its price is the one sent.
 */
import type { ProductDoc, ProductInput, VariantDoc } from '@store/shared';

const keyOf = (value: string) => value.trim().toLowerCase();

/** Per option, old value key → new value key, where the option swapped values one for one. */
function renamingsOf(before: ProductDoc['options'], after: NonNullable<ProductInput['options']>): Array<Map<string, string>> | null {
  if (before.length !== after.length || before.some((o, k) => keyOf(o.name) !== keyOf(after[k]!.name))) return null;
  const renamings = before.map((o, k) => {
    const afterKeys = new Set(after[k]!.values.map(keyOf));
    const beforeKeys = new Set(o.values.map(keyOf));
    const lost = o.values.map(keyOf).filter((v) => !afterKeys.has(v));
    const gained = after[k]!.values.map(keyOf).filter((v) => !beforeKeys.has(v));
    return new Map(lost.length === gained.length ? lost.map((v, i) => [v, gained[i]!] as const) : []);
  });
  return renamings.some((r) => r.size > 0) ? renamings : null;
}

/** Index of a sent variant (without id) → the left-out stored variant it renames. */
export function renamedVariants(current: ProductDoc, input: ProductInput): Map<number, VariantDoc> {
  const found = new Map<number, VariantDoc>();
  const renamings = input.options && input.variants ? renamingsOf(current.options, input.options) : null;
  if (!renamings) return found;
  const named = new Set(input.variants!.flatMap((v) => (v.id ? [v.id] : [])));
  // Each left-out variant under the values it has once renamed (only those with a value renamed).
  const byRenamedValues = new Map<string, VariantDoc>();
  for (const v of current.variants) {
    if (named.has(v.id)) continue;
    const keys = v.values.map(keyOf);
    const renamedKeys = keys.map((value, k) => renamings[k]?.get(value) ?? value);
    if (renamedKeys.some((value, k) => value !== keys[k])) byRenamedValues.set(renamedKeys.join('\u0001'), v);
  }
  input.variants!.forEach((v, i) => {
    if (v.id !== undefined || (v.stock ?? 0) > 0) return;
    const key = v.values.map(keyOf).join('\u0001');
    const match = byRenamedValues.get(key);
    if (!match) return;
    found.set(i, match);
    byRenamedValues.delete(key);
  });
  return found;
}
