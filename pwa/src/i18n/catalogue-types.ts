/**
 * The shape of the Hindi texts. Each file in ./hi/ is one screen's share (translators work file by
 * file); hindi-catalogue.ts merges them into the one lazily loaded chunk.
 */

/** A text whose words follow a count: CLDR's categories (Hindi and English use `one` and `other`). */
export interface PluralForms {
  one: string;
  other: string;
}

/** English text (exactly as the code writes it) → its Hindi. Plural texts are keyed by their `other` form. */
export type HindiTexts = Readonly<Record<string, string | PluralForms>>;

/** A message whose English has a part that varies (a name, a count): matched, then written in Hindi. */
export interface MessagePattern {
  /** Matches the whole English message; its groups are the varying parts. */
  english: RegExp;
  /** The Hindi, from the groups (`translate` turns a group that is itself a message into Hindi). */
  hindi(groups: string[], translate: (message: string) => string): string;
}

/** Catalogue words: shown as the store has them in English, in Hindi where a Hindi name exists. */
export const WORD_KINDS = ['category', 'option', 'colour', 'value'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

export interface HindiShare {
  /** Texts marked in the screens with t('…') and t.plural(…). */
  texts?: HindiTexts;
  /** Messages from the server and shared/src/messages.ts, looked up by their English (t.message). */
  messages?: Readonly<Record<string, string>>;
  messagePatterns?: readonly MessagePattern[];
  /** Category, option and colour names (compared without case). */
  words?: Partial<Record<WordKind, Readonly<Record<string, string>>>>;
}

export interface HindiCatalogue {
  texts: HindiTexts;
  messages: Readonly<Record<string, string>>;
  messagePatterns: readonly MessagePattern[];
  words: Record<WordKind, ReadonlyMap<string, string>>;
}
