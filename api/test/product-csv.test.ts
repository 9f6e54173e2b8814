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
    expect(meta.fields).toEqual(['id', 'name', 'brand', 'category', 'price', 'mrp', 'stock', 'description', 'features']);
    expect(data.find((r) => r.id === 'fountain')).toMatchObject({
      name: 'Fountain Pen',
      category: 'Writing Instruments',
      price: '2500',
      mrp: '3000',
      stock: '12',
    });
    const trap = data.find((r) => r.id === 'trap')!;
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
      "The file's columns are wrong (missing brand, category, mrp, stock, description, features; unknown 'colour'). The columns are: id, name, brand, category, price, mrp, stock, description, features (id may be left out).",
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
    const row = (id: string) => rows.find((r) => r.id === id)!;
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
