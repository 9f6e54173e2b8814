/**
 * Searches that found nothing: counted per day (the words only, no personal data) from the api's
 * own searches and from the devices' replica searches, which arrive in batches; the admin
 * dashboard lists the most frequent of the last days.
 *
 * Anyone can search, so counting is bounded per client like every public write (rate-limit.ts,
 * counters shared by all instances): a client's misses count at most SEARCH_MISS_CLIENT_LIMIT per
 * window, and one query at most once a day per client. The searches themselves always answer;
 * only their counting is limited. Queries too long or too wordy to name a product are not counted.
 *
 * Counting is off the request path: a miss is added to a bounded tally in memory and written
 * every few seconds as one compare-and-swap update of that day's document (db/update-doc.ts), so
 * several api instances add up instead of overwriting each other. Storage is bounded: at most
 * SEARCH_MISS_QUERIES_PER_DAY distinct queries a day, and days older than KEEP_DAYS are removed.
 */
import { createHash } from 'node:crypto';
import { Router, type IRouter } from 'express';
import { z } from 'zod';
import {
  normalizeSearchQuery,
  SEARCH_MISS_CLIENT_LIMIT,
  SEARCH_MISS_DAYS,
  SEARCH_MISS_QUERIES_PER_DAY,
  SEARCH_MISS_TOP,
  SearchMissReportSchema,
  type SearchMiss,
} from '@store/shared';
import type { BaseContext } from '../../context.js';
import { parseWith, updateDoc } from '../../db/update-doc.js';
import { requireAdmin, type TokenVerifier } from '../../http/auth-guard.js';
import { clientKeyOf, createRateCounter, rateLimit } from '../../http/rate-limit.js';
import { sendOk } from '../../http/respond.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { ModuleFace } from '../face.js';

const FLUSH_EVERY_MS = 5_000;
const PURGE_EVERY_MS = 6 * 60 * 60_000;
/** Days of counts kept; the dashboard reads the last SEARCH_MISS_DAYS of them. */
const KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

const DayDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  queries: z.record(z.string(), z.number().int().nonnegative()),
});
type DayDoc = z.infer<typeof DayDocSchema>;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const docIdOf = (day: string) => `day:${day}`;

const DashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int({ error: 'days must be a whole number' })
    .min(1, { error: 'days must be at least 1' })
    .max(KEEP_DAYS, { error: `days must be at most ${KEEP_DAYS}` })
    .default(SEARCH_MISS_DAYS),
});

/** Device reports per client: a shopper's batches come every few seconds at most while searching. */
export const SEARCH_MISS_REPORT_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

export interface SearchMissesModule extends ModuleFace {
  /**
   * Counts one search that found nothing by `client` (clientKeyOf(req)), within the client's
   * bounds; any text (it is normalized, and ignored when empty or too long). Counted a moment later.
   */
  record(text: string, client: string): void;
  /** The most frequent misses of the last `days` days, most first. */
  top(days?: number, limit?: number): Promise<SearchMiss[]>;
  /** Writes what is tallied now (tests; stop does it too). */
  flush(): Promise<void>;
}

