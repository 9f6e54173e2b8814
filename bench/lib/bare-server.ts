/**
 * The yardstick: a bare node:http server, in its own process, answering every request with
 * bytes captured from the api. Run as a script: `tsx bare-server.ts <file-with-responses.json>`.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts responses.json');
const responses = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { contentType: string; body: string; headers?: string[] }>;
const table = new Map(
  Object.entries(responses).map(([p, r]) => [p, { type: r.contentType, body: Buffer.from(r.body, 'base64'), headers: r.headers }]),
);

const server = createServer((req, res) => {
  const hit = table.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  // With the api's own headers when they were captured (BARE_WITH_API_HEADERS), else the least a JSON answer needs.
  if (hit.headers) res.writeHead(200, [...hit.headers, 'content-length', String(hit.body.length)]);
  else res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length });
  res.end(hit.body);
});
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`bare listening on http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
