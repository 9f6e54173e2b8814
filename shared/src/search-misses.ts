/**
 * Searches that found nothing, counted so the store learns what shoppers call things. Only the
 * words typed are kept (folded, trimmed, of bounded length): no user, no device, no address.
 */
import { z } from 'zod';

/**
 * Longest query counted, in characters and in words: a longer one is not counted at all (a cut
 * link is still a link), so nobody can put a sentence or a URL on the admin's list.
 */
export const SEARCH_MISS_MAX_LENGTH = 40;
export const SEARCH_MISS_MAX_WORDS = 6;
/**
 * Per client (its address, as every public write is counted): at most this many misses counted
 * per window, and each query at most once a day, so the list counts shoppers, not requests.
 */
export const SEARCH_MISS_CLIENT_LIMIT = { limit: 30, windowMs: 60 * 60_000 } as const;
/** Most queries one device report may carry (the device sends its misses in batches). */
export const SEARCH_MISS_BATCH_MAX = 20;
/** Most distinct queries counted per day: a flood of made-up queries cannot grow the store without bound. */
export const SEARCH_MISS_QUERIES_PER_DAY = 500;
/** How far back the admin dashboard looks. */
export const SEARCH_MISS_DAYS = 7;
/** How many the dashboard lists. */
export const SEARCH_MISS_TOP = 10;

/**
 * One spelling of a query for counting: lower case, single spaces; '' (not counted) when nothing is
 * left, when it is longer than SEARCH_MISS_MAX_LENGTH or SEARCH_MISS_MAX_WORDS, or looks like a link.
 */
export function normalizeSearchQuery(text: string): string {
  const query = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (query.length > SEARCH_MISS_MAX_LENGTH || query.split(' ').length > SEARCH_MISS_MAX_WORDS) return '';
  return /:\/\/|^www\.|https?:/.test(query) ? '' : query;
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
