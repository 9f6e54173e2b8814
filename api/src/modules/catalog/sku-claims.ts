/**
 * SKUs are unique in the store, also when two admins (or an admin and a CSV import) save at once:
 * a product that takes a SKU it did not have first creates the SKU's claim, a `sku-claim` document
 * whose `_id` is `sku:<sku in lower case>` in the private `meta` database. CouchDB lets only one
 * writer create a given `_id`, so of two saves taking one SKU the second is told who has it (409),
 * as e-mail addresses are claimed (auth/user-store.ts). Decision 042, "SKUs under concurrency".
 *
 * - Only SKUs new to a product are claimed: a save that keeps its SKUs writes no claim.
 * - A claim goes when its product stops using the SKU (a change, a removed variant, a deleted
 *   product) or its save fails. A claim left by a crash (its product does not use the SKU) is
 *   taken over after ORPHAN_SKU_CLAIM_MS, which no save in progress lasts.
 * - Stores from before claims hold SKUs without claims: the catalogue check (`skuHolder`), made
 *   inside the product's own write, still refuses them; they are never taken anew without a claim.
 */
import { z } from 'zod';
import { ProductDocSchema, variantLabel, type ProductDoc, type VariantDoc } from '@store/shared';
import { isConflict, type CouchDatabase, type DocBase } from '../../db/couch.js';
import { HttpError } from '../../http/errors.js';

/** Longer than any save: a claim whose product does not use its SKU is taken over after this. */
export const ORPHAN_SKU_CLAIM_MS = 60_000;

const SkuClaimSchema = z.object({
  _id: z.string(),
  _rev: z.string(),
  type: z.literal('sku-claim'),
  sku: z.string(),
  productId: z.string(),
  /** Who holds it, for the message another admin gets: the product's name and the variant's label. */
  productName: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
type SkuClaim = z.infer<typeof SkuClaimSchema>;

export const skuKey = (sku: string) => sku.trim().toLowerCase();
const claimId = (sku: string) => `sku:${skuKey(sku)}`;

/** The 409 the product form shows on the variant's SKU field (`variants.<i>.sku`). */
export function skuTaken(sku: string, index: number, holder: { name: string; label: string }): HttpError {
  const message = `SKU ${sku} is already used by ${holder.name}${holder.label ? ` (${holder.label})` : ''}`;
  return new HttpError(409, `${message}. Give this variant another SKU.`, { [`variants.${index}.sku`]: message });
}

/** The SKUs of `variants` that `before` does not have, with their place in `variants`. */
export function newSkus(before: Pick<ProductDoc, 'variants'> | null, variants: readonly VariantDoc[]) {
  const had = new Set((before?.variants ?? []).map((v) => skuKey(v.sku)));
  return variants.flatMap((v, index) => (v.sku && !had.has(skuKey(v.sku)) ? [{ sku: v.sku, index, label: variantLabel(v) }] : []));
}

/** SKUs `before` has and `after` does not (their claims go). */
export const droppedSkus = (before: Pick<ProductDoc, 'variants'> | null, after: Pick<ProductDoc, 'variants'> | null): string[] => {
  const kept = new Set((after?.variants ?? []).map((v) => skuKey(v.sku)));
  return (before?.variants ?? []).flatMap((v) => (v.sku && !kept.has(skuKey(v.sku)) ? [v.sku] : []));
};

type Db = CouchDatabase<DocBase & Record<string, unknown>>;

export function createSkuClaims({
  meta,
  products,
  nameOf,
}: {
  meta: Db;
  products: Db;
  nameOf?: (productId: string) => string | undefined;
}) {
  async function usesSku(productId: string, sku: string): Promise<boolean> {
    const doc = ProductDocSchema.safeParse(await products.get(productId));
    return doc.success && doc.data.variants.some((v) => skuKey(v.sku) === skuKey(sku));
  }

  /** Writes `doc` over `claim` (our own, refreshed; or an orphan taken over); false when someone wrote it meanwhile. */
  async function replace(claim: SkuClaim, doc: Record<string, unknown>): Promise<boolean> {
    try {
      await meta.put({ ...doc, _id: claim._id, _rev: claim._rev });
      return true;
    } catch (e) {
      if (isConflict(e)) return false;
      throw e;
    }
  }

  return {
    /**
     * Claims `wanted` SKUs (new to the product) for it, all or none: throws the 409 of the first
     * another product holds, having released what it claimed. Answers the SKUs claimed.
     */
    async claim(
      product: { id: string; name: string },
      wanted: ReadonlyArray<{ sku: string; index: number; label: string }>,
    ): Promise<string[]> {
      if (wanted.length === 0) return [];
      const now = new Date().toISOString();
      const docOf = (w: (typeof wanted)[number]) => ({
        _id: claimId(w.sku),
        type: 'sku-claim',
        sku: w.sku,
        productId: product.id,
        productName: product.name,
        label: w.label,
        createdAt: now,
      });
      const results = await meta.bulkDocs(wanted.map(docOf));
      const claimed = wanted.filter((_, i) => results[i]?.ok).map((w) => w.sku);
      try {
        const failed = wanted.filter((_, i) => !results[i]?.ok);
        const unexpected = results.find((r) => !r.ok && r.error !== 'conflict');
        if (unexpected) throw new Error(`sku claim ${unexpected.id} failed: ${unexpected.error} ${unexpected.reason ?? ''}`);
        const held = await meta.getMany(failed.map((w) => claimId(w.sku)));
        for (const w of failed) {
          const raw = held.get(claimId(w.sku)) ?? null;
          const claim = SkuClaimSchema.safeParse(raw);
          const mine = claim.success && claim.data.productId === product.id;
          // Gone since (released): create it again. Ours (a SKU this product had, given up, and takes back): refresh its date.
          // Another's, whose product does not use it and is past any save: an orphan, taken over.
          const free =
            raw === null ||
            mine ||
            (claim.success &&
              Date.now() - Date.parse(claim.data.createdAt) > ORPHAN_SKU_CLAIM_MS &&
              !(await usesSku(claim.data.productId, w.sku)));
          const won = free && (raw === null ? (await meta.bulkDocs([docOf(w)]))[0]?.ok === true : await replace(claim.data!, docOf(w)));
          if (won) {
            claimed.push(w.sku);
            continue;
          }
          const again = SkuClaimSchema.safeParse(await meta.get(claimId(w.sku)));
          const holder = again.success ? again.data : claim.success ? claim.data : null;
          // The holder's name now (it may have been renamed since it claimed), else as it claimed.
          const name = (holder && nameOf?.(holder.productId)) ?? holder?.productName ?? 'another product';
          throw skuTaken(w.sku, w.index, { name, label: holder?.label ?? '' });
        }
        return claimed;
      } catch (e) {
        await this.release(product.id, claimed);
        throw e;
      }
    },

    /** Frees SKUs this product holds (best effort: one left behind is an orphan, taken over later). */
    async release(productId: string, skus: readonly string[]): Promise<void> {
      if (skus.length === 0) return;
      const held = await meta.getMany(skus.map(claimId));
      const mine = [...held.values()].flatMap((raw) => {
        const claim = SkuClaimSchema.safeParse(raw);
        return claim.success && claim.data.productId === productId ? [claim.data] : [];
      });
      if (mine.length) await meta.bulkDocs(mine.map((c) => ({ _id: c._id, _rev: c._rev, _deleted: true })));
    },
  };
}

export type SkuClaims = ReturnType<typeof createSkuClaims>;
