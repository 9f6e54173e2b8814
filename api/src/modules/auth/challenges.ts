/**
 * Login challenges: the password step opens one (document `login:<userId>` in the private
 * `challenges` database) holding the hashes of two fresh codes. Verify needs that live challenge,
 * so codes alone never sign anyone in. Tries are counted before the codes are compared, and every
 * change is a CouchDB write with the current _rev, so parallel guesses cannot exceed the limit and
 * a challenge is consumed once.
 */
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { HttpError, tooManyRequests, unauthorized } from '../../http/errors.js';
import { codeMatches, generateCode, hashCode, newNonce } from './codes.js';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_CODE_TRIES = 5;
export const RESEND_INTERVAL_MS = 30_000;
export const MAX_RESENDS = 5;
const MAX_RACE_RETRIES = 20;

export const NO_CHALLENGE_MESSAGE = 'No sign-in is waiting for these codes, or they have expired. Please log in again.';
export const LOCKED_MESSAGE = 'Too many wrong codes. Please log in again to get new ones.';

type ChallengesDb = CouchDatabase<DocBase & Record<string, unknown>>;

const ChallengeDocSchema = z.object({
  _id: z.string(),
  _rev: z.string(),
  type: z.literal('login-challenge'),
  userId: z.string(),
  nonce: z.string(),
  emailCodeHash: z.string(),
  smsCodeHash: z.string(),
  tries: z.number().int().min(0),
  resends: z.number().int().min(0),
  lastSentAt: z.number(),
  expiresAt: z.number(),
  createdAt: z.number(),
});
type ChallengeDoc = z.infer<typeof ChallengeDocSchema>;

export interface IssuedCodes {
  emailCode: string;
  smsCode: string;
}

const idOf = (userId: string) => `login:${userId}`;

export function createChallenges(db: ChallengesDb, secret: string) {
  async function load(userId: string): Promise<ChallengeDoc | null> {
    const parsed = ChallengeDocSchema.safeParse(await db.get(idOf(userId)));
    return parsed.success ? parsed.data : null;
  }

  const isLive = (c: ChallengeDoc | null, now: number): c is ChallengeDoc => !!c && c.expiresAt > now && c.tries < MAX_CODE_TRIES;

  function freshCodes(now: number): {
    nonce: string;
    codes: IssuedCodes;
    hashes: Pick<ChallengeDoc, 'nonce' | 'emailCodeHash' | 'smsCodeHash'>;
    expiresAt: number;
  } {
    const nonce = newNonce();
    const codes = { emailCode: generateCode(), smsCode: generateCode() };
    return {
      nonce,
      codes,
      hashes: {
        nonce,
        emailCodeHash: hashCode(secret, nonce, 'email', codes.emailCode),
        smsCodeHash: hashCode(secret, nonce, 'sms', codes.smsCode),
      },
      expiresAt: now + CHALLENGE_TTL_MS,
    };
  }

  /** Writes a new challenge over whatever the user had; retries when another request wrote first. */
  async function replace(userId: string, doc: Record<string, unknown>): Promise<void> {
    for (let i = 0; i < MAX_RACE_RETRIES; i++) {
      const rev = (await db.get(idOf(userId)))?._rev;
      try {
        await db.put({ ...doc, _id: idOf(userId), ...(rev ? { _rev: rev } : {}) });
        return;
      } catch (e) {
        if (!isConflict(e)) throw e;
      }
    }
    throw tooManyRequests('Too many sign-in requests at once. Please try again.');
  }

  return {
    /** Opens a new challenge for the user, replacing any earlier one; returns the codes to send. */
    async open(userId: string): Promise<IssuedCodes> {
      const now = Date.now();
      const fresh = freshCodes(now);
      await replace(userId, {
        type: 'login-challenge',
        userId,
        ...fresh.hashes,
        tries: 0,
        resends: 0,
        lastSentAt: now,
        expiresAt: fresh.expiresAt,
        createdAt: now,
      });
      return fresh.codes;
    },

    /**
     * New codes for the live challenge (old ones stop working). Tries carry over, so resending
     * never buys a guesser more attempts. Null when there is no live challenge.
     */
    async resend(userId: string): Promise<IssuedCodes | null> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const now = Date.now();
        const current = await load(userId);
        if (!isLive(current, now)) return null;
        const wait = current.lastSentAt + RESEND_INTERVAL_MS - now;
        if (wait > 0) throw tooManyRequests(`Please wait ${Math.ceil(wait / 1000)} seconds before asking for new codes.`);
        if (current.resends >= MAX_RESENDS) throw tooManyRequests('Too many codes have been sent for this sign-in. Please log in again.');
        const fresh = freshCodes(now);
        try {
          await db.put({ ...current, ...fresh.hashes, resends: current.resends + 1, lastSentAt: now, expiresAt: fresh.expiresAt });
          return fresh.codes;
        } catch (e) {
          if (!isConflict(e)) throw e;
        }
      }
      throw tooManyRequests('Too many requests at once. Please try again.');
    },

    /** Checks both codes against the live challenge and consumes it; throws 401/429 otherwise. */
    async verify(userId: string, emailOtp: string, phoneOtp: string): Promise<void> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const now = Date.now();
        const current = await load(userId);
        if (!current || current.expiresAt <= now) throw unauthorized(NO_CHALLENGE_MESSAGE);
        if (current.tries >= MAX_CODE_TRIES) throw tooManyRequests(LOCKED_MESSAGE);
        const tries = current.tries + 1;
        let counted: ChallengeDoc;
        try {
          counted = { ...current, ...(await db.put({ ...current, tries })) };
        } catch (e) {
          if (isConflict(e)) continue;
          throw e;
        }
        const right =
          codeMatches(secret, current.nonce, 'email', emailOtp, current.emailCodeHash) &&
          codeMatches(secret, current.nonce, 'sms', phoneOtp, current.smsCodeHash);
        if (!right) {
          if (tries >= MAX_CODE_TRIES) throw tooManyRequests(LOCKED_MESSAGE);
          const left = MAX_CODE_TRIES - tries;
          throw unauthorized(`The codes are incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
        }
        await consume(counted);
        return;
      }
      throw tooManyRequests('Too many attempts at once. Please try again.');
    },
  };

  /** Deletes the challenge the codes belonged to; if new codes replaced it meanwhile, these no longer count. */
  async function consume(checked: ChallengeDoc): Promise<void> {
    let rev = checked._rev;
    for (let i = 0; i < MAX_RACE_RETRIES; i++) {
      try {
        await db.remove(checked._id, rev);
        return;
      } catch (e) {
        if (!isConflict(e)) throw e;
      }
      const now = Date.now();
      const current = await load(checked.userId);
      if (!current || current.nonce !== checked.nonce || current.expiresAt <= now) throw unauthorized(NO_CHALLENGE_MESSAGE);
      rev = current._rev;
    }
    throw new HttpError(409, 'Sign-in could not be completed. Please try again.');
  }
}
export type Challenges = ReturnType<typeof createChallenges>;
