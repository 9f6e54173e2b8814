/**
 * The yardstick: a bare node:http server, in its own process, answering every request with
 * bytes captured from the api. Run as a script: `tsx bare-server.ts <responses.json> <mode>`:
 * `same-bytes` sends the api's headers with the body (the same bytes as the api), `body-only`
 * the body with Content-Type and Content-Length alone.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, mode = 'same-bytes'] = process.argv.slice(2);
if (!file || (mode !== 'same-bytes' && mode !== 'body-only')) throw new Error('usage: bare-server.ts responses.json same-bytes|body-only');
const responses = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { body: string; headers: string[] }>;
const table = new Map(
  Object.entries(responses).map(([p, r]) => {
    const body = Buffer.from(r.body, 'base64');
    const type = r.headers[r.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-type') + 1] ?? 'application/json';
    const headers =
      mode === 'same-bytes'
        ? [...r.headers, 'content-length', String(body.length)]
        : ['content-type', type, 'content-length', String(body.length)];
    return [p, { body, headers }];
  }),
);

const server = createServer((req, res) => {
  const hit = table.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, hit.headers);
  res.end(hit.body);
});
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`bare listening on http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
