/**
 * Sends a built file's precompressed twin, `x.js.br` or `x.js.gz`, written by the PWA's build
 * (pwa/src/build/precompress.ts; decision 052), when the browser accepts that encoding: brotli at
 * quality 11 made once at build time is 15 % smaller than what the `compression` middleware makes
 * on the fly (quality 4), and costs no CPU per answer. Everything else (a file without a twin, a
 * browser that accepts neither, a range request) falls through to `express.static` unchanged.
 *
 * The twins are listed once, when the app is made: a build is replaced by restarting the store.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** URL path → which encodings have a twin on disk. */
export function listTwins(dir: string): Map<string, Set<Encoding>> {
  const twins = new Map<string, Set<Encoding>>();
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const encoding = rel.endsWith('.br') ? 'br' : rel.endsWith('.gz') ? 'gzip' : null;
    if (!encoding) continue;
    const url = `/${rel.slice(0, -SUFFIX[encoding].length).split(path.sep).join('/')}`;
    const set = twins.get(url) ?? new Set<Encoding>();
    set.add(encoding);
    twins.set(url, set);
  }
  return twins;
}

/**
 * `setHeaders` is express.static's own (cache lifetimes, subresource headers), called with the
 * original file's path so the twin is cached and described as the file it stands for.
 */
export function precompressedFiles(dir: string, setHeaders: (res: Response, file: string) => void): RequestHandler {
  const twins = listTwins(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    let url: string;
    try {
      url = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const have = twins.get(url);
    if (!have) return next();
    res.vary('Accept-Encoding');
    // Brotli wherever the browser takes it at all (as the `compression` middleware prefers it), else gzip;
    // an encoding refused with q=0 is never sent.
    const chosen = (['br', 'gzip'] as const).find((e) => have.has(e) && req.acceptsEncodings(e) === e);
    if (!chosen) return next();
    const original = path.join(dir, url);
    // The type of the file it stands for; `send` keeps a Content-Type already set.
    res.type(path.extname(original));
    res.setHeader('Content-Encoding', chosen);
    setHeaders(res, original);
    res.sendFile(`${original}${SUFFIX[chosen]}`, { acceptRanges: false, dotfiles: 'deny' }, (err?: Error) => {
      if (!err) return;
      // Gone since the start (a build replaced under a running store): the original may still be there.
      if (!res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}
