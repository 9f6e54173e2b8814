/**
 * Per-client limits on public writes (sign-up, sign-in steps, code requests, CSP reports, and
 * whatever else anyone may send without an account: newsletter sign-up, search-miss counts).
 *
 * Use it as route middleware, one named limit per kind of write:
 *
 *   router.post('/subscribe', rateLimit({ db: ctx.dbs.ratelimits, name: 'newsletter', limit: 10, windowMs: 60 * 60_000, what: 'sign-ups' }), handler);
 *
 * Past the limit the answer is 429 with `Retry-After` (seconds) and
 * `{ success: false, message: 'Too many <what> from your network. Please try again in N minutes.' }`.
 *
 * How it holds across api instances: one counter document per limit and client
 * (`<name>|<client>`) in the private `ratelimits` database, counted up
 * through the compare-and-swap loop every write uses (db/update-doc.ts): two instances counting
 * the same client at once both land, and a client over the limit is refused by every instance.
 * A client's window starts at its first request (not at a clock boundary shared by everyone), so
 * no client can spend its limit twice by straddling a boundary, and the limit means what it says.
 * A refusal writes nothing; an instance that saw a client over its limit remembers it until the
 * window ends and refuses it again from memory, without touching the database (bounded map), so
 * a flood from one client costs the database `limit` writes per window, not one per request.
 * Counters of ended windows are deleted by a sweep each instance starts by itself now and then
 * (no timer: only traffic makes counters, and the traffic that makes them also sweeps them).
 *
 * The client is `req.ip`: behind a load balancer set Express's `trust proxy` so that it is the
 * shopper's address, not the balancer's (docs/security.md). IPv6 clients are counted per /64, the
 * block one subscriber usually holds.
 */
import { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../db/couch.js';
import { KeyedMutex } from '../db/keyed-mutex.js';
import { parseWith, updateDoc } from '../db/update-doc.js';
import { tooManyRequests } from './errors.js';

type LimitsDb = CouchDatabase<DocBase & Record<string, unknown>>;

export interface RateLimitOptions {
  /** The private database the counters live in (`ctx.dbs.ratelimits`). */
  db: LimitsDb;
  /** Names the limit (one counter per name and client); letters, digits and dashes. */
  name: string;
  /** Requests allowed per client and window. */
  limit: number;
  windowMs: number;
  /** What is counted, for the refusal: "sign-up requests", "reports". Default "requests". */
  what?: string;
}

/** How many clients an instance remembers as over a limit (oldest forgotten first). */
export const MAX_REMEMBERED_REFUSALS = 10_000;
/** An instance sweeps ended windows at most this often. */
export const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_PAGE = 500;

const WindowDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('rate-window'),
  count: z.number().int().min(0),
  endsAt: z.number(),
});
type WindowDoc = z.infer<typeof WindowDocSchema>;

/** The counters and memory of one database, shared by every limit on it in this process. */
interface Counters {
  mutex: KeyedMutex;
  /** `<name>|<client>` → when that client's refused window ends. */
  refused: Map<string, number>;
  lastSweep: number;
  sweeping: Promise<void> | null;
}
const countersByDb = new WeakMap<LimitsDb, Counters>();

function countersOf(db: LimitsDb): Counters {
  let c = countersByDb.get(db);
  if (!c) {
    c = { mutex: new KeyedMutex(), refused: new Map(), lastSweep: 0, sweeping: null };
    countersByDb.set(db, c);
  }
  return c;
}

/**
 * The client a request is counted against: its address, IPv6 cut to its /64. `req.ip` once
 * Express has the request; before it (the response cache answers repeated reads ahead of Express),
 * the same address found as app.ts's `trust proxy 'loopback'` finds it: past loopback proxies,
 * from the right of X-Forwarded-For.
 */
