/**
 * Personal welcome codes: made at signup, accepted by one order only, of the account whose e-mail
 * the code was sent to (compared case-insensitively, whenever the account was made: a shopper who
 * subscribed first and signed up later with the same address uses it; any other account is
 * refused with 403 and nothing changes). Redemption is one
 * compare-and-swap on the code's document (db/update-doc.ts): of two orders racing for one
 * code, on one instance or several, exactly one writes `redeemedBy`; the other reads it and is
 * refused. A replay of the same order (same id) is answered as the first time.
 */
import { randomInt } from 'node:crypto';
import { isWelcomeCode, MESSAGES, WELCOME_CODE_ALPHABET, WELCOME_CODE_LENGTH, WELCOME_CODE_PREFIX } from '@store/shared';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { NewsletterStore, WelcomeCodeDoc } from './store.js';

export function newWelcomeCode(): string {
  let tail = '';
  for (let i = 0; i < WELCOME_CODE_LENGTH; i++) tail += WELCOME_CODE_ALPHABET[randomInt(WELCOME_CODE_ALPHABET.length)];
  return WELCOME_CODE_PREFIX + tail;
}

/** What a valid welcome code takes off the order. */
export interface WelcomeDiscount {
  code: string;
  type: 'percentage';
  discount: number;
}

export interface WelcomeCodes {
  /** Is `code` a personal welcome code (by its shape), so that this module, not the shared promo list, decides on it? */
  owns(code: string): boolean;
  /**
   * The discount of an unused code of `userId`'s (or one used by `orderId`: a replay); else 400
   * 'Invalid promo code', 403 when it was sent to another address, or 409 already used. Writes nothing.
   */
  check(code: string, orderId: string | undefined, userId: string): Promise<WelcomeDiscount>;
  /** Marks the code used by `orderId`, atomically; the same order again is fine, another order is refused (409). */
  redeem(code: string, orderId: string): Promise<WelcomeDiscount>;
  /** Gives the code back when `orderId` was not placed after all (rolled back); a code used by another order is left alone. */
  release(code: string, orderId: string): Promise<void>;
}

const normalize = (code: string) => code.trim().toUpperCase();
const discountOf = (doc: WelcomeCodeDoc): WelcomeDiscount => ({ code: doc.code, type: 'percentage', discount: doc.percent });

/** Who may use a code: the account's e-mail, read when the code is used (it may have changed since signup). */
export interface CodeOwners {
  getUserById(id: string): Promise<{ email: string } | null>;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createWelcomeCodes(store: NewsletterStore, accounts: CodeOwners): WelcomeCodes {
  const usable = (doc: WelcomeCodeDoc | null, orderId: string | undefined): WelcomeCodeDoc => {
    if (!doc) throw badRequest(MESSAGES.promo.invalid);
    if (doc.redeemedBy !== null && doc.redeemedBy !== orderId) throw conflict(MESSAGES.newsletter.welcomeCodeUsed);
    return doc;
  };

  return {
    owns: (code) => isWelcomeCode(code),
    async check(code, orderId, userId) {
      if (!isWelcomeCode(code)) throw badRequest(MESSAGES.promo.invalid);
      const [doc, user] = await Promise.all([store.getCode(normalize(code)), accounts.getUserById(userId)]);
      if (doc && !(user && sameAddress(user.email, doc.email))) throw forbidden(MESSAGES.newsletter.welcomeCodeNotYours);
      return discountOf(usable(doc, orderId));
    },
    async redeem(code, orderId) {
      if (!isWelcomeCode(code)) throw badRequest(MESSAGES.promo.invalid);
      const saved = await store.updateCode(normalize(code), (current) => {
        const doc = usable(current, orderId);
        if (doc.redeemedBy === orderId) return { keep: true };
        return { write: { ...doc, redeemedBy: orderId, redeemedAt: new Date().toISOString() } };
      });
      return discountOf(usable(saved, orderId));
    },
    async release(code, orderId) {
      if (!isWelcomeCode(code)) return;
      await store.updateCode(normalize(code), (current) =>
        current?.redeemedBy === orderId ? { write: { ...current, redeemedBy: null, redeemedAt: null } } : { keep: true },
      );
    },
  };
}
