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
});
