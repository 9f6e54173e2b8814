/** The admin's bulk work: products and stock as CSV out, a product CSV in with a preview first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { ImportPreviewSchema } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { signUp } from './auth-helpers.js';

let t: TestStore;
let admin: string;
const HEADER = 'name,brand,category,price,mrp,stock,description,features';

const send = (path: string, csv: string, token: string | undefined = admin) =>
  t.api('POST', path, { ...(token ? { token } : {}), headers: { 'content-type': 'text/csv' }, rawBody: csv });

async function exported(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${admin}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [
      { _id: 'fountain', name: 'Fountain Pen', brand: 'Lamy', price: 2500, originalPrice: 3000, stock: 12, category: 'writing' },
      { _id: 'sketch', name: 'Sketch Book', brand: 'Camlin', price: 300, stock: 3, category: 'art' },
      { _id: 'trap', name: '=HYPERLINK("http://evil.example","click")', brand: '@brand', price: 10, stock: 1, category: 'art' },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'art', name: 'Art Supplies' },
    ],
  );
  admin = tokenFor(t, { userId: 'u_admin_csv', role: 'admin' });
});
afterAll(() => t?.close());

describe('GET /products/export and /inventory/export', () => {
  it('when an admin exports products, then a CSV with category names, MRP and stock comes, and formula cells are escaped', async () => {
    const res = await exported('/products/export');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/csv/);
    const { data, meta } = Papa.parse<Record<string, string>>(res.text, { header: true, skipEmptyLines: true });
    expect(meta.fields).toEqual([
      'handle',
      'name',
      'brand',
      'category',
      'option1 name',
      'option1 value',
      'option2 name',
      'option2 value',
      'option3 name',
      'option3 value',
      'sku',
      'price',
      'mrp',
      'stock',
      'description',
      'features',
    ]);
    expect(data.find((r) => r.handle === 'fountain')).toMatchObject({
      name: 'Fountain Pen',
      category: 'Writing Instruments',
      price: '2500',
      mrp: '3000',
      stock: '12',
    });
    const trap = data.find((r) => r.handle === 'trap')!;
    expect(trap.name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(trap.brand).toBe("'@brand");
  });

  it('when an admin exports stock, then a CSV of every product’s quantity, lowest first', async () => {
    const res = await exported('/inventory/export');
    expect(res.status).toBe(200);
    const { data } = Papa.parse<Record<string, string>>(res.text, { header: true, skipEmptyLines: true });
    expect(data.map((r) => [r.id, r.quantity])).toEqual([
      ['trap', '1'],
      ['sketch', '3'],
      ['fountain', '12'],
    ]);
  });

  it('when a shopper or a visitor asks for any CSV call, then 403 and 401, and nothing is read or written', async () => {
    const shopper = await signUp(t);
    for (const path of ['/products/export', '/inventory/export']) {
      expect((await t.api('GET', path, { token: shopper.token })).status).toBe(403);
      expect((await t.api('GET', path)).status).toBe(401);
    }
    for (const path of ['/products/import/preview', '/products/import']) {
      expect((await send(path, `${HEADER}\nX,Y,Art Supplies,1,,1,,`, shopper.token)).status).toBe(403);
      expect((await send(path, `${HEADER}\nX,Y,Art Supplies,1,,1,,`, '')).status).toBe(401);
    }
    expect(t.store.catalog.allProducts()).toHaveLength(3);
  });
});

describe('POST /products/import/preview', () => {
  it('when an admin previews a CSV, then each row is new, changed, unchanged or refused with its reason, and nothing is written', async () => {
    const csv = [
      HEADER,
      'Gel Pen Set,Pilot,Writing Instruments,250,300,40,Smooth gel ink,Pack of 5|Quick-drying',
      'Fountain Pen,Lamy,writing,2400,3000,12,A fine thing.,', // price changes (category by id works too)
      'Sketch Book,Camlin,Art Supplies,300,,3,A fine thing.,', // the same as stored
      'Water Colours,Camel,Paints,200,,5,,', // no such category
      'Brush Set,Camel,Art Supplies,500,400,5,,', // MRP below price
      'Marker,Camel,Art Supplies,90,,5,"=HYPERLINK(""http://evil.example"",""x"")",', // formula
      'Gel Pen Set,Pilot,Writing Instruments,250,300,40,,', // a second row for the same new product
    ].join('\n');
    const res = await send('/products/import/preview', csv);
    expect(res.status, res.text).toBe(200);
    const preview = ImportPreviewSchema.parse(res.body.data);
    expect(preview.counts).toEqual({ new: 1, changed: 1, unchanged: 1, refused: 4 });
    const [gel, fountain, sketch, paints, brush, marker, again] = preview.rows;
    expect(gel).toMatchObject({ line: 2, status: 'new', name: 'Gel Pen Set' });
    expect(fountain).toMatchObject({ line: 3, status: 'changed', productId: 'fountain', changes: ['price'] });
    expect(sketch).toMatchObject({ status: 'unchanged', productId: 'sketch' });
    expect(paints).toMatchObject({
      status: 'refused',
      errors: { category: "Category 'Paints' does not exist. Use a category's name from the store." },
    });
    expect(brush).toMatchObject({ status: 'refused', errors: { mrp: 'Original price must not be below the price' } });
    expect(marker!.status).toBe('refused');
    expect(marker!.errors!.description).toMatch(/starts with '=': a cell a spreadsheet would run as a formula is not accepted/);
    expect(again).toMatchObject({ status: 'refused', reason: 'Line 2 already sets this product.' });
    expect(t.store.catalog.allProducts()).toHaveLength(3);
    expect(t.store.catalog.getProductDoc('fountain')!.price).toBe(2500);
  });

  it('when the file is wrong, then a 4xx says how: wrong columns, no rows, not CSV, too large', async () => {
    const wrong = await send('/products/import/preview', 'name,colour,price\nPen,blue,10');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      "The file's columns are wrong (missing handle, category; unknown 'colour'). The columns are: handle, name, brand, category, option1 name, option1 value, option2 name, option2 value, option3 name, option3 value, sku, price, mrp, stock, description, features (one row per variant, rows of one product sharing its handle; brand, options, sku, mrp, stock, description and features may be left out). A file of the older columns (id, name, brand, category, price, mrp, stock, description, features; id may be left out) is read too.",
    );
    const legacyWrong = await send('/products/import/preview', 'id,name,price\np1,Pen,10');
    expect(legacyWrong.body.message).toMatch(
      /^The file's columns are wrong \(missing brand, category, mrp, stock, description, features\)/,
    );
    const empty = await send('/products/import/preview', '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/The file was empty/);
    const headerOnly = await send('/products/import/preview', HEADER);
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.message).toMatch(/no product rows/);
    const json = await t.api('POST', '/products/import/preview', { token: admin, body: { csv: HEADER } });
    expect(json.status).toBe(400);
    const huge = await send('/products/import/preview', `${HEADER}\n${'x'.repeat(50 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The file is too large: a product CSV may be at most 10 MB (about 10,000 products).');
  });
});

describe('POST /products/import', () => {
  it('when all-or-nothing is asked and a row is refused, then 409 and nothing is written', async () => {
    const csv = [HEADER, 'Ink Bottle,Parker,Writing Instruments,150,,10,,', 'Bad Row,Parker,Writing Instruments,-5,,1,,'].join('\n');
    const res = await send('/products/import?allOrNothing=true', csv);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('1 of 2 rows are refused, so nothing was imported. Correct them, or import the valid rows only.');
    expect(t.store.catalog.allProducts().some((p) => p.name === 'Ink Bottle')).toBe(false);
    expect((await send('/products/import?allOrNothing=maybe', csv)).status).toBe(400);
  });

  it('when an admin imports, then the valid rows are written (brand, MRP, stock through the stock module) and the refused ones are not', async () => {
    const csv = [
      HEADER,
      'Ink Bottle,Parker,Writing Instruments,150,200,10,Blue-black ink,50 ml|Glass bottle',
      'Fountain Pen,Lamy,Writing Instruments,2400,3000,7,A fine thing.,',
      'Bad Row,Parker,Writing Instruments,-5,,1,,',
    ].join('\n');
    const res = await send('/products/import', csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Imported: 1 new, 1 changed, 1 refused.');
    const result = ImportPreviewSchema.parse(res.body.data);
    const inkId = result.rows[0]!.productId!;
    expect(inkId).toMatch(/^p_/);

    const ink = await t.api('GET', `/products/${inkId}`);
    expect(ink.status).toBe(200);
    expect(ink.body.data).toMatchObject({
      name: 'Ink Bottle',
      brand: 'Parker',
      price: 150,
      originalPrice: 200,
      discount: 25,
      stock: 10,
      features: ['50 ml', 'Glass bottle'],
    });
    expect(ink.body.data.category).toEqual({ _id: 'writing', name: 'Writing Instruments' });
    const inkStock = await t.api('GET', `/inventory/${inkId}`);
    expect(inkStock.body.data.quantity).toBe(10);
    expect(ink.body.data.imageUrls[0]).toMatch(/imported-product\.webp$/);
    expect((await fetch(`${t.url}${ink.body.data.imageUrls[0]}`)).status).toBe(200);

    const fountain = await t.api('GET', '/products/fountain');
    expect(fountain.body.data).toMatchObject({ price: 2400, stock: 7 });
    expect(t.store.catalog.allProducts().some((p) => p.name === 'Bad Row')).toBe(false);

    // The same file again changes nothing more.
    const again = ImportPreviewSchema.parse((await send('/products/import/preview', csv)).body.data);
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 2, refused: 1 });
  });

  it('when the export is imported back, then every row is unchanged (escaped cells read back as they were)', async () => {
    const res = await exported('/products/export');
    const preview = await send('/products/import/preview', res.text);
    expect(preview.status, preview.text).toBe(200);
    const parsed = ImportPreviewSchema.parse(preview.body.data);
    expect(parsed.counts.unchanged).toBe(parsed.rows.length);
  });
});

describe('formula cells that span lines', () => {
  // OWASP's CSV injection example, broken over two lines as a spreadsheet keeps it in one cell.
  const LINK = '=HYPERLINK("http://evil.example/x",\r\n"Open")';

  it('when a name, description or feature is a formula with a line break, then both exports write it as text, and it imports back unchanged', async () => {
    await insertCatalog(t, [
      { _id: 'ml-name', name: LINK, category: 'art', stock: 0 },
      { _id: 'ml-desc', name: 'Plain Pad', description: LINK, category: 'art', stock: 0 },
      { _id: 'ml-feat', name: 'Plain Ink', features: [LINK, 'Blue'], category: 'art', stock: 0 },
      { _id: 'ml-tab', name: 'Tab Pad', description: '\t=1+1\nsecond line', features: ['\r=2+2'], category: 'art', stock: 0 },
    ]);
    const products = await exported('/products/export');
    // The raw file: the escaped cell is quoted, its quotes doubled, its line break kept.
    expect(products.text).toContain(`"'=HYPERLINK(""http://evil.example/x"",\r\n""Open"")"`);
    expect(products.text).not.toMatch(/(^|,)"=HYPERLINK/m);
    const rows = Papa.parse<Record<string, string>>(products.text, { header: true, skipEmptyLines: true }).data;
    const row = (id: string) => rows.find((r) => r.handle === id)!;
    expect(row('ml-name').name).toBe(`'${LINK}`);
    expect(row('ml-desc').description).toBe(`'${LINK}`);
    expect(row('ml-feat').features).toBe(`'${LINK} | Blue`);
    expect(row('ml-tab').description).toBe(`'\t=1+1\nsecond line`);
    expect(row('ml-tab').features).toBe(`'\r=2+2`);

    const stock = await exported('/inventory/export');
    const stockRows = Papa.parse<Record<string, string>>(stock.text, { header: true, skipEmptyLines: true }).data;
    expect(stockRows.find((r) => r.id === 'ml-name')!.name).toBe(`'${LINK}`);
    expect(stock.text).not.toMatch(/(^|,)"=HYPERLINK/m);

    // '=… reads back as the text =…: the three rows are unchanged (tab-led cells are trimmed by the form's rules).
    const preview = ImportPreviewSchema.parse((await send('/products/import/preview', products.text)).body.data);
    for (const id of ['ml-name', 'ml-desc', 'ml-feat'])
      expect(
        preview.rows.find((r) => r.productId === id),
        id,
      ).toMatchObject({ status: 'unchanged' });
  });
});

describe('one row per variant, grouped by handle (issue 43)', () => {
  const V_HEADER =
    'handle,name,brand,category,option1 name,option1 value,option2 name,option2 value,option3 name,option3 value,sku,price,mrp,stock,description,features';
  type Row = Record<string, string>;
  type Variant = { id: string; sku: string; values: string[]; price: number; stock: number };
  let pen: { _id: string; variants: Variant[] };

  beforeAll(async () => {
    await insertCatalog(
      t,
      [{ _id: 'safari', name: 'Safari Fountain Pen', brand: 'Lamy', price: 2450, stock: 1, category: 'writing' }],
      [{ _id: 'writing', name: 'Writing Instruments' }],
    );
    const variants = ['Charcoal', 'Blue'].flatMap((colour, c) =>
      ['F', 'M'].map((nib, n) => ({
        sku: `SAF-${colour.slice(0, 2).toUpperCase()}-${nib}`,
        values: [colour, nib],
        price: 2450 + n * 100,
        originalPrice: 2950,
        stock: 10 * c + n + 1,
      })),
    );
    const res = await t.api('PUT', '/products/safari', {
      token: admin,
      body: {
        name: 'Safari Fountain Pen',
        brand: 'Lamy',
        category: 'writing',
        description: 'A sturdy pen.',
        options: [
          { name: 'Colour', values: ['Charcoal', 'Blue'] },
          { name: 'Nib', values: ['F', 'M'] },
        ],
        variants,
      },
    });
    expect(res.status, res.text).toBe(200);
    pen = res.body.data;
  });

  const rowsOf = (text: string) => Papa.parse<Row>(text, { header: true, skipEmptyLines: true }).data;
  const csvOf = (rows: Row[]) => Papa.unparse(rows, { columns: V_HEADER.split(',') });

  it('when an admin exports, then each variant is a row under the product’s handle, the product’s own fields on its first row', async () => {
    const rows = rowsOf((await exported('/products/export')).text).filter((r) => r.handle === 'safari');
    expect(rows.map((r) => [r['option1 value'], r['option2 value'], r.sku, r.price, r.stock])).toEqual([
      ['Charcoal', 'F', 'SAF-CH-F', '2450', '1'],
      ['Charcoal', 'M', 'SAF-CH-M', '2550', '2'],
      ['Blue', 'F', 'SAF-BL-F', '2450', '11'],
      ['Blue', 'M', 'SAF-BL-M', '2550', '12'],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Safari Fountain Pen',
      brand: 'Lamy',
      category: 'Writing Instruments',
      'option1 name': 'Colour',
      'option2 name': 'Nib',
    });
    expect(rows[1]).toMatchObject({ name: '', brand: '', 'option1 name': '', description: '' });
    const stock = rowsOf((await exported('/inventory/export')).text).filter((r) => r.name === 'Safari Fountain Pen');
    expect(stock.map((r) => [r.id, r.variant, r.sku, r.quantity])).toEqual(
      pen.variants.map((v) => [v.id, v.values.join(' · '), v.sku, String(v.stock)]),
    );
  });

  it('when the export comes back with one variant’s price and stock edited, then only that row changes, and only that variant after the import', async () => {
    const rows = rowsOf((await exported('/products/export')).text);
    const blueM = rows.find((r) => r.sku === 'SAF-BL-M')!;
    blueM.price = '2600';
    blueM.stock = '30';
    const csv = csvOf(rows);
    const preview = ImportPreviewSchema.parse((await send('/products/import/preview', csv)).body.data);
    // (ml-tab's tab-led cells are trimmed by the form's rules: it is changed by any import, above.)
    const changed = preview.rows.filter((r) => r.status !== 'unchanged' && r.handle !== 'ml-tab');
    expect(changed).toEqual([
      expect.objectContaining({ status: 'changed', handle: 'safari', variant: 'Blue · M', changes: ['price', 'stock'] }),
    ]);
    const res = await send('/products/import?allOrNothing=true', csv);
    expect(res.status, res.text).toBe(200);
    const after = (await t.api('GET', '/products/safari')).body.data;
    expect(after.variants.map((v: Variant) => [v.id, v.price, v.stock])).toEqual(
      pen.variants.map((v) => [v.id, v.sku === 'SAF-BL-M' ? 2600 : v.price, v.sku === 'SAF-BL-M' ? 30 : v.stock]),
    );
    expect(after).toMatchObject({
      name: 'Safari Fountain Pen',
      description: 'A sturdy pen.',
      options: [{ name: 'Colour' }, { name: 'Nib' }],
    });
    // The same file again: nothing to do.
    expect(ImportPreviewSchema.parse((await send('/products/import/preview', csv)).body.data).counts.changed).toBe(0);
  });

  it('when a new product comes as rows of one handle, then it is made with its options, variants and each variant’s stock', async () => {
    const csv = [
      V_HEADER,
      'vista-pen,Vista Fountain Pen,Lamy,Writing Instruments,Colour,Clear,Nib,F,,,VIS-CL-F,1800,2100,4,See-through body,Demonstrator|Steel nib',
      'vista-pen,,,,,Clear,,M,,,VIS-CL-M,1800,2100,0,,',
      'vista-pen,,,,,Smoke,,F,,,VIS-SM-F,1900,,7,,',
    ].join('\n');
    const preview = ImportPreviewSchema.parse((await send('/products/import/preview', csv)).body.data);
    expect(preview.counts).toEqual({ new: 3, changed: 0, unchanged: 0, refused: 0 });
    const res = await send('/products/import', csv);
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.rows[0].productId as string;
    expect(res.body.data.rows.map((r: { productId: string }) => r.productId)).toEqual([id, id, id]);
    const made = (await t.api('GET', `/products/${id}`)).body.data;
    expect(made).toMatchObject({
      name: 'Vista Fountain Pen',
      features: ['Demonstrator', 'Steel nib'],
      options: [
        { name: 'Colour', values: ['Clear', 'Smoke'] },
        { name: 'Nib', values: ['F', 'M'] },
      ],
    });
    expect(made.variants.map((v: Variant) => [v.sku, v.values.join(' · '), v.price, v.stock])).toEqual([
      ['VIS-CL-F', 'Clear · F', 1800, 4],
      ['VIS-CL-M', 'Clear · M', 1800, 0],
      ['VIS-SM-F', 'Smoke · F', 1900, 7],
    ]);
  });

  it('when a row of a product is wrong, then all its rows are refused with the row at fault named, and all-or-nothing writes nothing', async () => {
    const csv = [
      V_HEADER,
      'gel-pens,Gel Pen,Pilot,Writing Instruments,Colour,Black,,,,,GEL-BK,30,,5,,',
      'gel-pens,,,,,,,,,,GEL-XX,30,,5,,',
      'gel-pens,,,,,Blue,,,,,GEL-BL,abc,,5,,',
      'other,Sticky Notes,Post-it,Art Supplies,,,,,,,SAF-CH-F,90,,5,,',
    ].join('\n');
    const preview = ImportPreviewSchema.parse((await send('/products/import/preview', csv)).body.data);
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 0, refused: 4 });
    const [black, blank, blue, notes] = preview.rows;
    expect(black).toMatchObject({ status: 'refused', reason: 'Line 3 of this product is refused, so its other rows are too.' });
    expect(blank!.errors).toEqual({ 'option1 value': 'An option value must not be blank' });
    expect(blue!.errors).toEqual({ price: 'must be a number' });
    expect(notes!.errors).toEqual({ sku: 'SKU SAF-CH-F is already used by Safari Fountain Pen (Charcoal · F)' });
    expect((await send('/products/import?allOrNothing=true', csv)).status).toBe(409);
    expect(t.store.catalog.allProducts().some((p) => p.name === 'Gel Pen' || p.name === 'Sticky Notes')).toBe(false);
  });

  it('when a variant’s row is left out, then the import removes that variant and its stock record, and says so first', async () => {
    const rows = rowsOf((await exported('/products/export')).text).filter((r) => r.handle === 'safari' && r.sku !== 'SAF-CH-M');
    const preview = ImportPreviewSchema.parse((await send('/products/import/preview', csvOf(rows))).body.data);
    expect(preview.rows[0]).toMatchObject({ status: 'changed', removedVariants: ['Charcoal · M'] });
    expect((await send('/products/import', csvOf(rows))).status).toBe(200);
    const removed = pen.variants.find((v) => v.sku === 'SAF-CH-M')!;
    expect(t.store.catalog.getProductDoc('safari')!.variants.map((v) => v.id)).not.toContain(removed.id);
    expect(await t.store.ctx.dbs.inventory.get(removed.id)).toBeNull();
  });

  it('when an old one-row-per-product file names a product with variants, then its default variant changes and the others stay', async () => {
    const before = (await t.api('GET', '/products/safari')).body.data;
    const csv = [
      HEADER.replace('name,', 'id,name,'),
      'safari,Safari Fountain Pen,Lamy,Writing Instruments,2400,2950,8,A sturdy pen.,',
    ].join('\n');
    const preview = ImportPreviewSchema.parse((await send('/products/import/preview', csv)).body.data);
    expect(preview.rows[0]).toMatchObject({ status: 'changed', variant: 'Charcoal · F', changes: ['price', 'stock'] });
    expect((await send('/products/import', csv)).status).toBe(200);
    const after = (await t.api('GET', '/products/safari')).body.data;
    expect(after.variants.map((v: Variant) => [v.id, v.price, v.stock])).toEqual(
      before.variants.map((v: Variant, i: number) => [v.id, i === 0 ? 2400 : v.price, i === 0 ? 8 : v.stock]),
    );
  });
});
