/** What the admin stories (admin-store.spec.ts) set up through the api: real PNG images and products made with the admin's form. */
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';

/** A real PNG of one colour (the store checks images by their bytes). */
export function png(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const imageFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(16, rgb) });

/** The store's first category (id and name), as the admin's category select lists it. */
export async function firstCategory(request: APIRequestContext): Promise<{ _id: string; name: string }> {
  const res = await request.get('/api/categories');
  const body = (await res.json()) as { data: Array<{ _id: string; name: string }> };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!;
}

/** Creates a product through the admin's multipart form (POST /api/products) and answers its id. */
export async function createProduct(
  request: APIRequestContext,
  adminToken: string,
  fields: { name: string; brand: string; category: string; price: number; stock: number },
): Promise<string> {
  const res = await request.post('/api/products', {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      name: fields.name,
      brand: fields.brand,
      category: fields.category,
      price: String(fields.price),
      stock: String(fields.stock),
      mainImage: imageFile('main.png', [40, 90, 140]),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}
