import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore();
});
afterAll(() => t?.close());

describe('the api envelope', () => {
  it('when the api is asked for its health, then it answers success', async () => {
    const res = await t.api('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('when an unknown api path is asked for, then it answers 404 in the envelope', async () => {
    const res = await t.api('GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('/no-such-thing') });
  });

  it('when a body is malformed JSON, then it answers 400 without a stack trace', async () => {
    const res = await t.api('POST', '/health', { rawBody: '{"a":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Malformed JSON in request body.' });
  });

  it('when a body is larger than the limit, then it answers 413', async () => {
    const res = await t.api('POST', '/health', { body: { big: 'x'.repeat(200 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });
});
