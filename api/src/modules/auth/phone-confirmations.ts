/**
 * A new or changed phone waits here until the shopper enters the code texted to it: a
 * `phone-change:<userId>` document in the private `challenges` database holding the number and
 * the HMAC of a fresh code (codes.ts, bound to its own nonce and domain, so neither a sign-in
 * code nor another account's code passes). The same limits as sign-in codes: CHALLENGE_TTL_MS,
 * MAX_CODE_TRIES per code, RESEND_INTERVAL_MS between texts, and at most SENDS_PER_HOUR texts an
 * hour per account (a stolen session cannot text strangers without bound). Tries are counted
 * before the code is compared, with the document's _rev, so parallel guesses cannot exceed them.
 */
import { z } from 'zod';
import { MESSAGES, type PendingPhone } from '@store/shared';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { isConflict } from '../../db/couch.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { CHALLENGE_TTL_MS, MAX_CODE_TRIES, RESEND_INTERVAL_MS } from './challenges.js';
import { codeMatches, generateCode, hashCode, newNonce } from './codes.js';

export const SENDS_PER_HOUR = 6;
const HOUR_MS = 60 * 60_000;
const MAX_RACE_RETRIES = 20;

type ChallengesDb = CouchDatabase<DocBase & Record<string, unknown>>;

const PhoneChangeDocSchema = z.object({
  _id: z.string(),
  _rev: z.string(),
  type: z.literal('phone-change'),
  userId: z.string(),
  phone: z.string(),
  nonce: z.string(),
  codeHash: z.string(),
  tries: z.number().int().min(0),
  /** Texts sent since `firstSentAt`; the hourly bound counts them. */
  sends: z.number().int().min(0),
  firstSentAt: z.number(),
  sentAt: z.number(),
  expiresAt: z.number(),
  /** Cancelled (or the phone removed): the code no longer works and Resend has no number. */
  cancelled: z.boolean().optional(),
});
type PhoneChangeDoc = z.infer<typeof PhoneChangeDocSchema>;

const idOf = (userId: string) => `phone-change:${userId}`;
const domainOf = (nonce: string) => `phone-change:${nonce}`;
const refuse = (message: string) => badRequest(message, { code: message });

export function viewOf(doc: Pick<PhoneChangeDoc, 'phone' | 'expiresAt' | 'sentAt'>, now = Date.now()): PendingPhone {
  const secondsUntil = (t: number) => Math.max(0, Math.ceil((t - now) / 1000));
  return {
    phone: doc.phone,
    expiresInSeconds: secondsUntil(doc.expiresAt),
    resendInSeconds: secondsUntil(doc.sentAt + RESEND_INTERVAL_MS),
  };
}

export function createPhoneConfirmations(db: ChallengesDb, secret: string) {
  const load = async (userId: string): Promise<PhoneChangeDoc | null> => {
    const parsed = PhoneChangeDocSchema.safeParse(await db.get(idOf(userId)));
    return parsed.success ? parsed.data : null;
  };

  /** A new code for `phone` (the given one, or the waiting one's), within the throttles. */
  async function send(userId: string, phone: string | null): Promise<{ code: string; pending: PendingPhone } | null> {
    for (let i = 0; i < MAX_RACE_RETRIES; i++) {
      const now = Date.now();
      const current = await load(userId);
      const to = phone ?? (current && !current.cancelled ? current.phone : null);
      if (!to) return null;
      // The 30 s wait is per number: a typo fixed at once is texted at once; the hourly bound holds for all.
      if (current && current.phone === to) {
        const wait = current.sentAt + RESEND_INTERVAL_MS - now;
        if (wait > 0) throw tooManyRequests(`Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code.`);
      }
      const sameHour = current && current.firstSentAt + HOUR_MS > now;
      const sends = sameHour ? current.sends + 1 : 1;
      if (sends > SENDS_PER_HOUR) throw tooManyRequests('Too many codes have been texted for this account. Please try again in an hour.');
      const nonce = newNonce();
      const code = generateCode();
      const doc = {
        _id: idOf(userId),
        ...(current ? { _rev: current._rev } : {}),
        type: 'phone-change',
        userId,
        phone: to,
        nonce,
        codeHash: hashCode(secret, domainOf(nonce), 'sms', code),
        tries: 0,
        sends,
        firstSentAt: sameHour ? current.firstSentAt : now,
        sentAt: now,
        expiresAt: now + CHALLENGE_TTL_MS,
      };
      try {
        await db.put(doc);
        return { code, pending: viewOf(doc) };
      } catch (e) {
        if (!isConflict(e)) throw e;
      }
    }
    throw tooManyRequests('Too many requests at once. Please try again.');
  }

  return {
    /** Starts (or restarts, for another number) the wait for `phone`; answers the code to text. */
    async open(userId: string, phone: string): Promise<{ code: string; pending: PendingPhone }> {
      const sent = await send(userId, phone);
      if (!sent) throw new Error('unreachable: a phone was given');
      return sent;
    },

    /** A new code to the waiting number (the old one stops working); null when none waits. */
    resend: (userId: string) => send(userId, null),

    /** The number waiting for its code (its code may have expired: Resend sends a new one), for an hour. */
    async pending(userId: string): Promise<PendingPhone | null> {
      const current = await load(userId);
      const waiting = current && !current.cancelled && current.tries < MAX_CODE_TRIES && current.sentAt + HOUR_MS > Date.now();
      return waiting ? viewOf(current) : null;
    },

    /** Checks the code and consumes the wait; answers the confirmed number. 400/429 otherwise. */
    async confirm(userId: string, code: string): Promise<string> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const current = await load(userId);
        if (!current || current.cancelled || current.expiresAt <= Date.now()) throw refuse(MESSAGES.auth.phoneCodeExpired);
        if (current.tries >= MAX_CODE_TRIES) throw tooManyRequests(MESSAGES.auth.phoneCodeLocked);
        const tries = current.tries + 1;
        let counted: PhoneChangeDoc;
        try {
          counted = { ...current, tries, ...(await db.put({ ...current, tries })) };
        } catch (e) {
          if (isConflict(e)) continue;
          throw e;
        }
        if (!codeMatches(secret, domainOf(current.nonce), 'sms', code, current.codeHash)) {
          if (tries >= MAX_CODE_TRIES) throw tooManyRequests(MESSAGES.auth.phoneCodeLocked);
          throw refuse(MESSAGES.auth.phoneCodeWrong(MAX_CODE_TRIES - tries));
        }
        try {
          await db.remove(counted._id, counted._rev);
          return current.phone;
        } catch (e) {
          // A new code replaced it meanwhile: this one no longer counts.
          if (isConflict(e)) throw refuse(MESSAGES.auth.phoneCodeExpired);
          throw e;
        }
      }
      throw tooManyRequests('Too many attempts at once. Please try again.');
    },

    /**
     * Stops waiting (Cancel, or the phone removed). The document stays, its code unusable, so the
     * hourly bound on texts still holds (one small document per account that ever changed its phone).
     */
    async cancel(userId: string): Promise<void> {
      for (let i = 0; i < MAX_RACE_RETRIES; i++) {
        const current = await load(userId);
        if (!current || current.cancelled) return;
        try {
          await db.put({ ...current, cancelled: true });
          return;
        } catch (e) {
          if (!isConflict(e)) throw e;
        }
      }
    },
  };
}
export type PhoneConfirmations = ReturnType<typeof createPhoneConfirmations>;
