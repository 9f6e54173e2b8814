/**
 * A price said in words inside a search ("pens under 500", "below ₹200", "500 se kam", "1000 ke
 * andar", "500 से कम", "between 200 and 500"): found, taken out of the text, and returned as a
 * price range. The engine searches what is left; the listing applies the range as a price filter
 * and shows it as a chip (docs/decisions/050). Pure and small: it runs on every keystroke, and
 * returns at once for text without a digit.
 */

export interface PriceInQuery {
  /** The text without the price phrases, spaces tidied ("pens"); may be empty ("under 500"). */
  text: string;
  /** The least price asked for (inclusive), if any. */
  minPrice?: number;
  /** The most (inclusive): "under 500" lists what costs up to ₹500. */
  maxPrice?: number;
  /** The phrases as typed ("under 500"), in order. */
  phrases: string[];
}

const HAS_DIGIT = /[0-9\u0966-\u096F]/;
/** Not inside a word: the phrase starts and ends at word edges (Devanagari marks count as word). */
const B = '(?<![\\p{L}\\p{M}\\p{N}])';
const E = '(?![\\p{L}\\p{M}\\p{N}])';
const D = '[0-9\\u0966-\\u096F]';
/** 500, 1,000, 1,00,000, 499.50, 1k, 2 hazar. */
const AMOUNT = `(${D}{1,3}(?:,${D}{2,3})+|${D}+)(?:\\.(${D}{1,2}))?(?:\\s?(k|thousand|hazaa?r|हज़ार|हजार)${E})?`;
/** A number followed by a unit is a size, never a price ("under 5 mm"). */
const NOT_A_SIZE = `(?!\\s*(?:mm|cm|m|ml|l|gsm|g|gm|kg|inch|inches|ft|pages?|sheets?|pcs|pieces?|pack|packs|digits?|holes?|colou?rs?|shades?|x|%|"|'|${D})${E})`;
const CUR_BEFORE = '(?:(?:₹|rs\\.?|inr|rupees?|रु\\.?)\\s*)';
const CUR_AFTER = '(?:\\s*(?:/-|₹|rs\\.?|rupees?|rupa?i?ye|rupay|rupiya|inr|रुपये|रुपए|रुपया|रुपयों|रु\\.?)(?![\\p{L}\\p{M}]))';
const MONEY = `${CUR_BEFORE}?${AMOUNT}${NOT_A_SIZE}${CUR_AFTER}?`;
const PRICE_WORD = '(?:(?:price|priced|prices|rate|cost|costing|keemat|kimat|daam|कीमत|दाम)\\s+)?';
const WALA = '(?:\\s+(?:wala|wale|wali|वाला|वाले|वाली))?';

const MAX_BEFORE =
  '(?:under|below|less\\s+than|lesser\\s+than|cheaper\\s+than|not\\s+more\\s+than|no\\s+more\\s+than|up\\s?to|within|at\\s+most|max(?:imum)?|budget|till|<=?|≤|अधिकतम)';
const MAX_AFTER =
  '(?:se\\s+kam|se\\s+kum|tak|ke\\s+and[ae]r|ke\\s+nee?che|se\\s+nee?che|se\\s+sasta|and\\s+below|and\\s+under|and\\s+less|or\\s+less|or\\s+below|or\\s+under|max|से\\s+कम|तक|के\\s+अंदर|के\\s+अन्दर|के\\s+भीतर|के\\s+नीचे|से\\s+नीचे|से\\s+सस्ता)';
const MIN_BEFORE =
  '(?:above|over|more\\s+than|greater\\s+than|costlier\\s+than|at\\s?least|min(?:imum)?|starting\\s+(?:at|from)|from|>=?|≥|कम\\s+से\\s+कम)';
const MIN_AFTER =
  '(?:se\\s+(?:zy|jy|z|j)aa?da|se\\s+adhik|se\\s+oo?par|ke\\s+oo?par|and\\s+above|and\\s+more|or\\s+more|or\\s+above|onwards|\\+|से\\s+ज़्यादा|से\\s+ज्यादा|से\\s+अधिक|से\\s+ऊपर|के\\s+ऊपर)';