export function clientKeyOf(req: Pick<Request, 'ip' | 'socket'> | IncomingMessage): string {
  // Express's `ip` getter needs the app the request entered: a request the response cache answers has none.
  const beforeExpress = req instanceof IncomingMessage && (req as { app?: unknown }).app === undefined;
  let ip = (beforeExpress ? undefined : (req as Pick<Request, 'ip'>).ip) ?? addressPastLoopbackProxies(req) ?? 'unknown';
  if (ip.startsWith('::ffff:') && ip.includes('.')) ip = ip.slice(7);
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

const isLoopback = (ip: string) => ip === '::1' || /^(::ffff:)?127\./.test(ip);

function addressPastLoopbackProxies(req: Pick<IncomingMessage, 'socket'> & { headers?: IncomingMessage['headers'] }): string | undefined {
  let ip = req.socket.remoteAddress;
  const header = req.headers?.['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  while (ip !== undefined && isLoopback(ip) && forwarded.length) ip = forwarded.pop();
  return ip;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function waitInWords(ms: number): string {
  if (ms < 60_000) {
    const s = Math.max(1, Math.ceil(ms / 1000));
    return s === 1 ? '1 second' : `${s} seconds`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** One named limit's counter: `take(client)` counts a write for the client, or says when its window ends. */
export interface RateCounter {
  take(client: string): Promise<{ allowed: true } | { allowed: false; endsAt: number }>;
}

/**
 * The counter behind every limit, usable where there is no route to put middleware on (a search
 * miss is counted after its answer went out). `client` is any key: `clientKeyOf(req)`, or that
 * joined with what is limited per client.
 */
export function createRateCounter(opts: Omit<RateLimitOptions, 'what'>): RateCounter {
  const { db, name, limit, windowMs } = opts;
  if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`rate limit name "${name}": letters, digits and dashes only`);
  const counters = countersOf(db);
  const parse = parseWith(WindowDocSchema);
  return {
    async take(client) {
      const now = Date.now();
      const key = `${name}|${client}`;
      maybeSweep(db, counters, now);
      const until = refusedUntil(counters, key, now);
      if (until !== undefined) return { allowed: false, endsAt: until };
      // One counting write at a time per counter in this process; other instances race through `_rev`.
      return counters.mutex.run(key, async () => {
        const held = refusedUntil(counters, key, Date.now());
        if (held !== undefined) return { allowed: false, endsAt: held };
        let allowed = false;
        let endsAt = 0;
        await updateDoc<WindowDoc>(
          db,
          key,
          (current) => {
            // The client's window starts at its first request and lasts windowMs; an ended one starts afresh.
            const at = Date.now();
            const open = current !== null && current.endsAt > at;
            const count = open ? current.count : 0;
            endsAt = open ? current.endsAt : at + windowMs;
            allowed = count < limit;
            return allowed ? { write: { _id: key, type: 'rate-window', count: count + 1, endsAt } } : { keep: true };
          },
          { parse },
        );
        if (allowed) return { allowed: true } as const;
        remember(counters, key, endsAt);
        return { allowed: false, endsAt } as const;
      });
    },
  };
}

export function rateLimit(opts: RateLimitOptions): RequestHandler {
  const counter = createRateCounter(opts);
  return async (req, res, next) => {
    const taken = await counter.take(clientKeyOf(req));
    if (taken.allowed) return next();
    const wait = taken.endsAt - Date.now();
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    next(tooManyRequests(`Too many ${opts.what ?? 'requests'} from your network. Please try again in ${waitInWords(wait)}.`));
  };
}

/** When the client's refused window ends, if this instance saw it over the limit. */
function refusedUntil(c: Counters, key: string, now: number): number | undefined {
  const until = c.refused.get(key);
  if (until === undefined) return undefined;
  if (until > now) return until;
  c.refused.delete(key);
  return undefined;
}

function remember(c: Counters, key: string, until: number): void {
  c.refused.set(key, until);
  for (const oldest of c.refused.keys()) {
    if (c.refused.size <= MAX_REMEMBERED_REFUSALS) break;
    c.refused.delete(oldest);
  }
}

function maybeSweep(db: LimitsDb, c: Counters, now: number): void {
  if (c.sweeping || now - c.lastSweep < SWEEP_EVERY_MS) return;
  c.lastSweep = now;
  c.sweeping = purgeEndedWindows(db, now)
    .then(() => undefined)
    .catch(() => undefined) // a failed sweep is retried by a later one
    .finally(() => (c.sweeping = null));
}

/** Deletes every counter whose window has ended; returns how many went. */
export async function purgeEndedWindows(db: LimitsDb, now = Date.now()): Promise<number> {
  let purged = 0;
  let startkey: string | undefined;
  for (;;) {
    const page = await db.allDocs({ ...(startkey === undefined ? {} : { startkey }), limit: SWEEP_PAGE + 1 });
    const ended = page.slice(0, SWEEP_PAGE).filter((d) => {
      const w = WindowDocSchema.safeParse(d);
      return w.success && w.data.endsAt <= now;
    });
    if (ended.length) {
      const results = await db.bulkDocs(ended.map((d) => ({ _id: d._id, _rev: d._rev, _deleted: true })));
      purged += results.filter((r) => !r.error).length;
    }
    const next = page[SWEEP_PAGE];
    if (!next) return purged;
    startkey = next._id;
  }
}
