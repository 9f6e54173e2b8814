/**
 * Per-account limits on password checks, kept in the `challenges` database so every api
 * instance sees them. Each attempt is written *before* the password is checked and then counted,
 * so parallel guesses cannot slip past the limit. Attempts are keyed by e-mail, known or not, so
 * the limit itself does not reveal which accounts exist.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { tooManyRequests } from '../../http/errors.js';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Wrong passwords per account and window. */
export const MAX_WRONG_PASSWORDS = 5;
/** Password checks per account and window, right or wrong: bounds how many challenges (and messages) one account gets. */
export const MAX_PASSWORD_CHECKS = 10;

type ChallengesDb = CouchDatabase<DocBase & Record<string, unknown>>;

/** Attempts read per page when sweeping the whole range. */
const SWEEP_PAGE = 500;
const ALL_ATTEMPTS = { startkey: 'attempt:', endkey: 'attempt:\ufff0' };

const AttemptDocSchema = z.object({
  _id: z.string(),
  _rev: z.string(),
  type: z.literal('login-attempt'),
  at: z.number(),
  outcome: z.enum(['pending', 'ok', 'failed']),
});
type AttemptDoc = z.infer<typeof AttemptDocSchema>;

export interface AttemptTicket {
  id: string;
  rev: string;
  at: number;
}

const prefixOf = (email: string) => `attempt:${email.toLowerCase()}:`;
const parseAttempts = (docs: unknown[]): AttemptDoc[] =>
  docs.flatMap((d) => {
    const p = AttemptDocSchema.safeParse(d);
    return p.success ? [p.data] : [];
  });

function minutesUntil(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function createLoginAttempts(db: ChallengesDb) {
  async function listFor(email: string): Promise<AttemptDoc[]> {
    const prefix = prefixOf(email);
    return parseAttempts(await db.allDocs({ startkey: prefix, endkey: `${prefix}\ufff0` }));
  }

  /** Old attempts are only history; dropping them keeps each account's range short. */
  function purge(docs: AttemptDoc[]): void {
    if (!docs.length) return;
    void db.bulkDocs(docs.map((d) => ({ _id: d._id, _rev: d._rev, _deleted: true }))).catch(() => undefined);
  }

  return {
    /** Records a password check about to happen; throws 429 when the account is over a limit. */
    async begin(email: string): Promise<AttemptTicket> {
      const at = Date.now();
      const id = `${prefixOf(email)}${new Date(at).toISOString()}:${randomBytes(4).toString('hex')}`;
      const mine = await db.put({ _id: id, type: 'login-attempt', at, outcome: 'pending' });
      const all = await listFor(email);
      const windowStart = at - ATTEMPT_WINDOW_MS;
      purge(all.filter((d) => d.at < windowStart));
      const recent = all.filter((d) => d.at >= windowStart).sort((a, b) => a.at - b.at);
      const notOk = recent.filter((d) => d.outcome !== 'ok');
      const refuse = async (message: string) => {
        await db.remove(mine._id, mine._rev).catch(() => undefined);
        return tooManyRequests(message);
      };
      if (notOk.length > MAX_WRONG_PASSWORDS) {
        const oldest = notOk[notOk.length - 1 - MAX_WRONG_PASSWORDS];
        const wait = oldest ? oldest.at + ATTEMPT_WINDOW_MS - at : ATTEMPT_WINDOW_MS;
        throw await refuse(`Too many failed sign-in attempts for this account. Please try again in ${minutesUntil(wait)}.`);
      }
      if (recent.length > MAX_PASSWORD_CHECKS) {
        const oldest = recent[recent.length - 1 - MAX_PASSWORD_CHECKS];
        const wait = oldest ? oldest.at + ATTEMPT_WINDOW_MS - at : ATTEMPT_WINDOW_MS;
        throw await refuse(`Too many sign-in attempts for this account. Please try again in ${minutesUntil(wait)}.`);
      }
      return { id: mine._id, rev: mine._rev, at };
    },

    async settle(ticket: AttemptTicket, outcome: 'ok' | 'failed'): Promise<void> {
      await db.put({ _id: ticket.id, _rev: ticket.rev, type: 'login-attempt', at: ticket.at, outcome });
    },

    /**
     * Deletes every account's attempts older than the window. `begin` drops an account's old
     * attempts when it is tried again; this sweeps those of accounts nobody tries again (a
     * guesser's list of addresses would otherwise stay for good). Returns how many went.
     */
    async purgeExpired(now = Date.now()): Promise<number> {
      let purged = 0;
      let startkey = ALL_ATTEMPTS.startkey;
      for (;;) {
        const page = await db.allDocs({ startkey, endkey: ALL_ATTEMPTS.endkey, limit: SWEEP_PAGE + 1 });
        const expired = parseAttempts(page.slice(0, SWEEP_PAGE)).filter((d) => d.at < now - ATTEMPT_WINDOW_MS);
        if (expired.length) {
          const results = await db.bulkDocs(expired.map((d) => ({ _id: d._id, _rev: d._rev, _deleted: true })));
          purged += results.filter((r) => !r.error).length;
        }
        const next = page[SWEEP_PAGE];
        if (!next) return purged;
        startkey = next._id;
      }
    },
  };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
