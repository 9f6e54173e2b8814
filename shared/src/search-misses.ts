/**
 * Searches that found nothing, counted so the store learns what shoppers call things. Only the
 * words typed are kept (folded, trimmed, cut to a bounded length): no user, no device, no address.
 */
import { z } from 'zod';

/** Longest query counted; longer ones are cut (nobody names a product in more). */
export const SEARCH_MISS_MAX_LENGTH = 80;
/** Most queries one device report may carry (the device sends its misses in batches). */
export const SEARCH_MISS_BATCH_MAX = 20;
/** Most distinct queries counted per day: a flood of made-up queries cannot grow the store without bound. */
export const SEARCH_MISS_QUERIES_PER_DAY = 500;
/** How far back the admin dashboard looks. */
export const SEARCH_MISS_DAYS = 7;
/** How many the dashboard lists. */
export const SEARCH_MISS_TOP = 10;

/** One spelling of a query for counting: lower case, single spaces, bounded length; '' when nothing is left. */
export function normalizeSearchQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_MISS_MAX_LENGTH).trim();
}

export const SearchMissReportSchema = z.object({
  queries: z
    .array(z.string({ error: 'Each query must be text' }).max(500, { error: 'A query is too long' }), { error: 'queries must be a list' })
    .min(1, { error: 'Send at least one query' })
    .max(SEARCH_MISS_BATCH_MAX, { error: `Send at most ${SEARCH_MISS_BATCH_MAX} queries at once` }),
});
export type SearchMissReport = z.infer<typeof SearchMissReportSchema>;

export const SearchMissSchema = z.object({ query: z.string(), count: z.number().int().nonnegative() });
export type SearchMiss = z.infer<typeof SearchMissSchema>;