const TO = '(?:\\s*(?:-|–|to)\\s*|\\s+(?:and|se|से)\\s+)';

type Kind = 'range' | 'max' | 'min';
/** Tried in this order: a range first, so "from 200 to 500" is not read as "from 200". */
const PATTERNS: ReadonlyArray<readonly [Kind, RegExp]> = (
  [
    ['range', `${PRICE_WORD}(?:between|from|बीच)\\s+${MONEY}${TO}${MONEY}(?:\\s+(?:ke\\s+beech|ke\\s+bich|tak|के\\s+बीच|तक))?`],
    ['range', `${PRICE_WORD}${MONEY}\\s+(?:se|से)\\s+${MONEY}\\s+(?:tak|ke\\s+beech|ke\\s+bich|तक|के\\s+बीच)`],
    ['range', `${PRICE_WORD}${CUR_BEFORE}${AMOUNT}${NOT_A_SIZE}\\s*(?:-|–|to)\\s*${MONEY}`],
    ['max', `${PRICE_WORD}${MAX_BEFORE}\\s*${MONEY}`],
    ['max', `${PRICE_WORD}${MONEY}\\s+${MAX_AFTER}${WALA}`],
    ['min', `${PRICE_WORD}${MIN_BEFORE}\\s*${MONEY}`],
    ['min', `${PRICE_WORD}${MONEY}\\s*${MIN_AFTER}${WALA}`],
  ] as const
).map(([kind, source]) => [kind, new RegExp(`${B}${source}${E}`, 'iu')] as const);

/** "1,00,000" → 100000, "१५००" → 1500, "2k" → 2000; null when not a sensible price. */
function amountOf(whole: string | undefined, fraction: string | undefined, thousand: string | undefined): number | null {
  if (whole === undefined) return null;
  const ascii = (s: string) => s.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966)).replaceAll(',', '');
  let n = Number(`${ascii(whole)}${fraction ? `.${ascii(fraction)}` : ''}`);
  if (thousand) n *= 1000;
  return Number.isFinite(n) && n > 0 && n <= 10_000_000 ? n : null;
}

/** The price phrases of a search text, or null when it has none. */
export function priceInQuery(text: string): PriceInQuery | null {
  if (!HAS_DIGIT.test(text)) return null;
  let rest = text;
  let minPrice: number | undefined;
  let maxPrice: number | undefined;
  const phrases: Array<{ at: number; phrase: string }> = [];
  for (const [kind, re] of PATTERNS) {
    // A text may say two ("above 200 below 500"); each pattern is looked for until it stops matching.
    for (let guard = 0; guard < 3; guard++) {
      const m = re.exec(rest);
      if (!m) break;
      const first = amountOf(m[1], m[2], m[3]);
      const second = kind === 'range' ? amountOf(m[4], m[5], m[6]) : null;
      if (first === null || (kind === 'range' && second === null)) break;
      if (kind === 'range') {
        const [lo, hi] = first <= second! ? [first, second!] : [second!, first];
        minPrice = Math.max(minPrice ?? 0, lo);
        maxPrice = Math.min(maxPrice ?? Infinity, hi);
      } else if (kind === 'max') maxPrice = Math.min(maxPrice ?? Infinity, first);
      else minPrice = Math.max(minPrice ?? 0, first);
      phrases.push({ at: m.index, phrase: m[0].trim() });
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
    }
  }
  if (!phrases.length) return null;
  return {
    text: rest.replace(/\s+/g, ' ').trim(),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    phrases: phrases.sort((a, b) => a.at - b.at).map((p) => p.phrase),
  };
}

/** The text with its price phrases taken out ("pens under 500" → "pens"); the text itself when it has none. */
export const withoutPrice = (text: string): string => priceInQuery(text)?.text ?? text;
