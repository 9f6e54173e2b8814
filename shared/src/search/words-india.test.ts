/**
 * words-india.json, one test per entry (docs/decisions/050): each Hindi, Hinglish and Indian
 * English phrase finds the products its English phrases name, and nothing they do not find; each
 * compound finds its joined and split forms alike. On a small catalogue of one product per phrase
 * named, so every entry has something to find.
 */
import { describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchableProduct } from './engine.js';
import { tokenize } from './text.js';
import { INDIA_WORDS } from './words.js';

const titled = (phrase: string) => phrase.replace(/\b\w/g, (c) => c.toUpperCase());
const targets = [...new Set([INDIA_WORDS.hindi, INDIA_WORDS.hinglish, INDIA_WORDS.indianEnglish].flatMap((m) => Object.values(m).flat()))];
const products: SearchableProduct[] = targets.map((t) => ({ id: t, name: `Acme ${titled(t)}`, brand: 'Acme', category: 'Stationery' }));
const index = createSearchIndex(products);
const found = (q: string) => new Set(index.search(q, { prefix: false }).map((h) => h.id));

const entries = (map: Record<string, string[]>) => Object.entries(map).map(([key, to]) => ({ key, to }));

describe.each([
  ['Hindi', entries(INDIA_WORDS.hindi)],
  ['Hinglish', entries(INDIA_WORDS.hinglish)],
  ['Indian English', entries(INDIA_WORDS.indianEnglish)],
])('%s words', (_, list) => {
  it.each(list)('"$key" finds what $to name, and only what they find', ({ key, to }) => {
    expect(tokenize(key).length, `"${key}" reads as its words`).toBe(key.split(' ').length);
    const got = found(key);
    for (const t of to) expect(got.has(t), `"${key}" finds Acme ${titled(t)}`).toBe(true);
    const theirs = new Set(to.flatMap((t) => [...found(t)]));
    expect(
      [...got].filter((id) => !theirs.has(id)),
      `"${key}" finds only what ${to.join(', ')} find`,
    ).toEqual([]);
  });
});

describe('Hindi and Hinglish find what their English word finds', () => {
  it.each([
    ['कलम', 'pen'],
    ['kalam', 'pen'],
    ['पेन', 'pen'],
    ['पेंसिल', 'pencil'],
    ['पेन्सिल', 'pencil'],
    ['रबर', 'eraser'],
    ['कॉपी', 'notebook'],
    ['डायरी', 'diary'],
    ['शार्पनर', 'sharpener'],
    ['pencil chhilne wala', 'sharpener'],
    ['स्केल', 'ruler'],
    ['रंग', 'rang'],
  ])('"%s" = "%s"', (hindi, english) => {
    expect([...found(hindi)].sort()).toEqual([...found(english)].sort());
    expect(found(hindi).size).toBeGreaterThan(0);
  });
});

describe.each(INDIA_WORDS.compounds)('compound "%s"', (split) => {
  const joined = split.replaceAll(' ', '');
  const both = createSearchIndex([
    { id: 'joined', name: `Acme ${titled(joined)} Thing` },
    { id: 'split', name: `Acme ${titled(split)} Thing` },
    { id: 'other', name: `Acme ${titled(split.split(' ')[0]!)} Thing` },
  ]);
  const ids = (q: string) =>
    both
      .search(q, { prefix: false })
      .map((h) => h.id)
      .sort();
  it('split, joined or hyphenated, it finds both ways of writing it, and not half of it', () => {
    expect(ids(split)).toEqual(['joined', 'split']);
    expect(ids(joined)).toEqual(['joined', 'split']);
    expect(ids(split.replaceAll(' ', '-'))).toEqual(['joined', 'split']);
  });
});

describe('compounds join the group of what they mean', () => {
  const index = createSearchIndex([
    { id: 'hardcover', name: 'Moleskine Classic Hardcover Notebook' },
    { id: 'hardbound', name: 'Classmate Premium Hardbound Notebook' },
    { id: 'spiral', name: 'Doms Spiral Notebook' },
  ]);
  it.each(['hard bound notebook', 'hardbound notebook', 'hard cover notebook', 'hardcover notebook', 'hard-bound note book'])(
    '"%s"',
    (q) => {
      expect(
        index
          .search(q, { prefix: false })
          .map((h) => h.id)
          .sort(),
      ).toEqual(['hardbound', 'hardcover']);
    },
  );
});
