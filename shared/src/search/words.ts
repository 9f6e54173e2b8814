/**
 * The search word lists (words.json) as the engine uses them, checked when loaded: a broken list
 * fails loudly at start, not quietly as searches that find nothing.
 */
import { z } from 'zod';
import data from './words.json';

const Phrase = z
  .string()
  .min(1)
  .regex(/^[a-z0-9][a-z0-9 -]*$/, 'lower-case letters, digits, spaces and hyphens only');

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

/** The lists shipped in shared/src/search/words.json. */
export const SEARCH_WORDS: SearchWords = SearchWordsSchema.parse(data);
