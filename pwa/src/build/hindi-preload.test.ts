import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { hindiPreload, hindiPreloadScript } from './hindi-preload';
import { readStoredLanguage } from '../i18n/language';

const HREF = '/assets/hindi-catalogue-Ab12_x.js';

interface Device {
  stored?: string | null;
  languages?: string[];
  language?: string;
  storageRefuses?: boolean;
}

/** Runs the script as index.html does, on a device with this storage and these browser languages; the links it added. */
function runOn(device: Device): { rel: string; href: string }[] {
  const added: { rel: string; href: string }[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (device.storageRefuses) throw new Error('SecurityError');
      return key === 'language' ? (device.stored ?? null) : null;
    },
  };
  const navigator = { languages: device.languages, language: device.language ?? device.languages?.[0] ?? 'en-US' };
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => void added.push(link) },
  };
  new Function('localStorage', 'navigator', 'document', hindiPreloadScript(HREF))(localStorage, navigator, document);
  return added;
}

describe("index.html's Hindi preload", () => {
  it('when the device chose Hindi, or has no choice and the browser is set to Hindi, then the Hindi chunk is preloaded as a module', () => {
    expect(runOn({ stored: 'hi', languages: ['en-US'] })).toEqual([{ rel: 'modulepreload', href: HREF }]);
    expect(runOn({ languages: ['hi-IN', 'en'] })).toEqual([{ rel: 'modulepreload', href: HREF }]);
    expect(runOn({ languages: ['hi'] })).toEqual([{ rel: 'modulepreload', href: HREF }]);
    expect(runOn({ languages: undefined, language: 'HI-in' })).toEqual([{ rel: 'modulepreload', href: HREF }]);
  });

  it('when English was chosen, or the browser is set to another language, then nothing is preloaded', () => {
    expect(runOn({ stored: 'en', languages: ['hi-IN'] })).toEqual([]);
    expect(runOn({ languages: ['en-IN', 'hi'] })).toEqual([]);
    expect(runOn({ stored: 'fr', languages: ['ta-IN'] })).toEqual([]);
    expect(runOn({ languages: ['hil'] })).toEqual([]);
  });

  it('when storage refuses to be read, then the page goes on without a preload', () => {
    expect(runOn({ storageRefuses: true, languages: ['hi-IN'] })).toEqual([]);
  });

  it('when the app reads the same device, then it opens in the language the script preloaded for', () => {
    const cases: Device[] = [
      { stored: 'hi', languages: ['en-US'] },
      { stored: 'en', languages: ['hi-IN'] },
      { stored: null, languages: ['hi-IN'] },
      { stored: null, languages: ['en-GB'] },
      { stored: 'xx', languages: ['hi'] },
    ];
    const store = new Map<string, string>();
    const saved = Object.getOwnPropertyDescriptors(globalThis);
    try {
      for (const device of cases) {
        store.clear();
        if (device.stored) store.set('language', device.stored);
        Object.defineProperty(globalThis, 'localStorage', {
          configurable: true,
          value: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
        });
        Object.defineProperty(globalThis, 'navigator', {
          configurable: true,
          value: { languages: device.languages, language: device.languages?.[0] },
        });
        expect(readStoredLanguage(), JSON.stringify(device)).toBe(runOn(device).length > 0 ? 'hi' : 'en');
      }
    } finally {
      for (const key of ['localStorage', 'navigator'] as const) {
        const d = saved[key];
        if (d) Object.defineProperty(globalThis, key, d);
        else Reflect.deleteProperty(globalThis, key);
      }
    }
  });
});

describe('the hindi-preload build step', () => {
  const html = `<!doctype html>\n<html lang="en-IN">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <link rel="stylesheet" href="/assets/index-a.css">\n  </head>\n</html>`;
  const transform = (bundle: Record<string, unknown>) => {
    const hook = hindiPreload().transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
    return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
  };

  it('when the build has a Hindi chunk, then its script stands after the viewport and before the stylesheet', () => {
    const out = transform({ 'assets/index-a1.js': {}, 'assets/hindi-catalogue-Zz9_k.js': {} });
    const script = out.indexOf('<script>');
    expect(script).toBeGreaterThan(out.indexOf('name="viewport"'));
    expect(script).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(out).toContain(`<script>${hindiPreloadScript('/assets/hindi-catalogue-Zz9_k.js')}</script>`);
  });

  it('when the build has no Hindi chunk, then index.html is left as it was', () => {
    expect(transform({ 'assets/index-a1.js': {} })).toBe(html);
  });
});
