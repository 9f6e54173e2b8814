import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, toProductFormData, validateProductForm, type ProductFormValues } from './product-form-rules';
import {
  addOptionValues,
  combinationsOf,
  generateVariants,
  rowsMatchOptions,
  validateVariants,
  VARIANT_RULES,
  type OptionDraft,
  type VariantRow,
} from './product-variants-rules';

const colour: OptionDraft = { name: 'Colour', values: ['Charcoal', 'Blue', 'Red'] };
const nib: OptionDraft = { name: 'Nib', values: ['F', 'M', 'B'] };
const base = { price: '2500', originalPrice: '2800' };
const existing = (id: string, values: string[], more: Partial<VariantRow> = {}): VariantRow => ({
  key: id,
  id,
  sku: `SKU-${id}`,
  values,
  price: '2650',
  originalPrice: '',
  stock: '0',
  currentStock: 7,
  image: { kind: 'existing', name: `${id}.webp`, url: `/uploads/products/${id}.webp` },
  ...more,
});
const image = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('the product form: options', () => {
  it('when values are typed as a comma list, then each becomes a value; blanks are dropped and a repeat is refused', () => {
    expect(addOptionValues([], ' Charcoal, Blue ,, Red ')).toEqual({ values: ['Charcoal', 'Blue', 'Red'] });
    expect(addOptionValues(['Charcoal'], 'blue')).toEqual({ values: ['Charcoal', 'blue'] });
    expect(addOptionValues(['Charcoal'], ' , ')).toEqual({ error: VARIANT_RULES.valueBlank });
    expect(addOptionValues(['Charcoal'], 'Blue, charcoal')).toEqual({ error: `${VARIANT_RULES.valueRepeated}: charcoal` });
  });

  it('when two options of three values are combined, then there are nine variants, the first option varying slowest', () => {
    const combos = combinationsOf([colour, nib]);
    expect(combos).toHaveLength(9);
    expect(combos.slice(0, 4)).toEqual([
      ['Charcoal', 'F'],
      ['Charcoal', 'M'],
      ['Charcoal', 'B'],
      ['Blue', 'F'],
    ]);
  });
});

