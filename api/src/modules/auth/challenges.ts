/**
 * Login challenges: the password step opens one (document `login:<userId>` in the private
 * `challenges` database) holding the hashes of fresh codes: one for the e-mail, and one for the
 * phone when the account has a phone (the number is kept with the challenge, so a resend goes
 * where the first codes went and verify asks for exactly the codes that were sent). Verify needs that live challenge,
 * so codes alone never sign anyone in. Tries are counted before the codes are compared, and every
 * change is a CouchDB write with the current _rev, so parallel guesses cannot exceed the limit and
 * a challenge is consumed once.
 */
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { MESSAGES } from '@store/shared';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../http/errors.js';
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
  /** Null when no phone code was sent (an account without a phone). */
  smsCodeHash: z.string().nullable(),
  /** Where the phone code went (E.164); absent on challenges opened before phones were kept here. */
  phone: z.string().nullable().optional(),
  tries: z.number().int().min(0),
  resends: z.number().int().min(0),
  lastSentAt: z.number(),
  expiresAt: z.number(),
  createdAt: z.number(),
});
type ChallengeDoc = z.infer<typeof ChallengeDocSchema>;

export interface IssuedCodes {
  emailCode: string;
  /** The phone code and the number it goes to; null when the challenge sends none. */
  sms: { code: string; to: string } | null;
}

const idOf = (userId: string) => `login:${userId}`;

export function createChallenges(db: ChallengesDb, secret: string) {
  async function load(userId: string): Promise<ChallengeDoc | null> {
    const parsed = ChallengeDocSchema.safeParse(await db.get(idOf(userId)));
    return parsed.success ? parsed.data : null;
  }

  const isLive = (c: ChallengeDoc | null, now: number): c is ChallengeDoc => !!c && c.expiresAt > now && c.tries < MAX_CODE_TRIES;

  function freshCodes(
    now: number,
    phone: string | null,
  ): {
    codes: IssuedCodes;
    hashes: Pick<ChallengeDoc, 'nonce' | 'emailCodeHash' | 'smsCodeHash' | 'phone'>;
    expiresAt: number;
  } {
    const nonce = newNonce();
    const emailCode = generateCode();
    const smsCode = phone ? generateCode() : null;
    return {
      codes: { emailCode, sms: phone && smsCode ? { code: smsCode, to: phone } : null },
      hashes: {
        nonce,
        emailCodeHash: hashCode(secret, nonce, 'email', emailCode),
        smsCodeHash: smsCode ? hashCode(secret, nonce, 'sms', smsCode) : null,
        phone,
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
    /** Opens a new challenge for the user, replacing any earlier one; returns the codes to send (a phone code only with a phone). */
    async open(userId: string, phone: string | null): Promise<IssuedCodes> {
      const now = Date.now();
      const fresh = freshCodes(now, phone);
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
     * never buys a guesser more attempts. The same channels as the first codes: a phone code
     * only if one was sent, to the same number (`fallbackPhone` for challenges that did not keep
     * theirs). Null when there is no live challenge.
     */
    async resend(userId: string, fallbackPhone: string | null): Promise<IssuedCodes | null> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const now = Date.now();
        const current = await load(userId);
        if (!isLive(current, now)) return null;
        const wait = current.lastSentAt + RESEND_INTERVAL_MS - now;
        if (wait > 0) throw tooManyRequests(`Please wait ${Math.ceil(wait / 1000)} seconds before asking for new codes.`);
        if (current.resends >= MAX_RESENDS) throw tooManyRequests('Too many codes have been sent for this sign-in. Please log in again.');
        const phone = current.smsCodeHash === null ? null : (current.phone ?? fallbackPhone);
        const fresh = freshCodes(now, phone);
        try {
          await db.put({ ...current, ...fresh.hashes, resends: current.resends + 1, lastSentAt: now, expiresAt: fresh.expiresAt });
          return fresh.codes;
        } catch (e) {
          if (!isConflict(e)) throw e;
        }
      }
      throw tooManyRequests('Too many requests at once. Please try again.');
    },

    /**
     * Checks the codes that were sent (the phone code only if one was) against the live challenge
     * and consumes it; 400 when the phone code was sent but not given (no try is counted, nothing
     * was guessed); 401/429 otherwise.
     */
    async verify(userId: string, emailOtp: string, phoneOtp: string | undefined): Promise<void> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const now = Date.now();
        const current = await load(userId);
        if (!current || current.expiresAt <= now) throw unauthorized(NO_CHALLENGE_MESSAGE);
        if (current.tries >= MAX_CODE_TRIES) throw tooManyRequests(LOCKED_MESSAGE);
        if (current.smsCodeHash !== null && phoneOtp === undefined)
          throw badRequest(MESSAGES.auth.fillBothOtps, { phoneOtp: MESSAGES.auth.fillBothOtps });
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
          (current.smsCodeHash === null || codeMatches(secret, current.nonce, 'sms', phoneOtp ?? '', current.smsCodeHash));
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