export function createSearchMissesModule(ctx: BaseContext, deps: { verifier: TokenVerifier; now?: () => number }): SearchMissesModule {
  const db = ctx.dbs.search_misses;
  const now = deps.now ?? Date.now;
  /** day → query → count, not written yet. Bounded like the stored days. */
  let tally = new Map<string, Map<string, number>>();
  let flushing: Promise<void> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];

  const perClient = createRateCounter({ db: ctx.dbs.ratelimits, name: 'search-miss', ...SEARCH_MISS_CLIENT_LIMIT });
  const perClientQuery = createRateCounter({ db: ctx.dbs.ratelimits, name: 'search-miss-query', limit: 1, windowMs: DAY_MS });
  /** Misses whose client bounds are being checked: flush waits for them. */
  const checking = new Set<Promise<void>>();

  function record(text: string, client: string) {
    const query = normalizeSearchQuery(text);
    if (!query) return;
    const check: Promise<void> = allowedFor(client, query)
      .then((allowed) => {
        if (allowed) tally1(query);
      })
      .catch((e) => ctx.log.error('search miss: its client bound could not be checked', e))
      .finally(() => checking.delete(check));
    checking.add(check);
  }

  /** The client's own bound first, so a flood of made-up queries writes at most its limit of per-query counters. */
  async function allowedFor(client: string, query: string): Promise<boolean> {
    if (!(await perClient.take(client)).allowed) return false;
    const hash = createHash('sha256').update(query).digest('hex').slice(0, 16);
    return (await perClientQuery.take(`${client}|${hash}`)).allowed;
  }

  function tally1(query: string) {
    const day = dayOf(now());
    let counts = tally.get(day);
    if (!counts) tally.set(day, (counts = new Map()));
    if (!counts.has(query) && counts.size >= SEARCH_MISS_QUERIES_PER_DAY) return;
    counts.set(query, (counts.get(query) ?? 0) + 1);
  }

  async function writeDay(day: string, counts: Map<string, number>) {
    await updateDoc<DayDoc>(
      db,
      docIdOf(day),
      (current) => {
        const queries = { ...(current?.queries ?? {}) };
        let size = Object.keys(queries).length;
        for (const [query, n] of counts) {
          if (queries[query] === undefined) {
            if (size >= SEARCH_MISS_QUERIES_PER_DAY) continue;
            size++;
          }
          queries[query] = (queries[query] ?? 0) + n;
        }
        return { write: { ...(current ?? { _id: docIdOf(day) }), queries } };
      },
      { parse: parseWith(DayDocSchema) },
    );
  }

  async function flush(): Promise<void> {
    await Promise.all(checking);
    flushing = flushing.then(async () => {
      if (!tally.size) return;
      const taken = tally;
      tally = new Map();
      for (const [day, counts] of taken) {
        try {
          await writeDay(day, counts);
        } catch (e) {
          // Counts are a hint for the admin, not a record to keep at any price: log and go on.
          ctx.log.error(`search misses of ${day} could not be written`, e);
        }
      }
    });
    return flushing;
  }

  async function purge() {
    const cutoff = docIdOf(dayOf(now() - KEEP_DAYS * DAY_MS));
    const old = await db.allDocs({ startkey: 'day:', endkey: cutoff });
    for (const doc of old) if (doc._id < cutoff && doc._rev) await db.remove(doc._id, doc._rev).catch(() => {});
  }

  async function top(days = SEARCH_MISS_DAYS, limit = SEARCH_MISS_TOP): Promise<SearchMiss[]> {
    const keys = Array.from({ length: days }, (_, i) => docIdOf(dayOf(now() - i * DAY_MS)));
    const sums = new Map<string, number>();
    for (const raw of await db.allDocs({ keys })) {
      const doc = DayDocSchema.safeParse(raw);
      if (!doc.success) continue;
      for (const [query, n] of Object.entries(doc.data.queries)) sums.set(query, (sums.get(query) ?? 0) + n);
    }
    return [...sums]
      .map(([query, count]) => ({ query, count }))
      .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
      .slice(0, limit);
  }

  const every = (ms: number, job: () => Promise<unknown>) => {
    const t = setInterval(() => void job().catch((e) => ctx.log.error('search misses: background work failed', e)), ms);
    t.unref();
    timers.push(t);
  };

  return {
    record,
    top,
    flush,
    mount(api: IRouter) {
      const router = Router();
      const limit = rateLimit({ db: ctx.dbs.ratelimits, name: 'search-misses', ...SEARCH_MISS_REPORT_LIMIT, what: 'search reports' });
      // A device's replica searches that found nothing, sent in a batch when it is online.
      router.post('/misses', limit, (req, res) => {
        const { queries } = parseBody(SearchMissReportSchema, req);
        for (const q of queries) record(q, clientKeyOf(req));
        sendOk(res, { counted: queries.length }, { status: 202 });
      });
      router.get('/misses', requireAdmin(deps.verifier), async (req, res) => {
        const { days } = parseQuery(DashboardQuerySchema, req);
        sendOk(res, await top(days));
      });
      api.use('/search', router);
    },
    async start() {
      await purge();
      every(FLUSH_EVERY_MS, flush);
      every(PURGE_EVERY_MS, purge);
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      await flush();
    },
  };
}
