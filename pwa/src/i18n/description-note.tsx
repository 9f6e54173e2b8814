import { useT } from './use-t';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Under a product's description, in Hindi only: a description written in English (the maker's)
 * is said to be so, quietly (a muted line, no layout of its own). One written in Hindi gets none.
 */
export function DescriptionLanguageNote({ text }: { text: string }) {
  const t = useT();
  if (t.language !== 'hi' || DEVANAGARI.test(text)) return null;
  return <p className="muted description-language-note">{t('Description in English')}</p>;
}
