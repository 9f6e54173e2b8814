import { describe, expect, it } from 'vitest';
import { CategoryDocSchema, CategoryInputSchema, CategorySchema, categoryTaxOf } from './category.js';

const doc = {
  _id: 'writing',
  type: 'category',
  schemaVersion: 1,
  name: 'Writing',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe("a category's HSN code and GST rate", () => {
  it('when a document has none (written before issue 45), then it parses and reads as no code at 18%', () => {
    const parsed = CategoryDocSchema.parse(doc);
    expect(categoryTaxOf(parsed)).toEqual({ hsnCode: null, gstRate: 18 });
    expect(categoryTaxOf(CategoryDocSchema.parse({ ...doc, hsnCode: '4820', gstRate: 12 }))).toEqual({ hsnCode: '4820', gstRate: 12 });
  });

  it('when an answer cached before issue 45 has neither, then it reads as no code at 18%', () => {
    const old = { ...doc, id: 'writing', description: '', image: null, imageUrl: null, color: '#1f3a5f', productCount: 3 };
    expect(CategorySchema.parse(old)).toMatchObject({ hsnCode: null, gstRate: 18 });
  });

  it('when a document holds a code of other than 4, 6 or 8 digits or a rate off the slabs, then it is refused', () => {
    expect(CategoryDocSchema.safeParse({ ...doc, hsnCode: '96081' }).success).toBe(false);
    expect(CategoryDocSchema.safeParse({ ...doc, gstRate: 15 }).success).toBe(false);
  });

  it('when the form sends them as text, then spaces and dots go, the rate is a number, and empty or absent are told apart', () => {
    expect(CategoryInputSchema.parse({ name: 'W', hsnCode: '9608.10 91', gstRate: '5%' })).toMatchObject({
      hsnCode: '96081091',
      gstRate: 5,
    });
    expect(CategoryInputSchema.parse({ name: 'W', hsnCode: '', gstRate: '' })).toMatchObject({ hsnCode: '', gstRate: undefined });
    expect(CategoryInputSchema.parse({ name: 'W' }).hsnCode).toBeUndefined();
    const bad = CategoryInputSchema.safeParse({ name: 'W', hsnCode: '12', gstRate: '40' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      ['gstRate', 'GST rate must be 0, 5, 12, 18 or 28%'],
    ]);
  });
});