describe('the product form: Generate variants', () => {
  it('when a new product is generated, then every combination starts at the base price and MRP with stock 0 and no SKU', () => {
    const rows = generateVariants([colour, nib], [], [], base);
    expect(rows).toHaveLength(9);
    expect(
      rows.every((r) => r.id === undefined && r.price === '2500' && r.originalPrice === '2800' && r.stock === '0' && r.sku === ''),
    ).toBe(true);
    expect(new Set(rows.map((r) => r.key)).size).toBe(9);
  });

  it('when a value is added and the variants generated again, then the existing ones keep their id, SKU, prices, stock and image', () => {
    const before = [
      existing('pen-charcoal-f', ['Charcoal', 'F']),
      existing('pen-blue-m', ['Blue', 'M'], { price: '2700', originalPrice: '2900' }),
    ];
    const rows = generateVariants([colour, nib], before, ['Colour', 'Nib'], base);
    const blueM = rows.find((r) => r.values.join() === 'Blue,M')!;
    expect(blueM).toMatchObject({ id: 'pen-blue-m', sku: 'SKU-pen-blue-m', price: '2700', originalPrice: '2900', currentStock: 7 });
    expect(blueM.image).toEqual(before[1]!.image);
    expect(rows.find((r) => r.values.join() === 'Charcoal,F')!.id).toBe('pen-charcoal-f');
    // The new ones are new: no id, the SKU left for the owner; price and picture from a variant of the same colour.
    const charcoalM = rows.find((r) => r.values.join() === 'Charcoal,M')!;
    expect(charcoalM.id).toBeUndefined();
    expect(charcoalM).toMatchObject({ sku: '', price: '2650', stock: '0', image: before[0]!.image });
    // A red one shares nothing with them: the base price, no picture of its own.
    expect(rows.find((r) => r.values.join() === 'Red,B')).toMatchObject({ price: '2500', originalPrice: '2800', image: null });
    expect(rows.filter((r) => r.id)).toHaveLength(2);
  });

  it('when a value is matched in another case, then it is still the same variant', () => {
    const rows = generateVariants([colour], [existing('pen-blue', ['blue'])], ['colour'], base);
    expect(rows.find((r) => r.values[0] === 'Blue')!.id).toBe('pen-blue');
  });

  it('when a value is removed, then its variants go and the others stay as they were', () => {
    const before = [existing('pen-red', ['Red']), existing('pen-blue', ['Blue'])];
    const rows = generateVariants([{ name: 'Colour', values: ['Blue'] }], before, ['Colour'], base);
    expect(rows.map((r) => r.id)).toEqual(['pen-blue']);
  });

  it('when a simple product gains its first option, then its one variant (its id, so its stock) becomes the first combination', () => {
    const simple: VariantRow = {
      key: 'pen',
      id: 'pen',
      sku: '',
      values: [],
      price: '900',
      originalPrice: '1000',
      stock: '0',
      currentStock: 12,
      image: null,
    };
    const rows = generateVariants([colour], [simple], [], base);
    expect(rows.map((r) => r.id)).toEqual(['pen', undefined, undefined]);
    expect(rows[0]).toMatchObject({ values: ['Charcoal'], currentStock: 12 });
    expect(rows.slice(1).every((r) => r.price === '900' && r.originalPrice === '1000')).toBe(true);
  });

  it('when an option is added to variants that had one, then each keeps its id as the first of its colour', () => {
    const before = [existing('pen-charcoal', ['Charcoal']), existing('pen-blue', ['Blue'])];
    const rows = generateVariants([colour, nib], before, ['Colour'], base);
    expect(rows.filter((r) => r.id).map((r) => [r.id, r.values.join(' · ')])).toEqual([
      ['pen-charcoal', 'Charcoal · F'],
      ['pen-blue', 'Blue · F'],
    ]);
  });

  it('when the options change after generating, then the rows are no longer theirs until generated again', () => {
    const rows = generateVariants([colour], [], [], base);
    expect(rowsMatchOptions([colour], rows, ['Colour'])).toBe(true);
    expect(rowsMatchOptions([{ ...colour, values: ['Charcoal', 'Green'] }], rows, ['Colour'])).toBe(false);
    expect(rowsMatchOptions([colour, nib], rows, ['Colour'])).toBe(false);
  });
});

describe('the product form: the variants are checked with the shared schema messages', () => {
  const rows = () => generateVariants([colour, nib], [], [], base);

  it('when every variant is priced and the SKUs differ, then there is nothing to fix', () => {
    expect(validateVariants([colour, nib], rows())).toEqual({});
  });

  it('when a price is missing or negative, or the MRP below it, then it is said next to that variant', () => {
    const r = rows();
    r[0] = { ...r[0]!, price: '' };
    r[1] = { ...r[1]!, price: '-5' };
    r[2] = { ...r[2]!, price: '3000', originalPrice: '2800' };
    const errors = validateVariants([colour, nib], r);
    expect(errors['variants.0.price']).toBe('A variant needs a price');
    expect(errors['variants.1.price']).toBe('Price must be 0 or more');
    expect(errors['variants.2.originalPrice']).toBe('Original price must not be below the price');
  });

  it('when two variants share a SKU, then the second is refused with its SKU named', () => {
    const r = rows();
    r[0] = { ...r[0]!, sku: 'LAMY-SAF-CH-F' };
    r[4] = { ...r[4]!, sku: 'lamy-saf-ch-f' };
    expect(validateVariants([colour, nib], r)).toEqual({ 'variants.4.sku': 'SKU lamy-saf-ch-f is used twice' });
  });

  it('when a new variant has no starting stock or a fraction, then it is asked for; an existing variant is not', () => {
    const r = rows();
    r[0] = { ...r[0]!, stock: '' };
    r[1] = { ...r[1]!, stock: '2.5' };
    r[2] = { ...r[2]!, id: 'pen-x', stock: '' };
    const errors = validateVariants([colour, nib], r);
    expect(errors['variants.0.stock']).toBe(VARIANT_RULES.stockNotWhole);
    expect(errors['variants.1.stock']).toBe('Stock must be a whole number');
    expect(errors['variants.2.stock']).toBeUndefined();
  });

  it('when an option has no name, no values, a repeated value or two options share a name, then the option says so', () => {
    expect(validateVariants([{ name: ' ', values: [] }], [])).toMatchObject({
      'options.0.name': 'An option needs a name',
      'options.0.values': 'An option needs at least one value',
    });
    expect(validateVariants([{ name: 'Colour', values: ['Red', 'red'] }], [])['options.0.values']).toBe('An option lists a value twice');
    const twice = [colour, { ...nib, name: 'colour' }];
    expect(validateVariants(twice, generateVariants(twice, [], [], base)).options).toBe('Two options have the same name');
  });

  it('when there are four options, then three is the most', () => {
    const four = [colour, nib, { name: 'Size', values: ['A5'] }, { name: 'Pack', values: ['1'] }];
    expect(validateVariants(four, []).options).toBe(VARIANT_RULES.tooManyOptions);
  });
});

