/**
 * The words of a text as search sees them: lower case, accents dropped, split on anything that is
 * not a letter or a digit, each with where it sits in the original string (for highlighting).
 * Devanagari words keep their vowel signs and viramas (marks inside a word, not breaks); a nukta
 * is dropped, a candrabindu is read as an anusvara, a nasal consonant with a virama before another
 * consonant as an anusvara ("पेन्सिल" = "पेंसिल"), and Devanagari digits as ASCII ones. A decimal
 * point between digits stays inside the word ("0.5mm" is one word, "0.5" and "mm" its parts).
 */

export interface Token {
  /** The word as written, lower case, without accents: "colours". */
  word: string;
  /** Offsets of the word in the original text, end exclusive. */
  start: number;
  end: number;
}

/** Marks dropped when folding: every combining mark except those of the Indic scripts (U+0900–U+0DFF), and joiners. */
const MARKS = /[^\P{M}\u0900-\u0DFF]+|[\u200C\u200D]/gu;
const NUKTA = /\u093C/g;
const CANDRABINDU = /\u0901/g;
/** ङ ञ ण न म with a virama before a consonant: written either way, read as an anusvara. */
const NASAL_VIRAMA = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Lower case without accents and apostrophes; keeps the length when it can so offsets stay right. */
export function fold(s: string): string {
  let out = s.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/['’]/g, '');
  if (DEVANAGARI.test(out))
    out = out
      .replace(NUKTA, '')
      .replace(CANDRABINDU, '\u0902')
      .replace(NASAL_VIRAMA, '\u0902')
      .replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));
  return out;
}

/**
 * 0: not part of a word, 1: a letter, 2: a digit (\p{N}), 3: a mark or a joiner (inside a word
 * only: Devanagari's vowel signs, a combining accent); memoized for characters past ASCII.
 */
const LETTER_OR_NUMBER = /^\p{L}$/u;
const NUMBER = /^\p{N}$/u;
const MARK = /^[\p{M}\u200C\u200D]$/u;
const kinds = new Map<number, number>();
const kindOf = (cp: number): number => {
  if (cp < 128) return (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) ? 1 : cp >= 48 && cp <= 57 ? 2 : 0;
  let k = kinds.get(cp);
  if (k === undefined) {
    const ch = String.fromCodePoint(cp);
    k = LETTER_OR_NUMBER.test(ch) ? 1 : NUMBER.test(ch) ? 2 : MARK.test(ch) ? 3 : 0;
    if (kinds.size < 10_000) kinds.set(cp, k);
  }
  return k;
};
const isApostrophe = (c: number) => c === 39 || c === 0x2019;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Calls fn for each word of text, as tokenize sees them, without building token objects:
 * one pass over the characters (the same words as /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{M}]+)*\/gu,
 * with a point between digits kept inside, folded).
 */
export function eachWord(text: string, fn: (word: string, start: number, end: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff) cp = text.codePointAt(i) ?? cp;
    const k0 = kindOf(cp);
    if (k0 === 0 || k0 === 3) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    /** Anything but ASCII lower-case letters and digits: the word needs folding or lower-casing. */
    let plain = true;
    let ascii = true;
    // [\p{L}\p{N}][\p{L}\p{N}\p{M}]*, a point between two digits inside
    while (i < n) {
      let c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) c = text.codePointAt(i) ?? c;
      if (c === 46 && i > start && isDigit(text.charCodeAt(i - 1)) && i + 1 < n && isDigit(text.charCodeAt(i + 1))) {
        i++;
        continue;
      }
      if (kindOf(c) === 0) break;
      if (c >= 128) ascii = false;
      else if (c <= 90 && c >= 65) plain = false;
      i += c > 0xffff ? 2 : 1;
    }
    // (?:['’][\p{L}]+)*
    while (i + 1 < n && isApostrophe(text.charCodeAt(i))) {
      let c = text.charCodeAt(i + 1);
      if (c >= 0xd800 && c <= 0xdbff) c = text.codePointAt(i + 1) ?? c;
      if (kindOf(c) !== 1) break;
      ascii = false;
      i++;
      while (i < n) {
        let d = text.charCodeAt(i);
        if (d >= 0xd800 && d <= 0xdbff) d = text.codePointAt(i) ?? d;
        const kd = kindOf(d);
        if (kd !== 1 && kd !== 3) break;
        i += d > 0xffff ? 2 : 1;
      }
    }
    const raw = text.slice(start, i);
    const word = ascii ? (plain ? raw : raw.toLowerCase()) : fold(raw);
    if (word) fn(word, start, i);
  }
}

/**
 * The distinct words of a text as search reads them, space-separated: what the catalogue snapshot
 * carries of a description (search weighs a word by the field it is in, not by how often or where,
 * so these find exactly what the whole text finds).
 */
export function distinctWords(text: string): string {
  const words = new Set<string>();
  eachWord(text, (word) => words.add(word));
  return [...words].join(' ');
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  eachWord(text, (word, start, end) => out.push({ word, start, end }));
  return out;
}

/** Rows reused between calls: no allocation per word compared. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbouring letters), or
 * max + 1 as soon as it is sure to exceed max. Small strings only: query words against words of
 * the index.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (rows[0].length < n + 1) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return Math.min(prev[n]!, max + 1);
}
