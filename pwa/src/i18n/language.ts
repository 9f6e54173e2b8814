/**
 * The shopper's language: English (the spec's words, in the bundle) or Hindi (a chunk of its own,
 * fetched only when Hindi is chosen; decision 051). Kept in localStorage `language`, followed by
 * `<html lang>`, switched without a reload: every `useT()` follows this store.
 */
import { createExternalStore, useExternalStore } from '../lib/external-store';
import type { HindiCatalogue } from './catalogue-types';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from './choose-language';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export { LANGUAGE_STORAGE_KEY };

/** What `<html lang>` says for each: India's English, and Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

export interface LanguageState {
  language: Language;
  /** The Hindi texts, once their chunk has arrived (null in English until Hindi is chosen). */
  hindi: HindiCatalogue | null;
}

export const isLanguage = (v: unknown): v is Language => v === 'en' || v === 'hi';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The shopper's choice on this device; with none yet, the browser's language (a phone set to Hindi opens in Hindi). */
export function readStoredLanguage(): Language {
  const browserFirst = typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language);
  return chooseLanguage(storage()?.getItem(LANGUAGE_STORAGE_KEY), browserFirst);
}

function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or refused storage: the choice holds for this visit only.
  }
}

const store = createExternalStore<LanguageState>({ language: 'en', hindi: null });

export const getLanguageState = (): LanguageState => store.get();
export const subscribeLanguage = (listener: () => void): (() => void) => store.subscribe(listener);
export const useLanguageState = (): LanguageState => useExternalStore(store);

function applyHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

let hindiLoad: Promise<HindiCatalogue> | null = null;

/**
 * A first visit fetches the Hindi chunk before the service worker (registered after the first
 * screen) controls the page, so the worker never saw it: once it takes control, the chunk is
 * asked for again through it, and kept (sw.ts). Later visits fetch it through the worker anyway.
 */
function keepForOffline(url: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (sw.controller) return;
  sw.addEventListener('controllerchange', () => void fetch(url).catch(() => undefined), { once: true });
}

/** The Hindi chunk (`hindi-catalogue-*.js`): not precached, kept by the service worker once fetched. */
export function loadHindi(): Promise<HindiCatalogue> {
  hindiLoad ??= import('./hindi-catalogue')
    .then((m) => {
      keepForOffline(m.HINDI_URL);
      return m.HINDI;
    })
    .catch((e: unknown) => {
      hindiLoad = null;
      throw e;
    });
  return hindiLoad;
}

export interface SetLanguageOptions {
  /** False when the choice comes from the account (it is already there). */
  toAccount?: boolean;
}

type AccountListener = (language: Language) => void;
const accountListeners = new Set<AccountListener>();
/** account-language.ts hears the shopper's own choices here and carries them to the account. */
export function onLanguageChosen(listener: AccountListener): () => void {
  accountListeners.add(listener);
  return () => void accountListeners.delete(listener);
}

/**
 * Switches the interface. Hindi waits for its texts (a rejected promise, offline on a first
 * choice, leaves the language as it was); English is at once.
 */
export async function setLanguage(language: Language, { toAccount = true }: SetLanguageOptions = {}): Promise<void> {
  const hindi = language === 'hi' ? await loadHindi() : store.get().hindi;
  storeLanguage(language);
  applyHtmlLang(language);
  store.set({ language, hindi });
  if (toAccount) for (const listener of accountListeners) listener(language);
}

/**
 * At start (main.tsx, before the first render): the device's choice. English is at once (null:
 * nothing to wait for). Hindi's texts are awaited so the first screen is already in Hindi; if
 * they cannot be had, the store opens in English.
 */
export function startLanguage(): Promise<void> | null {
  if (readStoredLanguage() === 'en') {
    applyHtmlLang('en');
    return null;
  }
  return setLanguage('hi', { toAccount: false }).catch(() => applyHtmlLang('en'));
}

if (typeof window !== 'undefined') {
  // Signing out clears all of localStorage (spec) and reloads: the device's language is kept. Only
  // written back when it is gone: another tab's newer choice is not overwritten.
  window.addEventListener('pagehide', () => {
    if (storage()?.getItem(LANGUAGE_STORAGE_KEY) === null) storeLanguage(store.get().language);
  });
  // Another tab switched: this one follows.
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue) && event.newValue !== store.get().language)
      void setLanguage(event.newValue, { toAccount: false }).catch(() => undefined);
  });
}
