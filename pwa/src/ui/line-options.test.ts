import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Order } from '@store/shared';
import { orderLineName } from '../data/account';
import { nameWithOptions, optionsText, productHref, variantOptionsText } from './line-options';
import { OrderLines } from './order-lines';

const pen = {
  options: [
    { name: 'Colour', values: ['Charcoal', 'Yellow'] },
    { name: 'Nib', values: ['F', 'M'] },
  ],
};

describe('how a line names its variant', () => {
  it("when a line is a variant with options, then it reads 'Colour: Charcoal · Nib: F' and links to the product with that variant chosen", () => {
    expect(variantOptionsText(pen, { values: ['Charcoal', 'F'] })).toBe('Colour: Charcoal · Nib: F');
    expect(productHref('p-safari', 'p-safari-yellow-f')).toBe('/product/p-safari?variant=p-safari-yellow-f');
    expect(
      nameWithOptions('Safari Fountain Pen', [
        { name: 'Colour', value: 'Yellow' },
        { name: 'Nib', value: 'F' },
      ]),
    ).toBe('Safari Fountain Pen (Yellow · F)');
  });

  it('when a product has no options, then the line says nothing more and its link has no variant', () => {
    expect(variantOptionsText({ options: [] }, { values: [] })).toBe('');
    expect(optionsText([])).toBe('');
    expect(productHref('p-gel', 'p-gel', false)).toBe('/product/p-gel');
    expect(nameWithOptions('Gel Pen', [])).toBe('Gel Pen');
  });
});

const order = (items: Order['items']) => ({
  items,
  itemsPrice: 7600,
  discount: 0,
  promoCode: null,
  shippingPrice: 0,
  taxPrice: 1368,
  totalPrice: 8968,
});
const render = (o: ReturnType<typeof order>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(OrderLines, { order: o })));

describe("an order's lines", () => {
  it('when an order holds two variants of one pen, then each line shows its options, its own picture and links to its variant', () => {
    const html = render(
      order([
        {
          product: { _id: 'p-safari', name: 'Safari Fountain Pen', mainImage: 'safari-charcoal.webp' },
          variant: {
            id: 'p-safari',
            sku: 'SAF-CH-F',
            options: [
              { name: 'Colour', value: 'Charcoal' },
              { name: 'Nib', value: 'F' },
            ],
          },
          quantity: 2,
          price: 2500,
        },
        {
          product: { _id: 'p-safari', name: 'Safari Fountain Pen', mainImage: 'safari-yellow.webp' },
          variant: {
            id: 'p-safari-yellow-m',
            sku: 'SAF-YE-M',
            options: [
              { name: 'Colour', value: 'Yellow' },
              { name: 'Nib', value: 'M' },
            ],
          },
          quantity: 1,
          price: 2600,
        },
      ]),
    );
    expect(html).toContain('Colour: Charcoal · Nib: F');
    expect(html).toContain('Colour: Yellow · Nib: M');
    expect(html).toContain('href="/product/p-safari?variant=p-safari"');
    expect(html).toContain('href="/product/p-safari?variant=p-safari-yellow-m"');
    expect(html).toContain('/uploads/products/safari-yellow.webp');
    expect(html).toContain('₹5,000');
  });

  it('when an order is from before variants (no variant on its items), then it shows as it did: name, quantity, price, a plain link', () => {
    const items = [{ product: { _id: 'p-gel', name: 'Gel Pen', mainImage: null }, quantity: 3, price: 60 }];
    const html = render(order(items));
    expect(html).toContain('Gel Pen');
    expect(html).toContain('href="/product/p-gel"');
    expect(html).not.toContain('line-options');
    expect(orderLineName(items[0]!)).toBe('Gel Pen');
    expect(orderLineName({ ...items[0]!, variant: { id: 'x', sku: '', options: [{ name: 'Colour', value: 'Blue' }] } })).toBe(
      'Gel Pen (Blue)',
    );
  });
});
