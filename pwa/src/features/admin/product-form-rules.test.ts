import { describe, expect, it } from 'vitest';
import {
  addFeature,
  addImages,
  EMPTY_PRODUCT,
  RULES,
  toProductFormData,
  validateProductForm,
  type ProductFormValues,
} from './product-form-rules';

const image = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const valid: ProductFormValues = { ...EMPTY_PRODUCT, name: 'Gel Pen', price: '120', category: 'writing', mainImage: image('main.png') };

describe('the admin product form rules', () => {
  it('when every required field is there, then there is nothing to fix', () => {
    expect(validateProductForm(valid, { editing: false })).toEqual({});
  });

  it('when the main image is missing on create, then it is required; when editing, it is not', () => {
    const noImage = { ...valid, mainImage: null };
    expect(validateProductForm(noImage, { editing: false })).toEqual({ mainImage: RULES.mainImageRequired });
    expect(validateProductForm(noImage, { editing: true })).toEqual({});
  });

  it('when the price is negative, empty or not a number, then it says so; 0 is a price', () => {
    expect(validateProductForm({ ...valid, price: '-1' }, { editing: false }).price).toBe(RULES.priceNotNegative);
    expect(validateProductForm({ ...valid, price: '' }, { editing: false }).price).toBe(RULES.priceRequired);
    expect(validateProductForm({ ...valid, price: 'ten' }, { editing: false }).price).toBe(RULES.priceNotNumber);
    expect(validateProductForm({ ...valid, price: '0' }, { editing: false }).price).toBeUndefined();
  });

  it('when name and category are missing, then both are required', () => {
    expect(validateProductForm({ ...valid, name: '  ', category: '' }, { editing: true })).toEqual({
      name: RULES.nameRequired,
      category: RULES.categoryRequired,
    });
  });

  it('when a blank feature is added, then it is refused; a real one is added, a repeat is refused', () => {
    expect(addFeature([], '   ')).toEqual({ error: RULES.featureBlank });
    expect(addFeature([], ' Quick-dry ink ')).toEqual({ features: ['Quick-dry ink'] });
    expect(addFeature(['Quick-dry ink'], 'quick-dry ink')).toEqual({ error: RULES.featureDuplicate });
    expect(validateProductForm({ ...valid, features: ['ok', ' '] }, { editing: false }).features).toBe(RULES.featureBlank);
  });

  it('when a fourth additional image is chosen, then it is refused and the three stay', () => {
    const three = [image('a.png'), image('b.png'), image('c.png')];
    const added = addImages([], three);
    expect('images' in added && added.images).toHaveLength(3);
    expect(addImages(three, [image('d.png')])).toEqual({ error: RULES.tooManyImages });
    expect(validateProductForm({ ...valid, additionalImages: [...three, image('d.png')] }, { editing: false }).additionalImages).toBe(
      RULES.tooManyImages,
    );
  });

  it('when the form is sent, then it is the multipart payload the api reads', () => {
    const form = toProductFormData({
      ...valid,
      features: ['Smooth', 'Refillable'],
      bestSeller: true,
      additionalImages: [image('b.png'), image('c.png')],
    });
    expect(form.get('name')).toBe('Gel Pen');
    expect(form.get('features[0]')).toBe('Smooth');
    expect(form.get('features[1]')).toBe('Refillable');
    expect(form.get('price')).toBe('120');
    expect(form.get('category')).toBe('writing');
    expect(form.get('bestSeller')).toBe('true');
    expect((form.get('mainImage') as File).name).toBe('main.png');
    expect((form.get('image2') as File).name).toBe('b.png');
    expect((form.get('image3') as File).name).toBe('c.png');
    expect(form.get('image4')).toBeNull();
  });

  it('when the original price (MRP) is below the price or not a number, then it says so next to it; empty or equal is fine', () => {
    expect(validateProductForm({ ...valid, originalPrice: '100' }, { editing: false }).originalPrice).toBe(RULES.originalPriceBelowPrice);
    expect(validateProductForm({ ...valid, originalPrice: 'lots' }, { editing: false }).originalPrice).toBe(RULES.originalPriceNotNumber);
    expect(validateProductForm({ ...valid, originalPrice: '' }, { editing: false })).toEqual({});
    expect(validateProductForm({ ...valid, originalPrice: '120' }, { editing: false })).toEqual({});
    expect(validateProductForm({ ...valid, originalPrice: '150' }, { editing: false })).toEqual({});
  });

  it('when the starting stock is not a whole number of 0 or more, then it is refused on create; an edit does not ask for it', () => {
    for (const stock of ['-1', '2.5', '', 'ten', '1000001'])
      expect(validateProductForm({ ...valid, stock }, { editing: false }).stock, stock).toBe(RULES.stockNotWhole);
    expect(validateProductForm({ ...valid, stock: '25' }, { editing: false })).toEqual({});
    expect(validateProductForm({ ...valid, stock: '' }, { editing: true })).toEqual({});
  });

  it('when a new product is sent, then brand, MRP, badge, the flags and the starting stock go with it; an edit leaves stock to the inventory', () => {
    const values = { ...valid, brand: ' Lamy ', originalPrice: '150', badge: 'New', featured: true, stock: '25' };
    const created = toProductFormData(values);
    expect(created.get('brand')).toBe('Lamy');
    expect(created.get('originalPrice')).toBe('150');
    expect(created.get('badge')).toBe('New');
    expect(created.get('featured')).toBe('true');
    expect(created.get('bestSeller')).toBe('false');
    expect(created.get('stock')).toBe('25');
    const edited = toProductFormData(values, { editing: true });
    expect(edited.get('brand')).toBe('Lamy');
    expect(edited.get('stock')).toBeNull();
  });

  it('when the country of origin is blank or too long, then it is refused; a new product starts as made in India and the country is sent trimmed', () => {
    expect(validateProductForm({ ...valid, countryOfOrigin: '  ' }, { editing: false }).countryOfOrigin).toBe(RULES.countryRequired);
    expect(validateProductForm({ ...valid, countryOfOrigin: 'X'.repeat(61) }, { editing: false }).countryOfOrigin).toBe(
      RULES.countryTooLong,
    );
    expect(toProductFormData({ ...valid }).get('countryOfOrigin')).toBe('India');
    expect(toProductFormData({ ...valid, countryOfOrigin: ' Japan ' }, { editing: true }).get('countryOfOrigin')).toBe('Japan');
  });
});
