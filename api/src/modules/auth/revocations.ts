/**
 * Logged-out tokens. Each revocation is a `revoked:<jti>` document (in the private `challenges`
 * database) kept until the token would have expired anyway, so every api instance honours it.
 * Checking the database on every authenticated request would cost a round trip, so answers are
 * cached: revocations for good (they never undo), "not revoked" for a few seconds. A logout is
 * seen at once by the instance that handled it and within NOT_REVOKED_TTL_MS by the others.
 */
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';

const NOT_REVOKED_TTL_MS = 5_000;
const MAX_CACHED = 50_000;

type ChallengesDb = CouchDatabase<DocBase & Record<string, unknown>>;

const RevocationDocSchema = z.object({ _id: z.string(), _rev: z.string(), type: z.literal('revocation'), expiresAt: z.number() });

const idOf = (jti: string) => `revoked:${jti}`;

/** "Every session of this user issued before `before` (ms) is over": written by a password reset. */
const SessionsEndedDocSchema = z.object({ _id: z.string(), _rev: z.string(), type: z.literal('sessions-ended'), before: z.number() });
const endedIdOf = (userId: string) => `sessions-ended:${userId}`;

export function createRevocations(db: ChallengesDb) {
  /** jti → expiry (ms) of tokens known to be revoked. */
  const revoked = new Map<string, number>();
  /** jti → time (ms) the database last said "not revoked". */
  const clean = new Map<string, number>();

  const bound = (map: Map<string, unknown>) => {
    // Maps keep insertion order: the first key is the oldest entry.
    while (map.size > MAX_CACHED) {
      const oldest = map.keys().next();
      if (oldest.done) break;
      map.delete(oldest.value);
    }
  };

  /** userId → [cut-off ms (0: none), time it was read]. Cut-offs only move forward. */
  const ended = new Map<string, [number, number]>();

  const rememberEnded = (userId: string, before: number, now: number) => {
    ended.delete(userId);
    ended.set(userId, [before, now]);
    bound(ended);
  };
  return {
    /** Ends every session of the user issued up to now (a password reset), on every instance. */
    async endSessionsOf(userId: string): Promise<void> {
      const before = Date.now();
      ended.set(userId, [before, before]);
      for (let i = 0; i < 20; i++) {
        const current = SessionsEndedDocSchema.safeParse(await db.get(endedIdOf(userId)));
        try {
          await db.put({
            _id: endedIdOf(userId),
            ...(current.success ? { _rev: current.data._rev } : {}),
            type: 'sessions-ended',
            before: Math.max(before, current.success ? current.data.before : 0),
          });
          return;
        } catch (e) {
          if (!isConflict(e)) throw e;
        }
      }
      throw new Error('could not record the end of sessions');
    },

    async revoke(jti: string, expiresAtMs: number): Promise<void> {
      revoked.set(jti, expiresAtMs);
      clean.delete(jti);
      bound(revoked);
      try {
        await db.put({ _id: idOf(jti), type: 'revocation', expiresAt: expiresAtMs });
      } catch (e) {
        if (!isConflict(e)) throw e; // already revoked
      }
    },

    /**
     * Whether the token was signed out or ended by a password reset. What the caches do not know
     * (fresh for NOT_REVOKED_TTL_MS) is read from the database in one round trip: the user's
     * sessions-ended record and the token's revocation together.
     */
    async isRevoked(jti: string, token?: { userId: string; issuedAtMs: number }): Promise<boolean> {
      const now = Date.now();
      const known = revoked.get(jti);
      if (known !== undefined) {
        if (known > now) return true;
        revoked.delete(jti);
      }
      const endedCached = token && ended.get(token.userId);
      const readEnded = token && !(endedCached && now - endedCached[1] < NOT_REVOKED_TTL_MS);
      const checkedAt = clean.get(jti);
      const readRevoked = !(checkedAt !== undefined && now - checkedAt < NOT_REVOKED_TTL_MS);
      if (readEnded || readRevoked) {
        const found = await db.getMany([...(readEnded ? [endedIdOf(token.userId)] : []), ...(readRevoked ? [idOf(jti)] : [])]);
        if (readEnded) {
          const doc = SessionsEndedDocSchema.safeParse(found.get(endedIdOf(token.userId)));
          rememberEnded(token.userId, Math.max(doc.data?.before ?? 0, ended.get(token.userId)?.[0] ?? 0), now);
        }
        if (readRevoked) {
          const doc = RevocationDocSchema.safeParse(found.get(idOf(jti)));
          if (doc.data) {
            revoked.set(jti, doc.data.expiresAt);
            bound(revoked);
            return true;
          }
          clean.delete(jti);
          clean.set(jti, now);
          bound(clean);
        }
      }
      return !!token && token.issuedAtMs <= (ended.get(token.userId)?.[0] ?? 0);
    },

    /** Drops revocations of tokens that have expired by now (they fail verification anyway). */
    async purgeExpired(): Promise<void> {
      const docs = await db.allDocs({ startkey: 'revoked:', endkey: 'revoked:\ufff0' });
      const now = Date.now();
      const expired = docs.flatMap((d) => {
        const p = RevocationDocSchema.safeParse(d);
        return p.success && p.data.expiresAt <= now ? [{ _id: p.data._id, _rev: p.data._rev, _deleted: true }] : [];
      });
      if (expired.length) await db.bulkDocs(expired);
    },
  };
}
export type Revocations = ReturnType<typeof createRevocations>;
