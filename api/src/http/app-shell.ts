/**
 * The built index.html as the store serves it, with its render-blocking stylesheets
 * (`/assets/*.css`, content-hashed) inlined, and the hashes of its inline elements for the
 * Content-Security-Policy (security-headers.ts): the policy allows exactly these inline styles
 * and scripts and no other. The raw index.html (what the service worker precaches) holds a
 * subset of the same elements, so the one list serves it too. Read again whenever index.html
 * changes (a new build), else answered from memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Stylesheets up to this size are inlined into the shell; a larger one stays a link. A page
 * with its first answers must still arrive in TCP's first window (about 14 KB compressed): the
 * storefront's stylesheet (57 KB, 11 KB compressed) inlined took a product page to 16 KB, one
 * more round trip before the browser even saw the script (Lighthouse on a phone: product page
 * 97 -> 87). As a link it downloads beside the script, which the first paint waits for anyway.
 */
const INLINE_CSS_MAX_BYTES = 24 * 1024;

export interface ShellHashes {
  styles: readonly string[];
  scripts: readonly string[];
}

export interface AppShell {
  /** The shell's HTML; throws when the build is missing. */
  html(): string;
  /** CSP sources (`'sha256-…'`) of the shell's inline `<style>` and script elements; never throws. */
  hashes(): ShellHashes;
}

const NO_HASHES: ShellHashes = { styles: [], scripts: [] };
const sourceOf = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** Hashes of the inline elements a browser would check: `<style>`, and scripts that run (not JSON data blocks). */
export function inlineHashesOf(html: string): ShellHashes {
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => sourceOf(m[1] ?? ''));
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\ssrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs))
    .map((m) => sourceOf(m[2] ?? ''));
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] };
}

function inlineStylesheets(pwaDir: string, built: string): string {
  let html = built;
  for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    const href = /href="(\/assets\/[\w.-]+\.css)"/.exec(link)?.[1];
    if (!href) continue;
    let css: string;
    try {
      css = readFileSync(path.join(pwaDir, href), 'utf8');
    } catch {
      continue;
    }
    if (Buffer.byteLength(css) > INLINE_CSS_MAX_BYTES || css.includes('</style')) continue;
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

export function createAppShell(pwaDir: string): AppShell {
  const file = path.join(pwaDir, 'index.html');
  let cached: { mtimeMs: number; html: string; hashes: ShellHashes } | null = null;
  const current = () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = inlineStylesheets(pwaDir, readFileSync(file, 'utf8'));
      cached = { mtimeMs, html, hashes: inlineHashesOf(html) };
    }
    return cached;
  };
  return {
    html: () => current().html,
    hashes: () => {
      try {
        return current().hashes;
      } catch {
        return cached?.hashes ?? NO_HASHES;
      }
    },
  };
}
