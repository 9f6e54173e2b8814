import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressing the build', () => {
  it('when the build holds text files, then each gets a brotli and a gzip twin that decode to it, smaller than gzip at its default level', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Pen ${i % 37}` })))};`;
    writeFileSync(path.join(dir, 'assets', 'index-a1.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Inkwell</title>${'<p>Inkwell Stationery</p>'.repeat(100)}`);

    const files = precompressDir(dir);

    expect(files.map((f) => f.file).sort()).toEqual([path.join('assets', 'index-a1.js'), 'index.html']);
    const br = readFileSync(path.join(dir, 'assets', 'index-a1.js.br'));
    const gz = readFileSync(path.join(dir, 'assets', 'index-a1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gzipSync(script).length);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(script).length);
  });

  it('when a file is tiny, not text, or a twin already, then it is left alone', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'sw.js'), 'x'.repeat(4096));

    precompressDir(dir);
    precompressDir(dir);

    expect(existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'sw.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'sw.js.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'sw.js.gz.gz'))).toBe(false);
  });
});
