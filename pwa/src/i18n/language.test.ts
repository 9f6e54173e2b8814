/**
 * The language module: the choice kept on the device, `<html lang>` following it, the Hindi texts
 * loaded only for Hindi, the formats of each language, and the account carrying the choice,
 * against the real store (api + sync-server) as the write path's tests do.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@store/shared';
import { setApiOrigin } from '../lib/api-client.js';
import { installMemoryLocalStorage } from '../data/testing/memory-storage.js';
import { startStoreServer, type StoreServer } from '../data/testing/store-server.js';
import { getLanguageState, LANGUAGE_STORAGE_KEY, readStoredLanguage, setLanguage, startLanguage } from './language.js';
import { followAccountLanguage, languageAfterSignIn } from './account-language.js';
import { createTranslate } from './translate.js';

const storage = installMemoryLocalStorage();
const html = { lang: '' };
vi.stubGlobal('document', {
  documentElement: html,
  visibilityState: 'visible',
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

/** Waits (bounded) for what the store's answers make true. */
async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

describe('the choice on the device', () => {
  it('when nothing or something unknown is stored, then the store speaks English and <html lang> is en-IN', () => {
    expect(readStoredLanguage()).toBe('en');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('en');
    expect(startLanguage()).toBeNull();
    expect(html.lang).toBe('en-IN');
    expect(getLanguageState()).toEqual({ language: 'en', hindi: null });
  });

  it('when nothing is stored and the browser is set to Hindi, then the store opens in Hindi; a choice stored wins over the browser', () => {
    storage.removeItem(LANGUAGE_STORAGE_KEY);
    vi.stubGlobal('navigator', { languages: ['hi-IN', 'en-IN'], language: 'hi-IN' });
    try {
      expect(readStoredLanguage()).toBe('hi');
      storage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      expect(readStoredLanguage()).toBe('en');
      storage.removeItem(LANGUAGE_STORAGE_KEY);
      vi.stubGlobal('navigator', { languages: ['en-IN', 'hi'], language: 'en-IN' });
      expect(readStoredLanguage()).toBe('en');
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('document', {
        documentElement: html,
        visibilityState: 'visible',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      });
    }
  });

  it('when the shopper picks Hindi, then it is kept, <html lang> is hi, and the Hindi texts are there', async () => {
    await setLanguage('hi', { toAccount: false });
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(html.lang).toBe('hi');
    const t = createTranslate(getLanguageState().language, getLanguageState().hindi);
    expect(t('Home')).toBe('होम');
    expect(t.language).toBe('hi');
  });

  it('when the store starts again with Hindi stored, then it opens in Hindi; back to English, English is kept', async () => {
    html.lang = '';
    await startLanguage();
    expect(html.lang).toBe('hi');
    expect(getLanguageState().language).toBe('hi');
    await setLanguage('en', { toAccount: false });
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(html.lang).toBe('en-IN');
    expect(createTranslate(getLanguageState().language, getLanguageState().hindi)('Home')).toBe('Home');
  });
});

