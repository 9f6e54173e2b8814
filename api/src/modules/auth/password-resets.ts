/**
 * Forgotten passwords: a one-time code sent to the account's e-mail through the same delivery
 * as sign-in codes, under the same limits (CHALLENGE_TTL_MS, MAX_CODE_TRIES, RESEND_INTERVAL_MS,
 * and the per-account password-check budget of login-attempts.ts, which also bounds how many
 * messages one address receives). The code is stored only as an HMAC bound to a fresh nonce, in
 * a `reset:<userId>` document of the private `challenges` database, so every api instance sees
 * the same tries. Tries are counted before the code is compared; a right code consumes the
 * reset, sets the new password and ends every session the account had.
 */
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { CHALLENGE_TTL_MS, MAX_CODE_TRIES, RESEND_INTERVAL_MS } from './challenges.js';
import { codeMatches, generateCode, hashCode, newNonce } from './codes.js';

export const RESET_CODE_WRONG_MESSAGE = 'This code is not right, or it has expired. Ask for a new one if you need to.';
export const RESET_LOCKED_MESSAGE = 'Too many wrong codes. Ask for a new reset code.';
const MAX_RACE_RETRIES = 20;

type ChallengesDb = CouchDatabase<DocBase & Record<string, unknown>>;

const ResetDocSchema = z.object({
  _id: z.string(),
  _rev: z.string(),
  type: z.literal('password-reset'),
  userId: z.string(),
  nonce: z.string(),
  codeHash: z.string(),
  tries: z.number().int().min(0),
  sentAt: z.number(),
  expiresAt: z.number(),
});
type ResetDoc = z.infer<typeof ResetDocSchema>;

const idOf = (userId: string) => `reset:${userId}`;
/** Reset codes never pass for sign-in codes (or the other way round): their hash has its own domain. */
const domainOf = (nonce: string) => `reset:${nonce}`;

export function createPasswordResets(db: ChallengesDb, secret: string) {
  const load = async (userId: string): Promise<ResetDoc | null> => {
    const parsed = ResetDocSchema.safeParse(await db.get(idOf(userId)));
    return parsed.success ? parsed.data : null;
  };

  return {
    /**
     * A new code for the user, replacing an earlier one; null when one was sent less than
     * RESEND_INTERVAL_MS ago (the caller answers the same either way).
     */
    async open(userId: string): Promise<string | null> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const now = Date.now();
        const current = await load(userId);
        if (current && current.expiresAt > now && current.sentAt + RESEND_INTERVAL_MS > now) return null;
        const nonce = newNonce();
        const code = generateCode();
        try {
          await db.put({
            _id: idOf(userId),
            ...(current ? { _rev: current._rev } : {}),
            type: 'password-reset',
            userId,
            nonce,
            codeHash: hashCode(secret, domainOf(nonce), 'email', code),
            tries: 0,
            sentAt: now,
            expiresAt: now + CHALLENGE_TTL_MS,
          });
          return code;
        } catch (e) {
          if (!isConflict(e)) throw e;
        }
      }
      throw tooManyRequests('Too many requests at once. Please try again.');
    },

    /** Checks the code against the user's live reset and consumes it; throws 400/429 otherwise. */
    async consume(userId: string, code: string): Promise<void> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const current = await load(userId);
        if (!current || current.expiresAt <= Date.now()) throw badRequest(RESET_CODE_WRONG_MESSAGE, { code: RESET_CODE_WRONG_MESSAGE });
        if (current.tries >= MAX_CODE_TRIES) throw tooManyRequests(RESET_LOCKED_MESSAGE);
        const tries = current.tries + 1;
        let counted: ResetDoc;
        try {
          counted = { ...current, tries, ...(await db.put({ ...current, tries })) };
        } catch (e) {
          if (isConflict(e)) continue;
          throw e;
        }
        if (!codeMatches(secret, domainOf(current.nonce), 'email', code, current.codeHash)) {
          if (tries >= MAX_CODE_TRIES) throw tooManyRequests(RESET_LOCKED_MESSAGE);
          throw badRequest(RESET_CODE_WRONG_MESSAGE, { code: RESET_CODE_WRONG_MESSAGE });
        }
        try {
          await db.remove(counted._id, counted._rev);
          return;
        } catch (e) {
          // Someone consumed or replaced it meanwhile: this code no longer counts.
          if (isConflict(e)) throw badRequest(RESET_CODE_WRONG_MESSAGE, { code: RESET_CODE_WRONG_MESSAGE });
          throw e;
        }
      }
      throw tooManyRequests('Too many attempts at once. Please try again.');
    },
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
