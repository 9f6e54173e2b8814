/**
 * The Hindi chunk: every file of ./hi/ merged. Imported only by language.ts's loadHindi(), so it
 * is a chunk of its own (`hindi-catalogue-*.js`) that an English shopper never downloads; the
 * service worker does not precache it and keeps it once fetched (vite.config.ts, sw.ts).
 */
import { WORD_KINDS, type HindiCatalogue, type HindiShare, type MessagePattern, type PluralForms, type WordKind } from './catalogue-types';

const shares = import.meta.glob<HindiShare>('./hi/*.ts', { eager: true, import: 'default' });

export function mergeShares(list: readonly HindiShare[]): HindiCatalogue {
  const texts: Record<string, string | PluralForms> = {};
  const messages: Record<string, string> = {};
  const messagePatterns: MessagePattern[] = [];
  const words = Object.fromEntries(WORD_KINDS.map((k) => [k, new Map<string, string>()])) as Record<WordKind, Map<string, string>>;
  for (const share of list) {
    Object.assign(texts, share.texts);
    Object.assign(messages, share.messages);
    messagePatterns.push(...(share.messagePatterns ?? []));
    for (const kind of WORD_KINDS) for (const [en, hi] of Object.entries(share.words?.[kind] ?? {})) words[kind].set(en.toLowerCase(), hi);
  }
  return { texts, messages, messagePatterns, words };
}

export const HINDI_SHARES: Readonly<Record<string, HindiShare>> = shares;
export const HINDI: HindiCatalogue = mergeShares(Object.values(shares));
/** This chunk's own address: fetched again once the service worker controls the page, so it keeps it. */
export const HINDI_URL: string = import.meta.url;
