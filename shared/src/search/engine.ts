/**
 * One search engine for the api and the PWA's replica: same products and word lists in, same
 * ranked answer out. Pure, deterministic, no Node imports (runs in a Web Worker).
 *
 * Every query word must match (as a whole word, a stem, a spelling variant, a shop word, a typo
 * fix, or, for the word being typed, a prefix). Name counts most, then brand and category, then
 * description and features; a phrase in order counts extra; ties go in-stock first, then by id.
 * A code mixing letters and digits is also read as its parts ("fx991" as "fx 991", "0.5mm" as
 * "0.5 mm"), in the products and in the query, so it matches however either writes it; a price
 * said in the query ("under 500") is left out of the search (the listing filters by it: price.ts).
 */
import { priceInQuery } from './price.js';
import { stem } from './stem.js';
import { eachWord, editDistance, tokenize } from './text.js';
import { SEARCH_WORDS, type SearchWords } from './words.js';

export interface SearchableProduct {
  id: string;
  name: string;
  brand?: string;
  /** The category's name as shoppers see it. */
  category?: string;
  /** Its options' names and its variants' values ("Colour Blue Black Nib Fine"): a query naming one finds it. */
  options?: string;
  description?: string;
  features?: readonly string[];
  inStock?: boolean;
}

export type HighlightField = 'name' | 'brand' | 'category';
export interface Highlight {
  field: HighlightField;
  /** Offsets into that field's text, end exclusive. */
  start: number;
  end: number;
}
export interface SearchHit {
  id: string;
  score: number;
  /** Where the query matched the name, brand and category: for highlighting. */
  highlights: Highlight[];
}
export interface SearchOptions {
  /** The last word is still being typed: let it match as a prefix (default true). */
  prefix?: boolean;
  /** At most this many hits (default all). */
  limit?: number;
  /** Work out `highlights` (default false: they stay empty). */
  highlights?: boolean;
  /** Only products this accepts are hits (a price said in the query, for the header's suggestions): before `limit` is applied. */
  accept?: (id: string) => boolean;
}
export interface SearchIndex {
  search(text: string, opts?: SearchOptions): SearchHit[];
  /** A corrected query that finds something, for "Did you mean", or null. */
  suggest(text: string): string | null;
  /** Adds or replaces a product. */
  update(product: SearchableProduct): void;
  remove(id: string): void;
  readonly size: number;
  /** Plain data of the index, for measuring its size. */
  toJSON(): unknown;
}

/** In order of weight: a word's best field is its lowest-numbered one. */
const FIELDS = ['name', 'brand', 'category', 'options', 'description', 'features'] as const;
const FIELD_WEIGHT = [10, 6, 5, 4, 2, 1.5] as const;
const EXACT = 1;
const SYNONYM = 0.9;
const FUZZY = [1, 0.6, 0.45] as const;
const PREFIX = 0.5;
const PHRASE_BONUS = 3;
const STOP = new Set([
  ...['a', 'an', 'the', 'for', 'and', 'of', 'with', 'in', 'on', 'to', 'by', '&'],
  // Hindi's, in both scripts ("500 से कम के पेन", "pen ke liye"): they name nothing either.
  ...['के', 'की', 'का', 'में', 'और', 'से', 'को', 'लिए', 'ke', 'ki', 'ka', 'aur', 'mein', 'liye'],
]);
/** Words a query may hold that name nothing (variant-hits.ts skips them too). */
export const STOP_WORDS: ReadonlySet<string> = STOP;

/**
 * One indexed product, kept small (12,000 of them live in the api and in the device's worker;
 * issue 21): flat arrays instead of an object per token, and no copy of its words.
 */
interface Doc {
  id: string;
  inStock: boolean;
  /** What was indexed: its words are found again from it when it leaves (the vocabulary counts). */
  source: SearchableProduct;
  /** The name's, brand's and category's tokens in order, for phrases and highlights: each token's word and stem… */
  forms: string[];
  /** …and its field (0 name, 1 brand, 2 category), start and end. */
  spans: number[];
}

