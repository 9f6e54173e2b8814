/**
 * Replay safety for writes a device may send twice (its outbox replays after a lost answer,
 * from two tabs, or late). A write carrying an `Idempotency-Key` header first claims the record
 * `sha256(user, method, path, key)` in the private `idempotency` database; CouchDB lets only
 * one request create it, so a concurrent duplicate waits for the first answer and gets it.
 * The answer (status and body) is kept for 24 hours (IDEMPOTENCY_TTL_MS): a repeat within that
 * time gets the same answer and changes nothing; after it the key is free again. Expired
 * records are ignored when read and deleted at start and every hour. Answers of 500 and above
 * are not kept, so a retry runs again. A claim whose request never answered (the process
 * died) is taken over after IDEMPOTENCY_LEASE_MS.
 * `POST /orders` keeps this contract without a record here: the order it creates is its own
 * record (orders/order-replays.ts, decision 031).
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { BaseContext } from '../../context.js';
import { isConflict } from '../../db/couch.js';
import { callerOf } from '../../http/auth-guard.js';
import { conflict, HttpError } from '../../http/errors.js';
import { parseValue } from '../../http/validate.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** How long a concurrent duplicate waits for the first request's answer before a 409. */
export const WAIT_FOR_FIRST_MS = 20_000;
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
export const STILL_RUNNING_MESSAGE = 'A request with this Idempotency-Key is still being processed. Please try again shortly.';

export const IdempotencyKeySchema = z
  .string()
  .min(8, 'Idempotency-Key must be 8 to 128 characters')
  .max(128, 'Idempotency-Key must be 8 to 128 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key may hold only printable characters without spaces');

const RecordSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('idempotency'),
  state: z.enum(['in-progress', 'done']),
  fingerprint: z.string(),
  claimedAt: z.string(),
  expiresAt: z.string(),
  status: z.number().int().optional(),
  body: z.unknown().optional(),
});
type IdemRecord = z.infer<typeof RecordSchema>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same request. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** The request body's hash: a key sent again with another body is a different request (422). */
export const fingerprintOf = (body: unknown): string => sha256(canonical(body ?? null));

export function createIdempotency(ctx: BaseContext) {
  const db = ctx.dbs.idempotency;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Claims the record, or returns the stored record whose answer is to be replayed. */
  async function claim(id: string, fingerprint: string): Promise<{ claimed: IdemRecord } | { replay: IdemRecord }> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    const freshRecord = (now: number): IdemRecord => ({
      _id: id,
      type: 'idempotency',
      state: 'in-progress',
      fingerprint,
      claimedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + IDEMPOTENCY_TTL_MS).toISOString(),
    });
    // Most keys are new: try to create the record straight away, and look only if it exists.
    try {
      const fresh = freshRecord(Date.now());
      const saved = await db.put(fresh);
      return { claimed: { ...fresh, _rev: saved._rev } };
    } catch (e) {
      if (!isConflict(e)) throw e;
    }
    for (;;) {
      const now = Date.now();
      const fresh = freshRecord(now);
      const raw = await db.get(id);
      const existing = RecordSchema.safeParse(raw).data;
      const takeOver = !raw || !existing || Date.parse(existing.expiresAt) <= now;
      if (!takeOver && existing.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE);
      if (!takeOver && existing.state === 'done') return { replay: existing };
      const stale = takeOver || now - Date.parse(existing.claimedAt) > IDEMPOTENCY_LEASE_MS;
      if (stale) {
        try {
          const saved = await db.put({ ...fresh, ...(raw?._rev ? { _rev: raw._rev } : {}) });
          return { claimed: { ...fresh, _rev: saved._rev } };
        } catch (e) {
          if (!isConflict(e)) throw e;
          continue; // someone else claimed it first: look again
        }
      }
      if (Date.now() > deadline) throw conflict(STILL_RUNNING_MESSAGE);
      await sleep(50);
    }
  }

  async function finish(record: IdemRecord, status: number, body: unknown): Promise<void> {
    try {
      if (status >= 500) {
        if (record._rev) await db.remove(record._id, record._rev);
        return;
      }
      await db.put({ ...record, state: 'done', status, body: body as never });
    } catch (e) {
      if (!isConflict(e)) ctx.log.error('idempotency: could not store an answer', e);
    }
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const header = req.get('Idempotency-Key');
    if (header === undefined) return next();
    const key = parseValue(IdempotencyKeySchema, header, 'Invalid Idempotency-Key');
    const { userId } = callerOf(req);
    const id = `idem:${sha256([userId, req.method, req.baseUrl + req.path, key].join('\n'))}`;
    const outcome = await claim(id, fingerprintOf(req.body));
    if ('replay' in outcome) {
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(outcome.replay.status ?? 200).json(outcome.replay.body ?? null);
      return;
    }
    res.locals.idempotencyKey = key;
    res.locals.idempotencyRecordId = id;
    const send = res.json.bind(res);
    // The answer is stored before it is sent: a client that saw it can rely on a replay.
    res.json = (body: unknown) => {
      void finish(outcome.claimed, res.statusCode, body).finally(() => send(body));
      return res;
    };
    next();
  };

  /**
   * Frees a claim whose request died with its process (the crash repair rolled its work back),
   * so the device's replay runs at once instead of waiting out the lease.
   */
  async function releaseClaim(id: string): Promise<void> {
    const existing = RecordSchema.safeParse(await db.get(id)).data;
    if (existing?.state !== 'in-progress' || !existing._rev) return;
    try {
      await db.remove(id, existing._rev);
    } catch (e) {
      if (!isConflict(e)) throw e;
    }
  }

  /** Deletes expired records (they are already ignored when read). */
  async function purgeExpired(now = new Date()): Promise<number> {
    return db.deleteFound({ type: 'idempotency', expiresAt: { $lt: now.toISOString() } });
  }

  function ensureIndexes(): Promise<void> {
    return db.ensureIndexes([{ ddoc: 'idx-expiresAt', fields: ['expiresAt'] }]);
  }

  return { middleware, purgeExpired, ensureIndexes, releaseClaim };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
