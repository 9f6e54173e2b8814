/** The newsletter's part of the outbox (see newsletter.ts): loaded with the first form that is used. */
import { NewsletterSignupSchema } from '@store/shared';
import { loadLocalDb } from './local-store.js';
import { apiSend } from '../lib/api-client.js';
import { reportStorageProblem } from './storage-problems.js';
import { sendDeviceQueue } from './outbox/driver.js';
import { DEVICE_QUEUE, newEntry } from './outbox/entries.js';
import { userEntries } from './outbox/enqueue.js';
import { markNewsletterWaiting } from './newsletter-waiting.js';

export type NewsletterSignupOutcome =
  /** On the device, being sent now (online) or when the connection returns (offline). */
  | { kind: 'queued'; online: boolean }
  | { kind: 'invalid'; message: string };

const waitingSignups = async () => {
  const db = await loadLocalDb();
  return (await userEntries(db, DEVICE_QUEUE).toArray()).filter((e) => e.op.kind === 'newsletter.subscribe' && e.state !== 'refused');
};

export async function queueNewsletterSignup(input: string): Promise<NewsletterSignupOutcome> {
  const parsed = NewsletterSignupSchema.safeParse({ email: input });
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Enter a valid email address' };
  const { email } = parsed.data;
  try {
    const db = await loadLocalDb();
    markNewsletterWaiting(true);
    await db.transaction('rw', db.outbox, async () => {
      const entries = await userEntries(db, DEVICE_QUEUE).toArray();
      // Typed twice before it went: once is enough (the store would keep it once anyway).
      if (entries.some((e) => e.op.kind === 'newsletter.subscribe' && e.op.email === email && e.state !== 'refused')) return;
      await db.outbox.add(newEntry(DEVICE_QUEUE, { kind: 'newsletter.subscribe', email }));
    });
    void sendDeviceQueue(db);
  } catch (e) {
    // No local database (storage full or blocked): send it straight away instead.
    reportStorageProblem(e);
    const sent = await apiSend('/newsletter', { method: 'POST', body: { email } });
    if (sent.kind === 'refused') return { kind: 'invalid', message: sent.message };
    return { kind: 'queued', online: sent.kind === 'ok' };
  }
  return { kind: 'queued', online: typeof navigator === 'undefined' || navigator.onLine };
}

/** Sends signups an earlier visit left waiting; forgets the flag once none wait. */
export async function sendWaitingSignups(): Promise<void> {
  const waiting = (await waitingSignups()).length > 0;
  markNewsletterWaiting(waiting);
  if (waiting) void sendDeviceQueue(await loadLocalDb());
}
