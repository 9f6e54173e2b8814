/** Where the device keeps the shopper's choice (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Which language the store opens in: the shopper's choice on this device (`stored`), else the
 * browser's first language (a phone set to Hindi opens in Hindi). One rule for two places: the app
 * (language.ts) and the few lines the build puts in index.html to start fetching the Hindi texts
 * beside the entry (build/hindi-preload.ts), which carry this function's own source. So it names
 * nothing outside itself and is written as plain JavaScript a browser runs as it is.
 */
export function chooseLanguage(stored: string | null | undefined, browserFirst: string | null | undefined): 'en' | 'hi' {
  if (stored === 'en' || stored === 'hi') return stored;
  const first = (browserFirst || '').toLowerCase();
  return first === 'hi' || first.indexOf('hi-') === 0 ? 'hi' : 'en';
}
