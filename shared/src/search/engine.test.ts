import { describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchableProduct } from './engine.js';

const products: SearchableProduct[] = [
  { id: 'a', name: 'Parker Vector Fountain Pen', brand: 'Parker', category: 'Writing Instruments', inStock: true },
  { id: 'b', name: 'Pilot Mechanical Pencil', brand: 'Pilot', category: 'Writing Instruments', inStock: true },
  { id: 'c', name: 'Apsara Non-Dust Eraser', brand: 'Apsara', category: 'School Supplies', inStock: false },
  { id: 'd', name: 'Camel Watercolour Set', brand: 'Camel', category: 'Art Supplies', inStock: true },
  { id: 'e', name: 'Doms Non-Dust Eraser', brand: 'Doms', category: 'School Supplies', inStock: true },
];

describe('createSearchIndex', () => {
  const index = createSearchIndex(products);

  it('ranks a whole word above a prefix of another word', () => {
    expect(index.search('pen').map((h) => h.id)).toEqual(['a', 'b']);
    expect(index.search('pen', { prefix: false }).map((h) => h.id)).toEqual(['a']);
  });

  it('finds plurals, typos, spelling variants and shop words; on equal scores, in stock first', () => {
    expect(index.search('erasers').map((h) => h.id)).toEqual(['e', 'c']);
    expect(index.search('fountian pen')[0]?.id).toBe('a');
    expect(index.search('watercolor').map((h) => h.id)).toEqual(['d']);
    expect(index.search('rubber').map((h) => h.id)).toEqual(['e', 'c']);
  });

  it('says where the query matched, for highlighting (only the typed part of a prefix)', () => {
    const [hit] = index.search('parker foun', { highlights: true });
    expect(hit?.highlights).toEqual([
      { field: 'name', start: 0, end: 6 },
      { field: 'name', start: 14, end: 18 },
      { field: 'brand', start: 0, end: 6 },
    ]);
  });

  it('suggests a correction from its own words when nothing is found, and nothing otherwise', () => {
    expect(index.search('dust eresr')).toEqual([]);
    expect(index.suggest('dust eresr')).toBe('dust eraser');
    expect(index.suggest('eraser')).toBeNull();
  });

  it('when products change, then answers match an index built afresh from the same products', () => {
    const live = createSearchIndex(products);
    live.update({ id: 'b', name: 'Pilot Gel Pen', brand: 'Pilot', category: 'Writing Instruments', inStock: true });
    live.remove('c');
    const fresh = createSearchIndex([
      ...products.filter((p) => p.id !== 'b' && p.id !== 'c'),
      { id: 'b', name: 'Pilot Gel Pen', brand: 'Pilot', category: 'Writing Instruments', inStock: true },
    ]);
    for (const q of ['pen', 'pencil', 'eraser', 'pilot g', 'mechanical']) expect(live.search(q)).toEqual(fresh.search(q));
    expect(live.size).toBe(4);
  });

  it('when the last product holding a word leaves, then the word leaves the vocabulary: no correction offers it', () => {
    const live = createSearchIndex(products);
    // "Eraser" is only in c and e: while either is there, the typo is corrected to it; once both leave, nothing offers it.
    expect(live.suggest('dust eresr')).toBe('dust eraser');
    live.remove('c');
    expect(live.suggest('dust eresr')).toBe('dust eraser');
    live.remove('e');
    expect(live.suggest('dust eresr')).toBeNull();
    // A renamed product's old words leave with it, its new ones come: the vocabulary as a fresh index has it.
    live.update({ id: 'b', name: 'Pilot Gel Pen', brand: 'Pilot', category: 'Writing Instruments', inStock: true });
    const fresh = createSearchIndex([
      products[0]!,
      products[3]!,
      { id: 'b', name: 'Pilot Gel Pen', brand: 'Pilot', category: 'Writing Instruments', inStock: true },
    ]);
    expect((live.toJSON() as { vocab: unknown }).vocab).toEqual((fresh.toJSON() as { vocab: unknown }).vocab);
    expect(live.suggest('mechanicl')).toBeNull();
  });
});
