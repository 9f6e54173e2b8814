import { describe, expect, it } from 'vitest';
import { isSnapshotRow, productDocOfRow, SnapshotRowSchema, SNAPSHOT_COLUMNS, toSnapshotRow, VARIANT_FIELDS } from './catalog-snapshot.js';
import { ProductDocSchema, ProductSchema } from './product.js';
import { toProductView } from './product-view.js';

const at = '2025-01-01T00:00:00.000Z';

/** A pen with two options, one variant with its own images, as the api would row it. */
function penRow(extra: Record<string, unknown> = {}): unknown[] {
  const doc = ProductDocSchema.parse({
    ...extra,
    _id: 'pen',
    type: 'product',
    schemaVersion: 1,
    name: 'Gel Pen',
    brand: 'Inkwell',
    description: 'A smooth gel pen',
    features: ['Quick drying ink'],
    category: 'writing',
    images: { mainImage: 'pen.webp', additionalImages: ['pen-2.webp'] },
    price: 50,
    badge: 'New',
    bestSeller: true,
    options: [
      { name: 'Colour', values: ['Black', 'Blue'] },
      { name: 'Tip', values: ['0.5 mm'] },
    ],
    variants: [
      { id: 'pen-black', sku: 'PEN-BK', values: ['Black', '0.5 mm'], price: 50 },
      { id: 'pen-blue', sku: 'PEN-BL', values: ['Blue', '0.5 mm'], price: 55, originalPrice: 60, images: { mainImage: 'pen-blue.webp' } },
    ],
    createdAt: at,
    updatedAt: at,
  });
  return structuredClone(toSnapshotRow(toProductView(doc, { _id: 'writing', name: 'Writing' }, (id) => (id === 'pen-blue' ? 3 : 0))));
}

const zodAccepts = (row: unknown) => SnapshotRowSchema.safeParse(row).success;

/** Values of another type than a column's, or out of its range. */
const WRONG = [undefined, '7', -1, 1.5, 6, true, {}, [], [1]];
/** The text rules (id and slug patterns, dates, lengths) are the documents', not this check's: a string for a string is no wrong type. */
const wrongFor = (original: unknown) => WRONG.filter((w) => !(typeof w === 'string' && typeof original === 'string'));

describe('isSnapshotRow: the device-side check of a snapshot row', () => {
  it("accepts the api's rows, as the schema does", () => {
    const row = penRow();
    expect(zodAccepts(row)).toBe(true);
    expect(isSnapshotRow(row)).toBe(true);
  });

  it('rejects a value of the wrong type, or out of range, in any column whenever the schema does', () => {
    for (const [column, name] of SNAPSHOT_COLUMNS.entries()) {
      for (const wrong of wrongFor(penRow()[column])) {
        const row = penRow();
        row[column] = wrong;
        if (!zodAccepts(row)) expect(isSnapshotRow(row), `${name} = ${JSON.stringify(wrong)}`).toBe(false);
      }
    }
  });

  it("rejects a value of the wrong type in any variant's field whenever the schema does", () => {
    for (const [field, name] of VARIANT_FIELDS.entries()) {
      for (const wrong of wrongFor((penRow()[14] as unknown[][])[1]![field])) {
        const row = penRow();
        (row[14] as unknown[][])[1]![field] = wrong;
        if (!zodAccepts(row)) expect(isSnapshotRow(row), `variant ${name} = ${JSON.stringify(wrong)}`).toBe(false);
      }
    }
  });

  it('rejects rows of the wrong length, a row without variants and a non-row', () => {
    const short = penRow().slice(0, -1);
    const long = [...penRow(), 'extra'];
    const noVariants = penRow();
    noVariants[14] = [];
    const shortVariant = penRow();
    (shortVariant[14] as unknown[][])[0] = (shortVariant[14] as unknown[][])[0]!.slice(0, -1);
    for (const row of [short, long, noVariants, shortVariant, null, 'row', {}]) {
      expect(zodAccepts(row)).toBe(false);
      expect(isSnapshotRow(row)).toBe(false);
    }
  });
});

describe('the country of origin in a snapshot row (issue 45)', () => {
  const roundTrip = (row: unknown[]) => {
    if (!isSnapshotRow(row)) throw new Error('not a row');
    return toProductView(productDocOfRow(row).doc, { _id: 'writing', name: 'Writing' }, () => 0).countryOfOrigin;
  };

  it("when a product names its country, then the device's product from the row says it", () => {
    const row = penRow({ countryOfOrigin: 'Japan' });
    expect(row[SNAPSHOT_COLUMNS.indexOf('countryOfOrigin')]).toBe('Japan');
    expect(zodAccepts(row)).toBe(true);
    expect(roundTrip(row)).toBe('Japan');
  });

  it('when a product document has none (written before issue 45), then the row and the product say India', () => {
    const row = penRow();
    expect(row.at(-1)).toBe('India');
    expect(roundTrip(row)).toBe('India');
  });

  it('when an answer cached before issue 45 has no country, then it reads as India', () => {
    const doc = ProductDocSchema.parse({
      _id: 'ink',
      type: 'product',
      schemaVersion: 1,
      name: 'Ink',
      category: 'writing',
      images: { mainImage: 'ink.webp' },
      price: 10,
      createdAt: at,
      updatedAt: at,
    });
    const { countryOfOrigin: _gone, ...old } = toProductView(doc, null, () => 1);
    expect(ProductSchema.parse(old).countryOfOrigin).toBe('India');
  });

  it('when the country is empty or missing (a format 2 row), then both checks refuse the row', () => {
    const empty = penRow();
    empty[15] = '';
    const format2 = penRow().slice(0, 15);
    for (const row of [empty, format2]) {
      expect(zodAccepts(row)).toBe(false);
      expect(isSnapshotRow(row)).toBe(false);
    }
  });
});
