/**
 * The private `newsletter` database. One document per subscriber, its id derived from the
 * normalized e-mail (`subscriber:<address>`), so an address is on the list once however many
 * times, and from however many instances, it is sent: CouchDB lets only one writer create an id.
 * Each welcome code has a document of its own (`code:<CODE>`), the one record its one-time
 * redemption is decided on.
 */
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { parseWith, updateDoc, type Change } from '../../db/update-doc.js';

export type NewsletterDb = CouchDatabase<DocBase & Record<string, unknown>>;

export const SubscriberDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('subscriber'),
  email: z.string(),
  /** The personal welcome code sent to this address. */
  code: z.string(),
  subscribedAt: z.string(),
  /** Set once the welcome message was handed to the delivery. */
  welcomeSentAt: z.string().nullable(),
});
export type SubscriberDoc = z.infer<typeof SubscriberDocSchema>;

export const WelcomeCodeDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('welcome-code'),
  code: z.string(),
  email: z.string(),
  percent: z.number().int().min(1).max(100),
  createdAt: z.string(),
  /** The order that used the code, and when: null while unused. */
  redeemedBy: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export type WelcomeCodeDoc = z.infer<typeof WelcomeCodeDocSchema>;

export const subscriberId = (email: string) => `subscriber:${email}`;
export const codeId = (code: string) => `code:${code}`;

export function createNewsletterStore(db: NewsletterDb) {
  const parseSubscriber = parseWith(SubscriberDocSchema);
  const parseCode = parseWith(WelcomeCodeDocSchema);
  return {
    getSubscriber: async (email: string) => parseSubscriber(await db.get(subscriberId(email))),
    getCode: async (code: string) => parseCode(await db.get(codeId(code))),
    updateSubscriber: (email: string, change: (current: SubscriberDoc | null) => Change<SubscriberDoc>) =>
      updateDoc<SubscriberDoc>(db, subscriberId(email), change, { parse: parseSubscriber }),
    updateCode: (code: string, change: (current: WelcomeCodeDoc | null) => Change<WelcomeCodeDoc>) =>
      updateDoc<WelcomeCodeDoc>(db, codeId(code), change, { parse: parseCode }),
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
