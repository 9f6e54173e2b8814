/**
 * A light English stemmer for shop words: plurals (-s, -es, -ies) and the common inflections
 * (-ing, -ed). It never cuts deeper (no -er, -ion, -al), so "stapler" stays apart from "staple"
 * and "marker" from "mark", which a full Porter stemmer would not always keep. Same word in,
 * same stem out, on both sides: the index and the query are stemmed by this one function.
 */

const VOWEL = /[aeiouy]/;
const isVowel = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);

/** Words this short, or ending like this, are left alone: "gas", "glass", "campus", "axis". */
const KEEP_ENDINGS = ['ss', 'us', 'is', 'ous'];

export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(sh|ch|x|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !KEEP_ENDINGS.some((e) => w.endsWith(e))) w = w.slice(0, -1);
  else return inflection(w);
  return inflection(w);
}

/** -ing and -ed, with Porter's repairs: "cutting" → "cut", "lined" → "line", "coloured" → "colour". */
function inflection(w: string): string {
  let base: string | null = null;
  if (w.endsWith('ing') && w.length >= 6) base = w.slice(0, -3);
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length >= 5) base = w.slice(0, -2);
  if (base === null || !VOWEL.test(base)) return w;
  const last = base.at(-1) ?? '';
  if (base.length >= 2 && last === base.at(-2) && !'lsz'.includes(last) && !isVowel(last)) return base.slice(0, -1);
  if (shortCvc(base)) return `${base}e`;
  return base;
}

/** A one-syllable consonant-vowel-consonant ending ("writ", "lin", "rul"), not ending w, x or y. */
function shortCvc(s: string): boolean {
  const n = s.length;
  if (n < 3) return false;
  const [a, b, c] = [s[n - 3], s[n - 2], s[n - 1]];
  if (isVowel(a) || !isVowel(b) || isVowel(c) || 'wxy'.includes(c ?? '')) return false;
  // One vowel group only: "writ", "lin", but not "colour" or "paint".
  return (
    s
      .slice(0, n - 2)
      .split('')
      .filter(isVowel).length === 0
  );
}
