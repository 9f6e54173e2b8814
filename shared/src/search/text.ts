/**
 * The words of a text as search sees them: lower case, accents dropped, split on anything that is
 * not a letter or a digit, each with where it sits in the original string (for highlighting).
 */

export interface Token {
  /** The word as written, lower case, without accents: "colours". */
  word: string;
  /** Offsets of the word in the original text, end exclusive. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const MARKS = /\p{M}+/gu;
const ASCII_PLAIN = /^[A-Za-z0-9]+$/;

/** Lower case without accents and apostrophes; keeps the length when it can so offsets stay right. */
export function fold(s: string): string {
  return s.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/['’]/g, '');
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const word = ASCII_PLAIN.test(raw) ? raw.toLowerCase() : fold(raw);
    if (word) out.push({ word, start: m.index, end: m.index + m[0].length });
  }
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
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, max + 1);
}
