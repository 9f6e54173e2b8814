import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './errors.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A real Express app whose one route fails with `error`, answered by the one error handler. */
async function answerFor(error: unknown): Promise<{ status: number; body: unknown; logged: unknown[] }> {
  const logged: unknown[] = [];
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler((_m, e) => logged.push(e)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  close = () => server.close();
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { status: res.status, body: await res.json(), logged };
}

describe('the one error exit', () => {
  it("when a library's error is meant for the client (http-errors with expose), then its 4xx and message go out, not a 500", async () => {
    const forbidden = Object.assign(new Error('Forbidden'), { status: 403, statusCode: 403, expose: true });
    expect(await answerFor(forbidden)).toEqual({ status: 403, body: { success: false, message: 'Forbidden' }, logged: [] });
  });

  it('when an error is not meant for the client, then 500 with the generic message, logged', async () => {
    const hidden = Object.assign(new Error('database password wrong'), { status: 403, expose: false });
    const res = await answerFor(hidden);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(res.logged).toEqual([hidden]);
  });
});
