/**
 * The translator the screens use as `t` (from useT()). The English is the text itself, written in
 * the code as the spec words it: in English nothing is looked up and nothing is fetched. In Hindi
 * the same English is the key into the Hindi texts; a text with no Hindi shows its English (the
 * CI check, catalogue.test.ts, fails before that can ship).
 */
import { Fragment, createElement, type ReactNode } from 'react';
import { formatIndiaDate, formatIndiaDateTime, INDIA_TIME_ZONE } from '@store/shared';
import type { HindiCatalogue, PluralForms, WordKind } from './catalogue-types';
import type { Language } from './language';

/** A text kept in data (a list of links) for t() to translate later: msg('Home'). The check reads these too. */
export type Msg = string & { readonly __msg: true };
export const msg = <S extends string>(english: S): S & Msg => english as S & Msg;

/** The `{name}`s of a text, as a type: t('Account of {name}', { name }) must be given `name`. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type Value = string | number;
/** A text only known as a msg() (a slide's title): its values cannot be checked here. */
type Unknown<S extends string> = string extends S ? true : Msg extends S ? true : false;
export type ValuesOf<S extends string> =
  Unknown<S> extends true
    ? [values?: Record<string, Value>]
    : [Placeholders<S>] extends [never]
      ? []
      : [values: Record<Placeholders<S>, Value>];
/** A count's text: `{count}` is filled by t.plural itself. */
type PluralValuesOf<S extends string> =
  Unknown<S> extends true
    ? [values?: Record<string, Value>]
    : [Exclude<Placeholders<S>, 'count'>] extends [never]
      ? []
      : [values: Record<Exclude<Placeholders<S>, 'count'>, Value>];
type RichValuesOf<S extends string> = Unknown<S> extends true ? Record<string, ReactNode> : Record<Placeholders<S>, ReactNode>;

/** English literals only (or a msg()): a text built at run time could not be checked for its Hindi. */
type Literal<S extends string> = string extends S ? Msg : S;

export interface Translate {
  <S extends string>(english: Literal<S>, ...values: ValuesOf<S>): string;
  /** A count's text: t.plural(n, { one: '{count} item', other: '{count} items' }); `{count}` is n in Indian grouping. */
  plural<S extends string>(count: number, forms: { one: string; other: Literal<S> }, ...values: PluralValuesOf<S>): string;
  /** A text with elements inside: t.rich('Read our {terms}', { terms: <Link …/> }). */
  rich<S extends string>(english: Literal<S>, values: RichValuesOf<S>): ReactNode;
  /** A message from the server or shared/src/messages.ts (a toast, an error): its Hindi when there is one. */
  message(english: string): string;
  /** A category, option or colour name: its Hindi name when there is one, else as the store has it. */
  word(kind: WordKind, name: string): string;
  /** "28 Nov 2026" / "28 नवंबर 2026", India time. */
  date(at: string | number | Date): string;
  /** "28 Nov 2026, 1:30 am" / "28 नवंबर 2026, 1:30 am", India time. */
  dateTime(at: string | number | Date): string;
  /** 123456 → "1,23,456" in both languages. */
  number(n: number): string;
  readonly language: Language;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralRule = (language: Language): Intl.PluralRules => {
  let rule = pluralRules.get(language);
  if (!rule) pluralRules.set(language, (rule = new Intl.PluralRules(language === 'hi' ? 'hi-IN' : 'en-IN')));
  return rule;
};

const indianNumber = new Intl.NumberFormat('en-IN');
let hindiDate: Intl.DateTimeFormat | null = null;
let hindiDateTime: Intl.DateTimeFormat | null = null;
function hindiDates() {
  hindiDate ??= new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });
  hindiDateTime ??= new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
  });
  return { date: hindiDate, dateTime: hindiDateTime };
}

const PLACEHOLDER = /\{(\w+)\}/g;
function fill(text: string, values: Record<string, Value> | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const v = values[name];
    return v === undefined ? whole : typeof v === 'number' ? indianNumber.format(v) : v;
  });
}

/** The English message's Hindi, or the English when none is known. */
export function translateMessage(hindi: HindiCatalogue | null, english: string): string {
  if (!hindi) return english;
  const exact = hindi.messages[english] ?? hindi.texts[english];
  if (typeof exact === 'string') return exact;
  const trimmed = english.trim();
  for (const pattern of hindi.messagePatterns) {
    const m = pattern.english.exec(trimmed);
    if (m) return pattern.hindi(m.slice(1), (inner) => translateMessage(hindi, inner));
  }
  return english;
}

export function createTranslate(language: Language, catalogue: HindiCatalogue | null): Translate {
  const hindi = language === 'hi' ? catalogue : null;
  const lookup = (english: string): string | PluralForms | undefined => hindi?.texts[english];
  // The implementation takes plain strings; the checks (literal texts, their values) are the
  // Translate signature's, at each call site.
  const t = ((english: string, values?: Record<string, Value>) => {
    const found = lookup(english);
    return fill(typeof found === 'string' ? found : english, values);
  }) as unknown as Translate;
  t.plural = (count: number, forms: PluralForms, values?: Record<string, Value>) => {
    const found = lookup(forms.other);
    const chosen = found && typeof found === 'object' ? found : forms;
    const lang: Language = found && typeof found === 'object' ? 'hi' : 'en';
    const category = pluralRule(lang).select(count);
    return fill(category === 'one' ? chosen.one : chosen.other, { count, ...values });
  };
  t.rich = (english: string, values: Record<string, ReactNode>) => {
    const found = lookup(english);
    const text = typeof found === 'string' ? found : english;
    const parts = text.split(/\{(\w+)\}/);
    return createElement(
      Fragment,
      null,
      ...parts.map((part, i) => createElement(Fragment, { key: i }, i % 2 === 1 ? (values[part] ?? `{${part}}`) : part)),
    );
  };
  t.message = (english: string) => translateMessage(hindi, english);
  t.word = (kind: WordKind, name: string) => hindi?.words[kind].get(name.trim().toLowerCase()) ?? name;
  t.date = (at) => (hindi ? hindiDates().date.format(new Date(at)) : formatIndiaDate(at));
  t.dateTime = (at) => (hindi ? hindiDates().dateTime.format(new Date(at)) : formatIndiaDateTime(at));
  t.number = (n) => indianNumber.format(n);
  Object.defineProperty(t, 'language', { value: hindi ? 'hi' : 'en', enumerable: true });
  return t;
}
