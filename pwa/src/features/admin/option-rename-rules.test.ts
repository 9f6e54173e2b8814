import { describe, expect, it } from 'vitest';
import { followOptionNames, renameOptionValue, RENAME_RULES } from './option-rename-rules';
import { rowsMatchOptions, toVariantsPayload, type OptionDraft, type VariantRow } from './product-variants-rules';

const colour: OptionDraft = { name: 'Colour', values: ['Blu', 'Black'] };
const nib: OptionDraft = { name: 'Nib', values: ['F', 'M'] };
const names = ['Colour', 'Nib'];
const row = (id: string, values: string[], more: Partial<VariantRow> = {}): VariantRow => ({
  key: id,
  id,
  sku: `SAF-${values.join('-')}`.toUpperCase(),
  values,
  price: '2650',
  originalPrice: '2800',
  stock: '0',
  currentStock: 7,
  image: { kind: 'existing', name: `${id}.webp`, url: `/uploads/products/${id}.webp` },
  ...more,
});
const rows = [row('v1', ['Blu', 'F']), row('v2', ['Blu', 'M']), row('v3', ['Black', 'F']), row('v4', ['Black', 'M'])];

describe('the product form: renaming an option value', () => {
  it('when the owner renames Blu to Blue, then every Blu row is Blue and keeps its id, SKU, prices, stock and picture; the others are untouched', () => {
    const r = renameOptionValue([colour, nib], rows, names, { option: 0, value: 0 }, ' Blue ');
    if ('error' in r) throw new Error(r.error);
    expect(r.options).toEqual([{ name: 'Colour', values: ['Blue', 'Black'] }, nib]);
    expect(r.rows.map((x) => x.values)).toEqual([
      ['Blue', 'F'],
      ['Blue', 'M'],
      ['Black', 'F'],
      ['Black', 'M'],
    ]);
    rows.forEach((before, i) => {
      const { values: _values, ...kept } = r.rows[i]!;
      const { values: _was, ...was } = before;
      expect(kept).toEqual(was);
    });
    expect(r.rows[2]).toBe(rows[2]);
    // Nothing to generate again: the rows still match the options, and the form sends the same ids.
    expect(rowsMatchOptions(r.options, r.rows, names)).toBe(true);
    const sent = JSON.parse(toVariantsPayload(r.options, r.rows).variants) as Array<{
      id: string;
      sku: string;
      values: string[];
      image: string;
    }>;
    expect(sent.map((v) => [v.id, v.sku, v.values.join('·'), v.image])).toEqual([
      ['v1', 'SAF-BLU-F', 'Blue·F', 'v1.webp'],
      ['v2', 'SAF-BLU-M', 'Blue·M', 'v2.webp'],
      ['v3', 'SAF-BLACK-F', 'Black·F', 'v3.webp'],
      ['v4', 'SAF-BLACK-M', 'Black·M', 'v4.webp'],
    ]);
  });

  it('when a value of the second option is renamed, then its own column changes; a new row not saved yet keeps its typed stock and is keyed by its new values', () => {
    const fresh: VariantRow = { ...row('x', ['Black', 'M']), key: 'new:black\u0001m', id: undefined, sku: '', stock: '12' };
    const r = renameOptionValue([colour, nib], [rows[0]!, fresh], names, { option: 1, value: 1 }, 'Medium');
    if ('error' in r) throw new Error(r.error);
    expect(r.rows.map((x) => x.values)).toEqual([
      ['Blu', 'F'],
      ['Black', 'Medium'],
    ]);
    expect(r.rows[1]).toMatchObject({ stock: '12', price: '2650', key: 'new:black\u0001medium' });
  });

  it('when the new name is one the option already has, blank, a comma list or too long, then it is refused with the reason and nothing changes', () => {
    const at = { option: 0, value: 0 };
    expect(renameOptionValue([colour, nib], rows, names, at, 'black')).toEqual({ error: RENAME_RULES.taken('Colour', 'Black') });
    expect(renameOptionValue([colour, nib], rows, names, at, '   ')).toEqual({ error: RENAME_RULES.blank });
    expect(renameOptionValue([colour, nib], rows, names, at, 'Blue, Navy')).toEqual({ error: RENAME_RULES.comma });
    expect(renameOptionValue([colour, nib], rows, names, at, 'B'.repeat(41))).toEqual({
      error: 'An option value is at most 40 characters',
    });
    // Its own spelling with other capitals is a renaming (blu → BLU), not a repeat.
    const r = renameOptionValue([colour, nib], rows, names, at, 'BLU');
    expect('rows' in r && r.rows[0]!.values).toEqual(['BLU', 'F']);
  });

  it('when the owner renames an option itself, then the rows follow its name and still match the options', () => {
    const renamed = [{ ...colour, name: 'Finish' }, nib];
    const followed = followOptionNames([colour, nib], renamed, names);
    expect(followed).toEqual(['Finish', 'Nib']);
    expect(rowsMatchOptions(renamed, rows, followed)).toBe(true);
    // Typed letter by letter, through a blank name, it still follows.
    const blank = followOptionNames([colour, nib], [{ ...colour, name: '' }, nib], names);
    expect(followOptionNames([{ ...colour, name: '' }, nib], [{ ...colour, name: 'F' }, nib], blank)).toEqual(['F', 'Nib']);
    // Adding or removing an option is not a renaming: the variants are generated again.
    expect(followOptionNames([colour, nib], [colour], names)).toEqual(names);
  });
});
