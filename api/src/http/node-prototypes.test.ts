import express, { type Express } from 'express';
import { IncomingMessage, ServerResponse, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useNodePrototypes } from './node-prototypes.js';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** Serves `app` on a real port, the way listen() in store.ts does. */
async function serve(app: Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An app whose one route tells what its request and response were made of, using Express's own methods. */
function probeApp(name: string): Express {
  const app = express();
  app.set('json spaces', name.length);
  app.set('query parser', 'simple');
  useNodePrototypes(app);
  app.get('/probe', (req, res) => {
    res.status(200).json({
      app: name,
      query: req.query,
      requestOnNodes: Object.getPrototypeOf(req) === IncomingMessage.prototype,
      responseOnNodes: Object.getPrototypeOf(res) === ServerResponse.prototype,
      sameApp: req.app === app && res.app === app,
      accepts: req.accepts(['text/html', 'application/json']),
    });
  });
  return app;
}

describe("Express on Node's own prototypes", () => {
  it("when an app answers, then its request and response keep Node's prototypes and Express's methods and settings still work", async () => {
    const url = await serve(probeApp('one'));
    const res = await fetch(`${url}/probe?size=a4&size=a5`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      app: 'one',
      query: { size: ['a4', 'a5'] },
      requestOnNodes: true,
      responseOnNodes: true,
      sameApp: true,
      accepts: 'application/json',
    });
    // 'json spaces' is this app's setting (3 for "one"), read through res.app.
    expect(text).toContain('\n   "app": "one"');
  });

  it('when two apps share a process, then each request sees its own app and that app’s settings', async () => {
    const [a, b] = await Promise.all([serve(probeApp('a')), serve(probeApp('bbbbb'))]);
    const [ta, tb] = await Promise.all([fetch(`${a}/probe`).then((r) => r.text()), fetch(`${b}/probe`).then((r) => r.text())]);
    expect(JSON.parse(ta)).toMatchObject({ app: 'a', sameApp: true });
    expect(JSON.parse(tb)).toMatchObject({ app: 'bbbbb', sameApp: true });
    expect(ta).toContain('\n "app": "a"');
    expect(tb).toContain('\n     "app": "bbbbb"');
  });
});
