/**
 * The language control: a select in the header (wide screens), two buttons in the phone menu.
 * Each language is named in its own script and marked with its own lang, as shoppers look for it.
 */
import { useId, useState } from 'react';
import { setLanguage, useLanguage, useT, type Language } from '../../i18n';

const NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
const LANG_ATTR: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** Switches, and tells the shopper when Hindi cannot be fetched (a first choice made offline). */
function useSwitch() {
  const [failed, setFailed] = useState(false);
  const choose = (language: Language) => {
    setFailed(false);
    void setLanguage(language).catch(() => setFailed(true));
  };
  return { failed, choose };
}

export function LanguageSelect() {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  const { failed, choose } = useSwitch();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('Language')}
      </label>
      <select
        id={id}
        className="language-select__input"
        value={language}
        onChange={(e) => choose(e.target.value === 'hi' ? 'hi' : 'en')}
        title={failed ? t('Hindi needs a connection the first time.') : t('Language')}
      >
        {(['en', 'hi'] as const).map((l) => (
          <option key={l} value={l} lang={LANG_ATTR[l]}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LanguageButtons() {
  const t = useT();
  const language = useLanguage();
  const { failed, choose } = useSwitch();
  return (
    <div className="language-buttons" role="group" aria-label={t('Language')}>
      {(['en', 'hi'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={LANG_ATTR[l]}
          className="language-buttons__btn"
          aria-pressed={language === l}
          onClick={() => choose(l)}
        >
          {NAMES[l]}
        </button>
      ))}
      {failed && (
        <p className="language-buttons__note" role="status">
          {t('Hindi needs a connection the first time.')}
        </p>
      )}
    </div>
  );
}
