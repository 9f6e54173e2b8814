/**
 * The search word lists (words.json, and words-india.json for how India names things) as the
 * engine uses them, checked when loaded: a broken list fails loudly at start, not quietly as
 * searches that find nothing.
 */
import { z } from 'zod';
import data from './words.json';
import india from './words-india.json';

/** Lower-case letters of any script with their marks (Devanagari's vowel signs), digits, spaces, hyphens, points. */
const Phrase = z
  .string()
  .min(1)
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} .-]*$/u, 'letters, digits, spaces and hyphens only')
  .refine((s) => s === s.toLowerCase(), 'lower case only');

export const SearchWordsSchema = z.object({
  $comment: z.string().optional(),
  /** Groups of phrases that all mean the same: each finds the others. */
  same: z.array(z.array(Phrase).min(2)).default([]),
  /** A phrase shoppers type → phrases the catalogue uses (one way). */
  means: z.record(Phrase, z.array(Phrase).min(1)).default({}),
  /** British spelling → American, as parts of words ("colour" → "color", "organis" → "organiz"). */
  spellings: z.record(z.string().regex(/^[a-z]+$/), z.string().regex(/^[a-z]+$/)).default({}),
});
export type SearchWords = z.infer<typeof SearchWordsSchema>;

/** words-india.json: each map reads like `means`; a compound is written split ("white board"). */
export const IndiaWordsSchema = z.object({
  $comment: z.string().optional(),
  hindi: z.record(Phrase, z.array(Phrase).min(1)).default({}),
  hinglish: z.record(Phrase, z.array(Phrase).min(1)).default({}),
  indianEnglish: z.record(Phrase, z.array(Phrase).min(1)).default({}),
  compounds: z.array(Phrase.refine((s) => /^\S+( \S+)+$/.test(s), 'a compound is written split, with single spaces')).default([]),
});
export type IndiaWords = z.infer<typeof IndiaWordsSchema>;

/**
 * The lists as one: India's maps join `means` (a key in two lists means all it means in each),
 * and each compound joins, split and joined, the `same` group holding either form (so "hard
 * bound" finds what "hardbound" and its group, "hardcover", find), or makes a group of its own.
 */
export function withIndiaWords(words: SearchWords, more: IndiaWords): SearchWords {
  const means: Record<string, string[]> = { ...words.means };
  for (const map of [more.hindi, more.hinglish, more.indianEnglish])
    for (const [key, to] of Object.entries(map)) means[key] = [...new Set([...(means[key] ?? []), ...to])];
  const same = words.same.map((g) => [...g]);
  for (const split of more.compounds) {
    const joined = split.replaceAll(' ', '');
    const group = same.find((g) => g.includes(split) || g.includes(joined));
    if (!group) same.push([joined, split]);
    else for (const form of [joined, split]) if (!group.includes(form)) group.push(form);
  }
  return { ...words, same, means };
}

export const INDIA_WORDS: IndiaWords = IndiaWordsSchema.parse(india);

/** The lists shipped in shared/src/search/words.json and words-india.json. */
export const SEARCH_WORDS: SearchWords = withIndiaWords(SearchWordsSchema.parse(data), INDIA_WORDS);
