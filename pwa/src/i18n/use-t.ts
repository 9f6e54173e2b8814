import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { getLanguageState, useLanguageState, type Language } from './language';
import { createTranslate, type Translate } from './translate';

/** Inside it, every t() is English whatever the shopper chose: the admin area stays English (issue 46). */
const EnglishOnlyContext = createContext(false);
export const EnglishOnly = ({ children }: { children: ReactNode }) => createElement(EnglishOnlyContext.Provider, { value: true }, children);

/** The screens' translator: `const t = useT();` then t('Home'). Re-renders when the shopper switches. */
export function useT(): Translate {
  const { language, hindi } = useLanguageState();
  const englishOnly = useContext(EnglishOnlyContext);
  return useMemo(() => (englishOnly ? createTranslate('en', null) : createTranslate(language, hindi)), [englishOnly, language, hindi]);
}

export const useLanguage = (): Language => useLanguageState().language;

/** Outside React (a document title, a notification): the translator of the moment. */
export function currentTranslate(): Translate {
  const { language, hindi } = getLanguageState();
  return createTranslate(language, hindi);
}
