import { describe, expect, it } from 'vitest';
import { isSnapshotRow, SnapshotRowSchema, SNAPSHOT_COLUMNS, toSnapshotRow, VARIANT_FIELDS } from './catalog-snapshot.js';
import { ProductDocSchema } from './product.js';
import { toProductView } from './product-view.js';

const at = '2025-01-01T00:00:00.000Z';

/** A pen with two options, one variant with its own images, as the api would row it. */
function penRow(): unknown[] {
  const doc = ProductDocSchema.parse({
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
