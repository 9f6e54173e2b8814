/** The language module's face (decision 051; how to use it: /work/helpers/I18N-HOWTO.md and docs/decisions/051). */
export { LANGUAGES, HTML_LANG, setLanguage, startLanguage, readStoredLanguage, isLanguage, type Language } from './language';
export { useT, useLanguage, currentTranslate, EnglishOnly } from './use-t';
export { msg, type Msg, type Translate } from './translate';
export { DescriptionLanguageNote } from './description-note';
