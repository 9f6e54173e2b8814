import { useMemo } from 'react';
import { getLanguageState, useLanguageState, type Language } from './language';
import { createTranslate, type Translate } from './translate';

/** The screens' translator: `const t = useT();` then t('Home'). Re-renders when the shopper switches. */
export function useT(): Translate {
  const { language, hindi } = useLanguageState();
  return useMemo(() => createTranslate(language, hindi), [language, hindi]);
}

export const useLanguage = (): Language => useLanguageState().language;

/** Outside React (a document title, a notification): the translator of the moment. */
export function currentTranslate(): Translate {
  const { language, hindi } = getLanguageState();
  return createTranslate(language, hindi);
}
