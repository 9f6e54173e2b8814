/**
 * Subscribing: the address is stored once, with a personal welcome code, and the welcome
 * message goes out through the same delivery as the sign-in codes (SMTP, or a JSON file in
 * DATA_DIR/outbox). A second signup of the same address changes nothing and sends nothing,
 * unless the first one's message never went out (its delivery failed) and the first signup had
 * its chance (RESEND_AFTER_MS): then it is sent now. Signups racing on one new address store it
 * once, and only the one that created it sends.
 */
import { MESSAGES, NEWSLETTER_DISCOUNT_PERCENT, type NewsletterResult } from '@store/shared';
import type { Logger } from '../../log.js';
import type { NewsletterStore, SubscriberDoc } from './store.js';
import { newWelcomeCode } from './welcome-codes.js';

/** What the newsletter needs of a delivery (the auth module's `delivery` is one). */
export interface WelcomeDelivery {
  send(message: { channel: 'email'; to: string; subject: string; text: string; code: string }): Promise<void>;
}

export function welcomeText(code: string): string {
  return [
    'Thank you for joining the Inkwell Stationery letter: new arrivals and studio notes, now and then.',
    `Your personal code for ${NEWSLETTER_DISCOUNT_PERCENT}% off your first order: ${code}`,
    'Enter it as the promo code at checkout. It works once.',
  ].join('\n\n');
}

/** A welcome not marked sent this long after the signup is taken as failed, and the next signup sends it. */
export const RESEND_AFTER_MS = 60_000;

export function createNewsletterService(deps: { store: NewsletterStore; delivery: WelcomeDelivery; log: Logger }) {
  const { store, delivery, log } = deps;

  async function sendWelcome(subscriber: SubscriberDoc): Promise<void> {
    try {
      await delivery.send({
        channel: 'email',
        to: subscriber.email,
        subject: MESSAGES.newsletter.welcomeSubject,
        text: welcomeText(subscriber.code),
        code: subscriber.code,
      });
    } catch (e) {
      // Stored all the same: the next signup of this address sends it again.
      log.error(`newsletter: the welcome message to ${subscriber.email} could not be sent`, e);
      return;
    }
    await store.updateSubscriber(subscriber.email, (current) =>
      current && !current.welcomeSentAt ? { write: { ...current, welcomeSentAt: new Date().toISOString() } } : { keep: true },
    );
  }

  return {
    /** `email` is already normalized (NewsletterSignupSchema: trimmed, lower-case). */
    async subscribe(email: string): Promise<NewsletterResult> {
      const existing = await store.getSubscriber(email);
      if (existing) {
        const failed = !existing.welcomeSentAt && Date.now() - Date.parse(existing.subscribedAt) > RESEND_AFTER_MS;
        if (failed) await sendWelcome(existing);
        return { email, subscribed: false };
      }
      // The code's record first: a subscriber never names a code that does not exist. A code
      // written by a signup that then lost the race below is never sent, so never used.
      const code = newWelcomeCode();
      const now = new Date().toISOString();
      await store.updateCode(code, (current) => {
        if (current) throw new Error('welcome code collision');
        return {
          write: {
            _id: '',
            type: 'welcome-code',
            code,
            email,
            percent: NEWSLETTER_DISCOUNT_PERCENT,
            createdAt: now,
            redeemedBy: null,
            redeemedAt: null,
          },
        };
      });
      let created = false;
      const subscriber = await store.updateSubscriber(email, (current) => {
        // Decided again on every attempt: a write that lost a race (409) is retried and then keeps the winner's.
        created = !current;
        if (current) return { keep: true };
        return { write: { _id: '', type: 'subscriber', email, code, subscribedAt: now, welcomeSentAt: null } };
      });
      if (!subscriber) throw new Error(`newsletter: ${email} was not stored`);
      if (created) await sendWelcome(subscriber);
      return { email, subscribed: created };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
