/**
 * The HSN code each seeded category's invoices print (GST tariff headings). A category holds one
 * code, so a category of mixed goods carries the heading of most of what it sells; an owner edits
 * it in the category form. Every rate is 18: the checkout charges the spec's GST 18% on the amount
 * after the promo, and an invoice must add up to what was charged (docs/decisions/045).
 */
export const SEED_CATEGORY_TAX: Readonly<Record<string, { hsnCode: string; gstRate: 18 }>> = {
  // Pens, ball points, markers (pencils in it are 9609; the pens lead).
  writing: { hsnCode: '9608', gstRate: 18 },
  // Registers, notebooks, diaries, letter pads of paper.
  notebooks: { hsnCode: '4820', gstRate: 18 },
  // Artists' and students' colours (sets, tubes, pastels); brushes are 9603.
  art: { hsnCode: '3213', gstRate: 18 },
  // Binder and paper clips, staples and fittings of base metal; scissors 8213, calculators 8470.
  office: { hsnCode: '8305', gstRate: 18 },
  // Erasers, rulers, tapes, geometry boxes: office and school articles of plastics.
  school: { hsnCode: '3926', gstRate: 18 },
  // Storage boxes, file folders, letter trays of plastics.
  organization: { hsnCode: '3926', gstRate: 18 },
  // Desk trays, pen stands and similar office equipment of base metal.
  'desk-accessories': { hsnCode: '8304', gstRate: 18 },
  // Pen gift sets lead the gifts.
  gifts: { hsnCode: '9608', gstRate: 18 },
};

/** A seeded category's HSN code and rate; a category added to the catalogue without one fails the seed's test. */
export function seedCategoryTax(slug: string): { hsnCode?: string; gstRate: 18 } {
  return SEED_CATEGORY_TAX[slug] ?? { gstRate: 18 };
}
