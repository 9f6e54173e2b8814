import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@store/shared';
import { ApiError, apiFetch, lazySchemas } from './api-client.js';

/** A server that answers every request with `body` and `status`. */
function answer(body: unknown, status = 200) {
  const fake = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fake);
  return fake;
}
const CountSchema = z.object({ count: z.number() });
const countSchema = async () => CountSchema;

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('when the envelope holds data of the right shape, then the parsed data is returned', async () => {
    answer({ success: true, data: { count: 3, extra: 'dropped' } });
    await expect(apiFetch('/count', { schema: countSchema })).resolves.toEqual({ count: 3 });
  });

  it('when the data has the wrong shape, then it is refused with the invalid-response message', async () => {
    answer({ success: true, data: { count: 'three' } });
    const refused = apiFetch('/count', { schema: countSchema });
    await expect(refused).rejects.toThrow(MESSAGES.invalidResponse);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
  });

  it('when the answer is not an envelope, then it is refused with the invalid-response message', async () => {
    answer({ count: 3 });
    await expect(apiFetch('/count', { schema: countSchema })).rejects.toThrow(MESSAGES.invalidResponse);
  });

  it("when the server refuses with a message, then the error carries the server's message and status", async () => {
    answer({ success: false, message: 'Product not found' }, 404);
    await expect(apiFetch('/count', { schema: countSchema })).rejects.toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('when the server refuses without a message, then the error says which HTTP status it was', async () => {
    answer('nope', 500);
    await expect(apiFetch('/count', { schema: countSchema })).rejects.toMatchObject({ status: 500, message: MESSAGES.httpError(500) });
  });

  it('when it is called, then the schema starts loading before the answer has arrived', async () => {
    let release!: () => void;
    vi.stubGlobal(
      'fetch',
      () => new Promise<Response>((resolve) => (release = () => resolve(Response.json({ success: true, data: { count: 1 } })))),
    );
    const load = vi.fn(countSchema);
    const call = apiFetch('/count', { schema: load });
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await expect(call).resolves.toEqual({ count: 1 });
  });

  it('when the server cannot be reached, then the network error is thrown and a failing schema load is not left unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/count', { schema: async () => Promise.reject(new Error('chunk failed')) })).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('lazySchemas', () => {
  it('when a schema is named, then it is read from the loaded module only when asked for', async () => {
    const load = vi.fn(async () => ({ CountSchema }));
    const schemaOf = lazySchemas(load);
    const loader = schemaOf('CountSchema');
    expect(load).not.toHaveBeenCalled();
    await expect(loader()).resolves.toBe(CountSchema);
  });
});
