/**
 * Which variant a search meant. "blue gel pen" finds the gel pens that come in blue (their option
 * values are searchable, engine.ts); the card and the product page should then open the blue one.
 * For each product found with several variants, the variant whose option values match the most
 * query words (a word as the engine reads it: spelling, stem; the word being typed as a prefix),
 * in stock first, then the owner's order. Products where no value matched get none. The api and
 * the replica both call this on the products they answer (a page, the suggestions), so the
 * answers agree (docs/decisions/042).
 */
import { codeParts, STOP_WORDS, spellingMapper } from './engine.js';
import { priceInQuery } from './price.js';
import { stem } from './stem.js';
import { tokenize } from './text.js';
import { SEARCH_WORDS } from './words.js';

export interface VariantHitProduct {
  _id: string;
  variants: ReadonlyArray<{ id: string; values: readonly string[]; stock?: number }>;
}

const spell = spellingMapper(SEARCH_WORDS.spellings);
const keyOf = (word: string): string => stem(spell(word));

/** Each variant's value words (as written, folded) and their keys, per product object (views are replaced, not changed). */
const wordsCache = new WeakMap<VariantHitProduct, Array<{ words: string[]; keys: Set<string> }>>();
function variantWords(p: VariantHitProduct) {
  let out = wordsCache.get(p);
  if (!out) {
    out = p.variants.map((v) => {
      const words = v.values.flatMap((value) => tokenize(value).map((t) => spell(t.word)));
      // A size or code is known by its parts too ("0.5mm": 0.5, mm), as the engine reads it.
      const keys = new Set(words.flatMap((w) => [stem(w), ...(codeParts(w) ?? []).map(keyOf)]));
      return { words, keys };
    });
    wordsCache.set(p, out);
  }
  return out;
}

/**
 * product id → the variant the query (and the colours filtered on) named, for `products`.
 * `prefix`: the last word is still being typed (the header's suggestions).
 */
export function variantHitsFor(
  products: readonly VariantHitProduct[],
  text: string,
  opts: { prefix?: boolean; colours?: readonly string[] } = {},
): Record<string, string> {
  // A price said in the text names no variant ("pens under 500"); the words before it are complete.
  const price = priceInQuery(text.slice(0, 200));
  const tokens = tokenize(price ? price.text : text.slice(0, 200)).filter((t) => !STOP_WORDS.has(t.word));
  const typing = opts.prefix === true && !price && !/\s$/.test(text) && tokens.length > 0;
  const queryKeys = tokens.map((t) => keyOf(t.word));
  /** A code typed as one word ("0.5mm") names a variant whose values hold its parts ("0.5 mm"). */
  const queryParts = tokens.map((t) => codeParts(t.word)?.map(keyOf) ?? null);
  const typed = typing ? spell(tokens[tokens.length - 1]!.word) : '';
  const colourKeys = (opts.colours ?? []).flatMap((c) => tokenize(c).map((t) => keyOf(t.word)));
  const hits: Record<string, string> = {};
  if (queryKeys.length === 0 && colourKeys.length === 0) return hits;
  for (const p of products) {
    if (p.variants.length < 2) continue;
    const all = variantWords(p);
    let best = -1;
    let bestScore = 0;
    p.variants.forEach((v, i) => {
      const { words, keys } = all[i]!;
      let score = 0;
      queryKeys.forEach((k, q) => {
        const last = typing && q === queryKeys.length - 1;
        const parts = queryParts[q];
        if (keys.has(k) || parts?.every((p) => keys.has(p)) || (last && typed.length >= 2 && words.some((w) => w.startsWith(typed))))
          score += 2;
      });
      // A colour filtered on counts less than a word searched for.
      if (colourKeys.length && colourKeys.every((k) => keys.has(k))) score += 1;
      if (score === 0) return;
      const inStock = (v.stock ?? 1) > 0;
      const bestInStock = best >= 0 && (p.variants[best]!.stock ?? 1) > 0;
      if (score > bestScore || (score === bestScore && inStock && !bestInStock)) {
        best = i;
        bestScore = score;
      }
    });
    if (best >= 0) hits[p._id] = p.variants[best]!.id;
  }
  return hits;
}
