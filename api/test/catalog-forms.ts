/** Multipart helpers for the catalogue tests: real images made by sharp, and form posts. */
import sharp from 'sharp';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type ApiResponse, type TestStore } from './harness.js';

/** A real PNG (or another format) of the given size, drawn by sharp. */
export function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', size = 64, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

export type FormValue = string | number | boolean | { file: Buffer; name: string; type?: string };

/** Sends a multipart form (fields in order; arrays become repeated fields). */
export async function sendForm(
  t: TestStore,
  method: string,
  path: string,
  fields: Record<string, FormValue | FormValue[]>,
  token?: string,
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'object') form.append(key, new Blob([new Uint8Array(v.file)], { type: v.type ?? 'image/png' }), v.name);
      else form.append(key, String(v));
    }
  }
  return t.api(method, path, { rawBody: form, token });
}

/** Fetches an uploaded file by its public URL path. */
export async function fetchUpload(t: TestStore, urlPath: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(`${t.url}${urlPath}`);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

/** Where the admin's product form tests start: a store with no products and one category, an admin's token, a PNG for the form. */
export interface FormStore {
  t: TestStore;
  admin: string;
  png: Buffer;
}

export async function startFormStore(category = { _id: 'writing', name: 'Writing Instruments' }): Promise<FormStore> {
  const t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [], [category]);
  return { t, admin: tokenFor(t, { role: 'admin', name: 'Store Admin' }), png: await makeImage('png', 40) };
}
