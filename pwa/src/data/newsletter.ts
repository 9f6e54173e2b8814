/**
 * Newsletter signups go through the outbox as the device's own entries (outbox/entries.ts
 * DEVICE_QUEUE): a visitor has no user lane, yet a signup typed offline must reach the store.
 * The entry is kept on the device and sent, without a token, by the same replay as a shopper's
 * writes (on `online`, visible, backoff, Background Sync), signed in or not.
 */
import type { NewsletterSignupOutcome } from './newsletter-queue.js';
import { newsletterMayWait } from './newsletter-waiting.js';

export type { NewsletterSignupOutcome };

/** Validates the address (the api's schema and words), queues the signup on the device and sends it when it can. */
export async function subscribeToNewsletter(email: string): Promise<NewsletterSignupOutcome> {
  const { queueNewsletterSignup } = await import('./newsletter-queue.js');
  return queueNewsletterSignup(email);
}

/**
 * Sends signups left waiting by an earlier visit (called when a newsletter form appears). Only
 * when one was queued on this device: otherwise every page's first screen opened IndexedDB and
 * loaded the outbox for nothing (Lighthouse's total blocking time on / went from 40 to 840 ms).
 */
export async function sendWaitingNewsletterSignups(): Promise<void> {
  if (!newsletterMayWait()) return;
  const { sendWaitingSignups } = await import('./newsletter-queue.js');
  await sendWaitingSignups();
}
