/**
 * The api as its own process, started the way main.ts starts it (serveApi), plus one request
 * path of the test's own: it answers, then fails with nobody awaiting the failure, which is
 * what a forgotten `await` in a real route does. Configured by the environment the test hands it.
 */
import type { RequestListener } from 'node:http';
import { parseEnv } from '../src/env.js';
import { serveApi } from '../src/serve.js';

export const FAILS_LATER_PATH = '/test/fails-after-answering';

const env = parseEnv(process.env);
if (!env.COUCHDB_URL) throw new Error('COUCHDB_URL is required');

const withFailingPath =
  (handler: RequestListener): RequestListener =>
  (req, res) => {
    if (req.url !== FAILS_LATER_PATH) return handler(req, res);
    res.end('answered');
    void Promise.resolve().then(() => {
      throw new Error('failed after answering');
    });
  };

const { url } = await serveApi(env, { couchUrl: env.COUCHDB_URL, handler: (store) => withFailingPath(store.handler) });
console.log(`api listening on ${url}`);