describe('the product form: what is sent', () => {
  const product: ProductFormValues = { ...EMPTY_PRODUCT, name: 'Lamy Safari', category: 'pens', mainImage: image('main.png') };

  it('when a product has options, then options and variants go as JSON text and new images as variantImages, named upload:<n>', () => {
    const blue = image('blue.png');
    const rows = generateVariants([colour], [existing('pen-charcoal', ['Charcoal'])], ['Colour'], base);
    rows[1] = { ...rows[1]!, image: { kind: 'file', file: blue }, sku: ' SAF-BL ' };
    rows[2] = { ...rows[2]!, image: { kind: 'file', file: blue }, stock: '4' };
    const form = toProductFormData({ ...product, options: [colour], variants: rows, variantNames: ['Colour'] });
    expect(JSON.parse(form.get('options') as string)).toEqual([colour]);
    expect(JSON.parse(form.get('variants') as string)).toEqual([
      { id: 'pen-charcoal', sku: 'SKU-pen-charcoal', values: ['Charcoal'], price: 2650, originalPrice: null, image: 'pen-charcoal.webp' },
      { sku: 'SAF-BL', values: ['Blue'], price: 2500, originalPrice: 2800, stock: 0, image: 'upload:0' },
      { sku: '', values: ['Red'], price: 2500, originalPrice: 2800, stock: 4, image: 'upload:0' },
    ]);
    expect(form.getAll('variantImages').map((f) => (f as File).name)).toEqual(['blue.png']);
    // The variants carry the prices and stock: the simple fields are not sent.
    expect(form.get('price')).toBeNull();
    expect(form.get('stock')).toBeNull();
  });

  it('when a product has no options, then it is sent as before, with no options or variants', () => {
    const form = toProductFormData({ ...product, price: '120', stock: '5' });
    expect(form.get('price')).toBe('120');
    expect(form.get('stock')).toBe('5');
    expect(form.get('options')).toBeNull();
    expect(form.get('variants')).toBeNull();
  });

  it('when a product loses its options, then its default variant stays, priced by the simple fields', () => {
    const form = toProductFormData(
      { ...product, price: '120', originalPrice: '' },
      { editing: true, withoutOptions: { id: 'pen-charcoal', sku: 'SAF-CH' } },
    );
    expect(form.get('options')).toBe('[]');
    expect(JSON.parse(form.get('variants') as string)).toEqual([
      { id: 'pen-charcoal', sku: 'SAF-CH', values: [], price: 120, originalPrice: null, image: null },
    ]);
  });

  it('when a product has options, then the form asks for no product price, and the variants must be generated for the options shown', () => {
    const rows = generateVariants([colour], [], [], base);
    const values = { ...product, price: '', options: [colour], variants: rows, variantNames: ['Colour'] };
    expect(validateProductForm(values, { editing: false })).toEqual({});
    const changed = { ...values, options: [{ ...colour, values: [...colour.values, 'Green'] }] };
    expect(validateProductForm(changed, { editing: false }).variants).toBe(VARIANT_RULES.notGenerated);
  });
});
