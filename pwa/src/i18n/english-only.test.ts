/** The admin area stays English (issue 46): inside EnglishOnly, t() is English whatever the shopper chose. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { installMemoryLocalStorage } from '../data/testing/memory-storage.js';
import { setLanguage } from './language.js';
import { EnglishOnly, useT } from './use-t.js';

installMemoryLocalStorage();
vi.stubGlobal('document', {
  documentElement: { lang: '' },
  visibilityState: 'visible',
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});
afterAll(() => vi.unstubAllGlobals());

function Home() {
  const t = useT();
  return createElement('span', null, t('Home'));
}

describe('English only', () => {
  it('when the shopper chose Hindi, then a screen says it in Hindi, and the same screen inside EnglishOnly in English', async () => {
    await setLanguage('hi', { toAccount: false });
    expect(renderToStaticMarkup(createElement(Home))).toBe('<span>होम</span>');
    expect(renderToStaticMarkup(createElement(EnglishOnly, null, createElement(Home)))).toBe('<span>Home</span>');
  });
});
