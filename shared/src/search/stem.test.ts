import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';
import { editDistance, tokenize } from './text.js';

describe('stem', () => {
  it.each([
    ['pens', 'pen'],
    ['pen', 'pen'],
    ['brushes', 'brush'],
    ['boxes', 'box'],
    ['sketches', 'sketch'],
    ['batteries', 'battery'],
    ['glasses', 'glass'],
    ['scissors', 'scissor'],
    ['scissor', 'scissor'],
    ['sharpeners', 'sharpener'],
    ['staplers', 'stapler'],
    ['staples', 'staple'],
    ['calculators', 'calculator'],
    ['highlighters', 'highlighter'],
    ['notes', 'note'],
    ['compass', 'compass'],
    ['colouring', 'colour'],
    ['coloured', 'colour'],
    ['writing', 'write'],
    ['drawing', 'draw'],
    ['cutting', 'cut'],
    ['lined', 'line'],
    ['ruled', 'rule'],
    ['ring', 'ring'],
    ['speed', 'speed'],
    ['a4', 'a4'],
    ['gas', 'gas'],
  ])('%s → %s', (word, expected) => expect(stem(word)).toBe(expected));
});

describe('tokenize', () => {
  it('lower-cases, drops accents and apostrophes, and keeps offsets into the original text', () => {
    expect(tokenize("Kid's Café Post-it")).toEqual([
      { word: 'kids', start: 0, end: 5 },
      { word: 'cafe', start: 6, end: 10 },
      { word: 'post', start: 11, end: 15 },
      { word: 'it', start: 16, end: 18 },
    ]);
  });
});

describe('editDistance', () => {
  it('counts an insert, a delete, a substitution and a swap of neighbours as one edit each', () => {
    expect(editDistance('notebok', 'notebook', 2)).toBe(1);
    expect(editDistance('fountian', 'fountain', 2)).toBe(1);
    expect(editDistance('calculater', 'calculator', 2)).toBe(1);
    expect(editDistance('scisors', 'scissors', 2)).toBe(1);
    expect(editDistance('pencil', 'pen', 1)).toBe(2);
    expect(editDistance('caluclater', 'calculator', 2)).toBe(2);
  });
});