/**
 * A word mixing ASCII letters and digits as its runs ("991es" → 991, es; "0.5mm" → 0.5, mm; "a5"
 * → a, 5), or null: a model number or size is found however it is split or joined.
 */
export function codeParts(word: string): string[] | null {
  if (!MIXED.test(word)) return null;
  return word.match(CODE_RUN);
}
const MIXED = /^(?=[a-z0-9.]*[a-z])(?=[a-z0-9.]*[0-9])[a-z0-9.]+$/;
const CODE_RUN = /[a-z]+|[0-9]+(?:\.[0-9]+)*/g;
const HAS_DIGIT = /[0-9]/;

/** A term the query may match, with how good a match it is. */
interface Term {
  stem: string;
  quality: number;
  /** For a prefix: the typed part, to highlight only that much. */
  prefix?: string;
  /** Found only in fields up to this one (a code's part: name, brand, category, options). */
  maxField?: number;
}
/** One query word or phrase: matched if any alternative matches; an alternative needs all its words. */
interface Clause {
  alternatives: Array<{ words: Term[][]; quality: number }>;
}

export function createSearchIndex(products: Iterable<SearchableProduct>, words: SearchWords = SEARCH_WORDS): SearchIndex {
  const spell = spellingMapper(words.spellings);
  /**
   * word → [spelled, stem, word, its code parts' spelled words and stems if it is a code]: one
   * look-up per word of the text when building, and one copy of each word.
   */
  type Forms = [string, string, string, string[]?];
  const forms = new Map<string, Forms>();
  const formsOf = (w: string): Forms => {
    let f = forms.get(w);
    if (f === undefined) {
      const spelled = spell(w);
      f = [spelled, stem(spelled), w];
      const parts = codeParts(w);
      if (parts) f.push(parts.flatMap((p) => [spell(p), stem(spell(p))]));
      if (forms.size < 100_000) forms.set(w, f);
    }
    return f;
  };
  const norm = (w: string) => formsOf(w)[1];
  const synonyms = synonymTable(words, (phrase) => tokenize(phrase).map((t) => norm(t.word)));
  /** Words of synonym keys, so typos and prefixes of shop words are understood too. */
  const keyWords = new Map<string, string>();
  for (const key of synonyms.keys()) for (const t of tokenize(key.replaceAll(' ', ' '))) keyWords.set(t.word, t.word);
  for (const phrase of synonyms.phrases) for (const t of tokenize(phrase)) keyWords.set(spell(t.word), norm(t.word));

  const docs: Array<Doc | undefined> = [];
  const byId = new Map<string, number>();
  /**
   * stem → list of doc*8 + field code (best field per doc), in doc order. Packed into an Int32Array
   * once built (half the memory of an array of numbers); a list that grows again is an array.
   */
  const postings = new Map<string, number[] | Int32Array>();
  /** word → [stem, count of live docs holding it]. */
  const vocab = new Map<string, { stem: string; df: number }>();
  let live = 0;
  /** Words of the vocabulary by length, for typo look-ups (may hold words no longer in it). */
  const byLength = new Map<number, Set<string>>();
  /** Typo look-ups of the current vocabulary; cleared whenever it changes. */
  const fuzzyCache = new Map<string, Term[]>();
  /** A query word → the stem parse looks shop words up by; cleared whenever the vocabulary changes. */
  const canonCache = new Map<string, string>();
  /** The vocabulary's words in order, for prefix ranges by binary search; rebuilt when next needed. */
  let sorted: string[] | null = null;
  const vocabChanged = () => {
    fuzzyCache.clear();
    canonCache.clear();
    sorted = null;
  };

  /** Scratch of add: stem → best field, and the distinct words, of the product being added. */
  const best = new Map<string, number>();
  const seen = new Set<string>();
  let field = 0;
  const onWord = (word: string) => {
    const [spelled, s, , parts] = formsOf(word);
    const prev = best.get(s);
    if (prev === undefined || field < prev) best.set(s, field);
    seen.add(spelled);
    if (parts)
      for (let k = 0; k < parts.length; k += 2) {
        const ps = parts[k + 1]!;
        const before = best.get(ps);
        if (before === undefined || field < before) best.set(ps, field);
        seen.add(parts[k]!);
      }
  };

  /** Every word of the product into `onWord`, with `field` set to the field it is in. */
  const eachProductWord = (p: SearchableProduct, shownToken?: (word: string, start: number, end: number) => void) => {
    const texts = [p.name, p.brand ?? '', p.category ?? ''];
    for (field = 0; field < 3; field++) {
      eachWord(texts[field] ?? '', (word, start, end) => {
        shownToken?.(word, start, end);
        onWord(word);
      });
    }
    field = 3;
    eachWord(p.options ?? '', onWord);
    field = 4;
    eachWord(p.description ?? '', onWord);
    field = 5;
    for (const f of p.features ?? []) eachWord(f, onWord);
  };

  const add = (p: SearchableProduct) => {
    const di = docs.length;
    best.clear();
    seen.clear();
    const forms: string[] = [];
    const spans: number[] = [];
    eachProductWord(p, (word, start, end) => {
      const f = formsOf(word);
      forms.push(f[2], f[1]);
      spans.push(field, start, end);
    });
    for (const [s, field] of best) {
      let list = postings.get(s);
      if (!list) postings.set(s, (list = []));
      else if (!Array.isArray(list)) postings.set(s, (list = Array.from(list)));
      list.push(di * 8 + field);
    }
    for (const w of seen) {
      const v = vocab.get(w);
      if (v) v.df++;
      else {
        vocab.set(w, { stem: norm(w), df: 1 });
        let bucket = byLength.get(w.length);
        if (!bucket) byLength.set(w.length, (bucket = new Set()));
        bucket.add(w);
        vocabChanged();
      }
    }
    docs.push({ id: p.id, inStock: p.inStock ?? true, source: p, forms, spans });
    byId.set(p.id, di);
    live++;
  };

  const remove = (id: string) => {
    const di = byId.get(id);
    if (di === undefined) return;
    const doc = docs[di];
    docs[di] = undefined;
    byId.delete(id);
    live--;
    if (!doc) return;
    best.clear();
    seen.clear();
    eachProductWord(doc.source);
    for (const w of seen) {
      const v = vocab.get(w);
      if (v && --v.df === 0) {
        vocab.delete(w);
        byLength.get(w.length)?.delete(w);
        vocabChanged();
      }
    }
  };

  for (const p of products) add(p);
  for (const [s, list] of postings) postings.set(s, Int32Array.from(list));

  const known = (w: string) => vocab.has(w) || keyWords.has(w);
  /** The first shop word (in keyWords' order) one edit from w, as its stem; keyWords never change. */
  const keyFixes = new Map<string, string | null>();
  const keyWordFix = (w: string): string | undefined => {
    let f = keyFixes.get(w);
    if (f === undefined) {
      f = null;
      for (const [k, v] of keyWords)
        if (editDistance(w, k, 1) <= 1) {
          f = v;
          break;
        }
      if (keyFixes.size > 1000) keyFixes.clear();
      keyFixes.set(w, f);
    }
    return f ?? undefined;
  };

  /** Candidate terms for one query word. */
  const termsFor = (word: string, asPrefix: boolean): Term[] => {
    const w = spell(word);
    const s = norm(word);
    const out = new Map<string, Term>();
    const put = (t: Term) => {
      const prev = out.get(t.stem);
      if (!prev || prev.quality < t.quality) out.set(t.stem, t);
    };
    if (postings.has(s)) put({ stem: s, quality: EXACT });
    if (asPrefix) {
      if (sorted === null) sorted = [...vocab.keys()].sort();
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid]! < w) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sorted.length; i++) {
        const v = sorted[i]!;
        if (!v.startsWith(w)) break;
        const vs = vocab.get(v)!.stem;
        if (v.length > w.length && vs !== s) put({ stem: vs, quality: PREFIX, prefix: w });
      }
    }
    // A code or a number is never "corrected" into another ("v7" is not "v5").
    if (out.size === 0 && !known(w) && !HAS_DIGIT.test(w)) for (const t of corrections(w, 0)) put(t);
    return [...out.values()];
  };

  /** Words of the vocabulary within the typo tolerance of w (one edit from 4–5 letters, two from 8). */
  const corrections = (w: string, extra: number): Term[] => {
    const max = Math.min(2, (w.length >= 8 ? 2 : w.length >= 4 ? 1 : 0) + extra);
    if (max === 0) return [];
    const key = `${w}/${max}`;
    const cached = fuzzyCache.get(key);
    if (cached) return cached;
    const out: Term[] = [];
    for (let len = w.length - max; len <= w.length + max; len++)
      for (const v of byLength.get(len) ?? []) {
        const entry = vocab.get(v);
        if (!entry) continue;
        const d = editDistance(w, v, max);
        if (d <= max) out.push({ stem: entry.stem, quality: FUZZY[d] ?? 0.3 });
      }
    if (fuzzyCache.size > 500) fuzzyCache.clear();
    fuzzyCache.set(key, out);
    return out;
  };

  /** The query as clauses: shop words and phrases first (longest match), then single words. */
  const parse = (text: string, prefixMode: boolean): Clause[] => {
    const tokens = tokenize(text);
    const endsTyping = prefixMode && !/\s$/.test(text);
    const canon = tokens.map((t) => {
      let c = canonCache.get(t.word);
      if (c !== undefined) return c;
      const w = spell(t.word);
      if (known(w)) c = norm(t.word);
      else {
        // A word with a digit is a code or a size: never read as another ("v9" is not "v7").
        const key = w.length >= 5 && !HAS_DIGIT.test(w) ? keyWordFix(w) : undefined;
        if (key !== undefined) c = key;
        else if (HAS_DIGIT.test(w)) c = norm(t.word);
        else {
          let fixed: Term | undefined;
          for (const t of corrections(w, 0))
            if (!fixed || t.quality > fixed.quality || (t.quality === fixed.quality && t.stem < fixed.stem)) fixed = t;
          c = fixed?.stem ?? norm(t.word);
        }
      }
      if (canonCache.size > 1000) canonCache.clear();
      canonCache.set(t.word, c);
      return c;
    });
    const clauses: Clause[] = [];
    for (let i = 0; i < tokens.length;) {
      let span = 0;
      let alts: string[][] = [];
      for (let len = Math.min(synonyms.longest, tokens.length - i); len >= 1; len--) {
        const found = synonyms.get(canon.slice(i, i + len).join(' '));
        if (found) {
          span = len;
          alts = found;
          break;
        }
      }
      const own = tokens.slice(i, i + Math.max(span, 1));
      const isLast = i + Math.max(span, 1) === tokens.length;
      const ownWords = own
        .filter((t, k) => span > 0 || !STOP.has(t.word) || (isLast && endsTyping && k === own.length - 1))
        .map((t, k, arr) => termsFor(t.word, isLast && endsTyping && k === arr.length - 1 && (t.word.length >= 2 || tokens.length > 1)));
      const alternatives: Clause['alternatives'] = [];
      if (ownWords.length) alternatives.push({ words: ownWords, quality: 1 });
      // A code written as one word ("fx991", "0.5mm"): its parts, each to be found (the index holds
      // the parts of its codes too), in the name, brand, category or options, where codes are
      // written ("a5" is not any "a" of a description beside any "5").
      const parts = span === 0 ? codeParts(tokens[i]!.word) : null;
      if (parts) {
        const typing = isLast && endsTyping;
        const partTerms = parts.map((p, k) => termsFor(p, typing && k === parts.length - 1).map((t) => ({ ...t, maxField: 3 })));
        alternatives.push({ words: partTerms, quality: 1 });
      }
      for (const alt of alts) alternatives.push({ words: alt.map((s) => [{ stem: s, quality: EXACT }]), quality: SYNONYM });
      if (isLast && endsTyping && span === 0) {
        // A shop word being typed ("whiten…"): its meanings count as prefix matches.
        const w = spell(tokens[i]?.word ?? '');
        if (w.length >= 3)
          for (const [key, found] of synonyms.singles)
            if (key.startsWith(w) && key !== w)
              for (const alt of found) alternatives.push({ words: alt.map((s) => [{ stem: s, quality: EXACT }]), quality: PREFIX });
      }
      if (ownWords.length || alts.length || parts) clauses.push({ alternatives });
      i += Math.max(span, 1);
    }
    return clauses;
  };

  /**
   * Scratch score arrays indexed by doc, all zero between uses (each user zeroes what it wrote,
   * from its list of touched docs): no Map per term or alternative.
   */
  const pool: Float64Array[] = [];
  const take = (): Float64Array => {
    const a = pool.pop();
    return a && a.length >= docs.length ? a : new Float64Array(Math.max(docs.length, 64) + (docs.length >> 3));
  };
  const give = (a: Float64Array, touched: number[]) => {
    for (const di of touched) a[di] = 0;
    // A query of many words takes many; keep a few for the next one, not all.
    if (pool.length < 8) pool.push(a);
  };

  /** How many postings a clause would read: to evaluate the most selective clause first. */
  const cost = (clause: Clause): number => {
    let n = 0;
    for (const alt of clause.alternatives) for (const terms of alt.words) for (const t of terms) n += postings.get(t.stem)?.length ?? 0;
    return n;
  };

  /**
   * Best score of a clause per doc, into out (zero elsewhere); returns the docs it scored. With a
   * filter, only docs scored there (another clause's scores: a doc must match every clause) are
   * scored; every doc's score is computed on its own, so those are the same as without it.
   */
  const evaluate = (clause: Clause, out: Float64Array, filter: Float64Array | null, cand: number[] | null): number[] => {
    const outList: number[] = [];
    const holes = docs.length !== live;
    let one = take();
    let acc = take();
    for (const alt of clause.alternatives) {
      let accList: number[] | null = null;
      for (const terms of alt.words) {
        const oneList: number[] = [];
        for (const t of terms) {
          const list = postings.get(t.stem);
          if (!list) continue;
          const L = list.length;
          const maxField = t.maxField ?? 7;
          if (cand !== null && cand.length * 4 < L) {
            // Few candidates, long list (a short prefix): look each candidate up (lists are in doc order).
            let pos = 0;
            for (const di of cand) {
              const target = di * 8;
              let lo = pos;
              let hi = pos;
              let step = 1;
              while (hi < L && list[hi]! < target) {
                lo = hi + 1;
                hi = lo + step;
                step *= 2;
              }
              if (hi > L) hi = L;
              while (lo < hi) {
                const mid = (lo + hi) >>> 1;
                if (list[mid]! < target) lo = mid + 1;
                else hi = mid;
              }
              pos = lo;
              if (pos >= L) break;
              const code = list[pos]!;
              if (code >> 3 !== di) continue;
              if (holes && !docs[di]) continue;
              if ((code & 7) > maxField) continue;
              const v = (FIELD_WEIGHT[code & 7] ?? 1) * t.quality;
              const o = one[di]!;
              if (o < v) {
                if (o === 0) oneList.push(di);
                one[di] = v;
              }
            }
            continue;
          }
          for (let k = 0; k < L; k++) {
            const code = list[k]!;
            const di = code >> 3;
            if (filter !== null && filter[di] === 0) continue;
            if (holes && !docs[di]) continue;
            if ((code & 7) > maxField) continue;
            const v = (FIELD_WEIGHT[code & 7] ?? 1) * t.quality;
            const o = one[di]!;
            if (o < v) {
              if (o === 0) oneList.push(di);
              one[di] = v;
            }
          }
        }
        if (accList === null) {
          const swap = acc;
          acc = one;
          one = swap;
          accList = oneList;
        } else {
          const next: number[] = [];
          for (const di of accList) {
            const v = one[di]!;
            if (v !== 0) {
              acc[di] = acc[di]! + v;
              next.push(di);
            } else acc[di] = 0;
          }
          for (const di of oneList) one[di] = 0;
          accList = next;
        }
      }
      const n = alt.words.length || 1;
      for (const di of accList ?? []) {
        const score = (acc[di]! / n) * alt.quality;
        acc[di] = 0;
        const o = out[di]!;
        if (o < score) {
          if (o === 0) outList.push(di);
          out[di] = score;
        }
      }
    }
    give(one, []);
    give(acc, []);
    return outList;
  };

  const search = (text: string, opts: SearchOptions = {}): SearchHit[] => {
    const clauses = parse(searchedText(text.slice(0, 200)), opts.prefix ?? true);
    if (!clauses.length) return [];
    const scores = clauses.map(() => take());
    const lists: number[][] = [];
    const costs = clauses.map(cost);
    const byCost = clauses.map((_, i) => i).sort((a, b) => costs[a]! - costs[b]! || a - b);
    const first = byCost[0]!;
    let cand: number[] | null = null;
    for (const c of byCost) {
      lists[c] = evaluate(clauses[c]!, scores[c]!, c === first ? null : scores[first]!, cand);
      if (c === first) cand = [...lists[c]!].sort((a, b) => a - b);
    }
    let smallest = 0;
    for (let c = 1; c < lists.length; c++) if (lists[c]!.length < lists[smallest]!.length) smallest = c;
    const phrase = phraseSets(clauses);
    const hitDocs: number[] = [];
    const hitScores: number[] = [];
    for (const di of lists[smallest]!) {
      let score = 0;
      let all = true;
      for (let c = 0; c < scores.length; c++) {
        const v = scores[c]![di]!;
        if (v === 0) {
          all = false;
          break;
        }
        score += v;
      }
      if (all && (opts.accept === undefined || opts.accept(docs[di]!.id))) {
        hitDocs.push(di);
        hitScores.push(phrase ? score + phraseBonus(docs[di]!, phrase) : score + 0);
      }
    }
    for (let c = 0; c < scores.length; c++) give(scores[c]!, lists[c]!);
    const order = top(hitDocs, hitScores, opts.limit);
    const terms = opts.highlights ? highlightTerms(clauses) : null;
    return order.map((k) => {
      const di = hitDocs[k]!;
      return { id: docs[di]!.id, score: Math.round(hitScores[k]! * 1000) / 1000, highlights: terms ? highlights(di, terms) : [] };
    });
  };

  /** Positions (into hitDocs) of the best hits in order: a partial selection when only a few are wanted. */
  const top = (hitDocs: number[], hitScores: number[], limit: number | undefined): number[] => {
    const n = hitDocs.length;
    // Higher score first, then in stock, then by id; on flat arrays, no doc objects looked up per comparison.
    const sc = Float64Array.from(hitScores);
    const st = new Uint8Array(n);
    const ids: string[] = new Array<string>(n);
    for (let k = 0; k < n; k++) {
      const d = docs[hitDocs[k]!]!;
      st[k] = d.inStock ? 1 : 0;
      ids[k] = d.id;
    }
    const cmp = (a: number, b: number) => {
      const ds = sc[b]! - sc[a]!;
      if (ds !== 0) return ds;
      const dk = st[b]! - st[a]!;
      if (dk !== 0) return dk;
      const ia = ids[a]!;
      const ib = ids[b]!;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    };
    if (limit === undefined || !Number.isInteger(limit) || limit <= 0 || limit * 4 >= n) {
      const all = hitDocs.map((_, k) => k).sort(cmp);
      return limit === undefined ? all : all.slice(0, limit);
    }
    const best: number[] = [];
    for (let k = 0; k < n; k++) {
      if (best.length === limit && cmp(k, best[limit - 1]!) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cmp(best[mid]!, k) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, k);
      if (best.length > limit) best.pop();
    }
    return best;
  };

  /** Per clause, the stems of its one-word alternatives (the phrase bonus looks for these in names); null under two clauses. */
  const phraseSets = (clauses: Clause[]): Array<Set<string>> | null =>
    clauses.length < 2
      ? null
      : clauses.map((c) => new Set(c.alternatives.flatMap((a) => (a.words.length === 1 ? (a.words[0] ?? []).map((t) => t.stem) : []))));

  /** Neighbouring query words found next to each other, in order, in the name (its tokens come first, field 0). */
  const phraseBonus = ({ forms, spans }: Doc, sets: Array<Set<string>>): number => {
    let bonus = 0;
    for (let c = 1; c < sets.length; c++) {
      const prev = sets[c - 1]!;
      const cur = sets[c]!;
      for (let p = 1; p * 3 < spans.length && spans[p * 3] === 0; p++)
        if (cur.has(forms[p * 2 + 1]!) && prev.has(forms[p * 2 - 1]!)) {
          bonus += PHRASE_BONUS;
          break;
        }
    }
    return bonus;
  };

  const highlightTerms = (clauses: Clause[]): Map<string, Term> => {
    const terms = new Map<string, Term>();
    for (const c of clauses)
      for (const a of c.alternatives)
        for (const ts of a.words) for (const t of ts) if (!terms.has(t.stem) || !t.prefix) terms.set(t.stem, t);
    return terms;
  };

  const highlights = (di: number, terms: Map<string, Term>): Highlight[] => {
    const out: Highlight[] = [];
    const doc = docs[di];
    if (!doc) return out;
    const { forms, spans } = doc;
    for (let k = 0; k * 3 < spans.length; k++) {
      let t = terms.get(forms[k * 2 + 1]!);
      if (!t) {
        // A code matched by a part ("991" in "fx-991ES"): the whole code is marked.
        const parts = formsOf(forms[k * 2]!)[3];
        if (!parts?.some((p, j) => j % 2 === 1 && terms.has(p))) continue;
        t = { stem: forms[k * 2 + 1]!, quality: EXACT };
      }
      const start = spans[k * 3 + 1]!;
      const end = t.prefix && forms[k * 2]!.startsWith(t.prefix) ? start + t.prefix.length : spans[k * 3 + 2]!;
      out.push({ field: FIELDS[spans[k * 3]!] as HighlightField, start, end });
    }
    return out;
  };

  /** A doc's name, brand and category tokens as fields (toJSON's shape). */
  const shownOf = ({ forms, spans }: Doc) =>
    [0, 1, 2].map((f) => ({
      field: FIELDS[f] as HighlightField,
      tokens: spans.flatMap((field, i) =>
        i % 3 === 0 && field === f
          ? [{ word: forms[(i / 3) * 2]!, start: spans[i + 1]!, end: spans[i + 2]!, stem: forms[(i / 3) * 2 + 1]! }]
          : [],
      ),
    }));

  const suggest = (full: string): string | null => {
    // A price said in the text stays as typed around the corrected words ("fontan pen under 500").
    const price = priceInQuery(full);
    if (price) {
      const fixed = price.text ? suggest(price.text) : null;
      return fixed === null ? null : `${fixed} ${price.phrases.join(' ')}`;
    }
    const text = full;
    const tokens = tokenize(text);
    if (!tokens.length || search(text, { limit: 1 }).length) return null;
    const fixed = tokens.map((t) => {
      const w = spell(t.word);
      if (known(w) || STOP.has(w)) return t.word;
      let best: { word: string; d: number; df: number } | null = null;
      const max = w.length >= 5 ? 2 : 1;
      const consider = (v: string, df: number) => {
        const d = editDistance(w, v, max);
        if (d <= max && (!best || d < best.d || (d === best.d && (df > best.df || (df === best.df && v < best.word)))))
          best = { word: v, d, df };
      };
      for (const [v, { df }] of vocab) consider(v, df);
      for (const k of keyWords.keys()) consider(k, 0);
      return (best as { word: string } | null)?.word ?? t.word;
    });
    const out = fixed.join(' ');
    return out !== tokens.map((t) => t.word).join(' ') && search(out, { limit: 1, prefix: false }).length ? out : null;
  };

  return {
    search,
    suggest,
    update: (p) => {
      remove(p.id);
      add(p);
    },
    remove,
    get size() {
      return live;
    },
    toJSON: () => ({
      docs: docs.flatMap((d) => (d ? [{ id: d.id, inStock: d.inStock, shown: shownOf(d) }] : [])),
      postings: Object.fromEntries([...postings].map(([s, list]) => [s, Array.from(list)])),
      vocab: Object.fromEntries([...vocab].map(([w, v]) => [w, v.df])),
    }),
  };
}