describe('the translator', () => {
  it('English is the text itself, with its values; Hindi is its Hindi, with the same values', async () => {
    const hindi = getLanguageState().hindi;
    expect(hindi).not.toBeNull();
    const en = createTranslate('en', hindi);
    const hi = createTranslate('hi', hindi);
    expect(en('Account of {name}', { name: 'Asha' })).toBe('Account of Asha');
    expect(hi('Account of {name}', { name: 'Asha' })).toBe('Asha का खाता');
    expect(en('A text with no Hindi yet' as never)).toBe('A text with no Hindi yet');
    expect(hi('A text with no Hindi yet' as never)).toBe('A text with no Hindi yet');
  });

  it('plurals follow each language’s rules (Hindi: 0 and 1 are "one"), counts in Indian grouping', () => {
    const hindi = getLanguageState().hindi;
    const forms = { one: 'Cart, {count} item', other: 'Cart, {count} items' } as const;
    const en = createTranslate('en', hindi);
    expect([0, 1, 2, 123456].map((n) => en.plural(n, forms))).toEqual([
      'Cart, 0 items',
      'Cart, 1 item',
      'Cart, 2 items',
      'Cart, 1,23,456 items',
    ]);
    expect(createTranslate('hi', hindi).plural(123456, forms)).toBe('कार्ट, 1,23,456 आइटम');
    expect(new Intl.PluralRules('hi-IN').select(0)).toBe('one');
  });

  it('dates are India time in both languages, written the Hindi way in Hindi', () => {
    const hindi = getLanguageState().hindi;
    // 20:00 UTC on the 27th is 01:30 on the 28th in India.
    const at = '2026-11-27T20:00:00Z';
    expect(createTranslate('en', hindi).date(at)).toBe('28 Nov 2026');
    expect(createTranslate('hi', hindi).date(at)).toBe('28 नवंबर 2026');
    expect(createTranslate('hi', hindi).dateTime(at)).toMatch(/^28 नवंबर 2026 .*1:30/);
    expect(createTranslate('hi', hindi).number(123456)).toBe('1,23,456');
  });

  it('messages are looked up by their English; catalogue words by their name, whatever the case', () => {
    const hi = createTranslate('hi', getLanguageState().hindi);
    expect(hi.message('Failed to add to cart')).toBe('कार्ट में नहीं जोड़ा जा सका');
    expect(hi.message('Failed to update profile: Name is required')).toBe('प्रोफ़ाइल अपडेट नहीं हो सकी: नाम भरना ज़रूरी है');
    expect(hi.word('option', 'colour')).toBe(hi.word('option', 'Colour'));
    expect(hi.word('category', 'A category with no Hindi name')).toBe('A category with no Hindi name');
    expect(createTranslate('en', getLanguageState().hindi).message('Failed to add to cart')).toBe('Failed to add to cart');
  });
});

describe('the account carries the language', () => {
  it('at a sign-in: the account’s language wins when it has one; an account without one takes the device’s', () => {
    expect(languageAfterSignIn({ language: 'hi' }, 'en')).toEqual({ adopt: 'hi' });
    expect(languageAfterSignIn({ language: 'en' }, 'en')).toBeNull();
    expect(languageAfterSignIn({}, 'hi')).toEqual({ save: 'hi' });
    expect(languageAfterSignIn({}, 'en')).toBeNull();
  });

  let server: StoreServer;
  beforeAll(async () => {
    // What the session's sign-in uses of a page: idle callbacks, and window.localStorage.
    vi.stubGlobal('window', {
      localStorage: storage,
      requestIdleCallback: (run: () => void) => setTimeout(run, 0),
      cancelIdleCallback: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    server = await startStoreServer([]);
    setApiOrigin(server.origin);
    followAccountLanguage();
  });
  afterAll(() => server?.stop());

  const accountLanguage = async (token: string) => ((await server.get('/auth/me', token)) as { user: User }).user.language;

  it('when a shopper with Hindi on the device signs in to an account without a language, then the account gets Hindi; switching saves too', async () => {
    const { signIn } = await import('../data/session.js');
    await setLanguage('hi', { toAccount: false });
    const { token } = await server.signUp('Asha');
    const { user } = (await server.get('/auth/me', token)) as { user: User };
    expect(user.language).toBeUndefined();
    await signIn(token, user);
    await until(async () => (await accountLanguage(token)) === 'hi', 'the account has Hindi');

    await setLanguage('en');
    await until(async () => (await accountLanguage(token)) === 'en', 'the account has English');
    expect(getLanguageState().language).toBe('en');
  });

  it('when a shopper signs in on a device in English to an account in Hindi, then the store switches to Hindi', async () => {
    const { signIn } = await import('../data/session.js');
    const { token } = await server.signUp('Ravi');
    const { user } = (await server.get('/auth/me', token)) as { user: User };
    const saved = await fetch(`${server.origin}/api/auth/${user._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ language: 'hi' }),
    });
    expect(saved.status).toBe(200);
    expect(getLanguageState().language).toBe('en');
    await signIn(token, { ...user, language: 'hi' });
    await until(() => getLanguageState().language === 'hi', 'the device follows the account');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(html.lang).toBe('hi');
  });
});
