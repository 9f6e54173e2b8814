/** Devanagari read as words, and model numbers and sizes found however they are written (docs/decisions/050). */
import { describe, expect, it } from 'vitest';
import { codeParts, createSearchIndex } from './engine.js';
import { fold, tokenize } from './text.js';

const words = (s: string) => tokenize(s).map((t) => t.word);

describe('Devanagari words', () => {
  it('keep their vowel signs and viramas inside the word, with offsets into the text', () => {
    expect(words('कलम, पेन और पेंसिल।')).toEqual(['कलम', 'पेन', 'और', 'पेंसिल']);
    expect(tokenize('नई कॉपी')).toEqual([
      { word: 'नई', start: 0, end: 2 },
      { word: 'कॉपी', start: 3, end: 7 },
    ]);
  });

  it('read a nukta, a candrabindu and a nasal with a virama as the plainer spelling; Devanagari digits as digits', () => {
    expect(fold('रबड़')).toBe(fold('रबड'));
    expect(fold('ज़्यादा')).toBe('ज्यादा');
    expect(fold('जँचा')).toBe('जंचा');
    expect(fold('पेन्सिल')).toBe('पेंसिल');
    expect(fold('५००')).toBe('500');
  });

  it('Latin accents still fold away, and a mark never starts a word', () => {
    expect(words('Café crème')).toEqual(['cafe', 'creme']);
    expect(words('\u0301abc')).toEqual(['abc']);
  });
});

describe('codes', () => {
  it('a word mixing letters and digits has its runs as parts; a decimal point stays in its number', () => {
    expect(words('fx-991ES 0.5mm 0.5 mm v1.2 No. 16')).toEqual(['fx', '991es', '0.5mm', '0.5', 'mm', 'v1.2', 'no', '16']);
    expect(codeParts('991es')).toEqual(['991', 'es']);
    expect(codeParts('0.5mm')).toEqual(['0.5', 'mm']);
    expect(codeParts('a5')).toEqual(['a', '5']);
    expect(codeParts('fx')).toBeNull();
    expect(codeParts('500')).toBeNull();
  });

  const index = createSearchIndex([
    { id: 'casio', name: 'Casio fx-991ES Plus Scientific Calculator', brand: 'Casio' },
    { id: 'casio82', name: 'Casio fx-82MS Scientific Calculator', brand: 'Casio' },
    { id: 'pilot', name: 'Pilot V7 Hi-Tecpoint Rollerball Pen', brand: 'Pilot' },
    { id: 'pilot5', name: 'Pilot V5 Hi-Tecpoint Rollerball Pen', brand: 'Pilot' },
    { id: 'g2', name: 'Pilot G2 Gel Pen', options: 'Tip\n0.5mm\n0.7mm' },
    { id: 'signo', name: 'Uni-ball Signo Gel Pen', options: 'Tip\n0.38 mm\n0.5 mm' },
    { id: 'sarasa', name: 'Zebra Sarasa Gel Pen', options: 'Tip\n0.7 mm' },
    { id: 'a5', name: 'Classmate Spiral A5 Notebook' },
    { id: 'a4', name: 'Classmate Spiral A4 Notebook' },
  ]);
  const ids = (q: string, prefix = false) =>
    index
      .search(q, { prefix })
      .map((h) => h.id)
      .sort();

  it.each([
    ['fx 991', ['casio']],
    ['fx991', ['casio']],
    ['FX-991', ['casio']],
    ['fx991es', ['casio']],
    ['fx 991es plus', ['casio']],
    ['v7', ['pilot']],
    ['V 7', ['pilot']],
    ['pilot v7', ['pilot']],
    ['0.5 mm', ['g2', 'signo']],
    ['0.5mm', ['g2', 'signo']],
    ['0.5mm gel pen', ['g2', 'signo']],
    ['a5', ['a5']],
    ['a5 notebook', ['a5']],
  ])('"%s" finds %j', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it('a code is never "corrected" into another one', () => {
    expect(ids('v9')).toEqual([]);
    expect(ids('fx 992')).toEqual([]);
  });

  it('while typed, the code being written matches as a prefix, and its part is highlighted whole', () => {
    expect(ids('fx 99', true)).toEqual(['casio']);
    const [hit] = index.search('fx991', { highlights: true, prefix: false });
    expect(hit?.highlights.filter((h) => h.field === 'name')).toEqual([
      { field: 'name', start: 6, end: 8 },
      { field: 'name', start: 9, end: 14 },
    ]);
  });

  it('a price said in the query is left out of the search ("pens under 500" searches "pens")', () => {
    expect(ids('gel pen under 500')).toEqual(ids('gel pen'));
    expect(ids('0.5 mm 500 se kam')).toEqual(['g2', 'signo']);
  });
});