/**
 * The text search reads: without a price said in it ("pens under 500" → "pens"). When the price
 * came after the last word, that word is complete: not a prefix being typed.
 */
function searchedText(text: string): string {
  const price = priceInQuery(text);
  if (!price) return text;
  const last = price.phrases.at(-1) ?? '';
  return price.text && (/\s$/.test(text) || text.trimEnd().endsWith(last)) ? `${price.text} ` : price.text;
}

/** British → American inside words: roots of 5+ letters anywhere, shorter ones at the start only. */
export function spellingMapper(spellings: Record<string, string>): (w: string) => string {
  const entries = Object.entries(spellings).sort((a, b) => b[0].length - a[0].length);
  const cache = new Map<string, string>();
  return (w) => {
    let out = cache.get(w);
    if (out !== undefined) return out;
    out = w;
    for (const [gb, us] of entries) {
      if (gb.length >= 5 ? out.includes(gb) : out.startsWith(gb)) out = gb.length >= 5 ? out.replaceAll(gb, us) : us + out.slice(gb.length);
    }
    if (cache.size < 50_000) cache.set(w, out);
    return out;
  };
}

/** phrase (stems joined by spaces) → alternatives (each a list of stems). */
function synonymTable(words: SearchWords, stems: (phrase: string) => string[]) {
  const table = new Map<string, string[][]>();
  const phrases = new Set<string>();
  const addOne = (from: string, to: string) => {
    phrases.add(from);
    phrases.add(to);
    const key = stems(from).join(' ');
    const alt = stems(to);
    if (!key || !alt.length || alt.join(' ') === key) return;
    const list = table.get(key) ?? [];
    if (!list.some((a) => a.join(' ') === alt.join(' '))) list.push(alt);
    table.set(key, list);
  };
  for (const group of words.same) for (const a of group) for (const b of group) if (a !== b) addOne(a, b);
  for (const [from, tos] of Object.entries(words.means)) for (const to of tos) addOne(from, to);
  // A word that means a shop word means what that word means too: "रबर" → "eraser" also finds
  // what "eraser" finds ("rubber"), "स्केल" → "ruler" what "ruler" does ("scale"). One step.
  for (const [from, tos] of Object.entries(words.means)) {
    const key = stems(from).join(' ');
    for (const to of tos)
      for (const alt of table.get(stems(to).join(' ')) ?? []) {
        const list = table.get(key) ?? [];
        if (alt.join(' ') !== key && !list.some((a) => a.join(' ') === alt.join(' '))) list.push(alt);
        table.set(key, list);
      }
  }
  const singles = new Map([...table].filter(([k]) => !k.includes(' ')));
  const longest = Math.max(1, ...[...table.keys()].map((k) => k.split(' ').length));
  return Object.assign(table, { longest, singles, phrases });
}
