/**
 * Login-attempt records are only history once their window has passed. An account tried again
 * drops its own; the sweep drops those of accounts nobody tries again (a guesser's address list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_WINDOW_MS, createAuthModule, createLoginAttempts } from '../src/modules/auth/index.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

/** An attempt record as a password check leaves it, `ageMs` ago. */
async function attemptFor(email: string, ageMs: number): Promise<string> {
  const at = Date.now() - ageMs;
  const id = `attempt:${email}:${new Date(at).toISOString()}:0000`;
  await t.store.ctx.dbs.challenges.put({ _id: id, type: 'login-attempt', at, outcome: 'failed' });
  return id;
}

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('sweeping expired login attempts', () => {
  it('when the auth module runs, then attempts past their window are swept without anyone signing in, recent ones stay, and a stopped module sweeps no more', async () => {
    const { challenges } = t.store.ctx.dbs;
    const gone = await attemptFor('ghost.one@example.com', ATTEMPT_WINDOW_MS + 60_000);
    const alsoGone = await attemptFor('ghost.two@example.com', 2 * ATTEMPT_WINDOW_MS);
    const recent = await attemptFor('ghost.three@example.com', 60_000);

    const auth = createAuthModule(t.store.ctx, { sweepEveryMs: 50 });
    await auth.start();
    expect(await challenges.get(gone)).toBeNull();
    expect(await challenges.get(alsoGone)).toBeNull();
    expect(await challenges.get(recent)).not.toBeNull();

    // The periodic sweep: a record that expires later goes on its own.
    const later = await attemptFor('ghost.four@example.com', ATTEMPT_WINDOW_MS + 1_000);
    await until(async () => (await challenges.get(later)) === null, 'the periodic sweep drops it');

    await auth.stop();
    const afterStop = await attemptFor('ghost.five@example.com', ATTEMPT_WINDOW_MS + 1_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await challenges.get(afterStop)).not.toBeNull();
  });

  it('when there are more expired attempts than one page holds, then every one of them is swept', async () => {
    const at = Date.now() - 2 * ATTEMPT_WINDOW_MS;
    const old = Array.from({ length: 1_100 }, (_, i) => ({
      _id: `attempt:crowd${String(i).padStart(4, '0')}@example.com:${new Date(at).toISOString()}:0000`,
      type: 'login-attempt',
      at,
      outcome: 'failed',
    }));
    await t.store.ctx.dbs.challenges.bulkDocs(old);
    const keep = await attemptFor('crowd-recent@example.com', 1_000);
    expect(await createLoginAttempts(t.store.ctx.dbs.challenges).purgeExpired()).toBeGreaterThanOrEqual(1_100);
    expect(await t.store.ctx.dbs.challenges.allDocs({ startkey: 'attempt:crowd', endkey: 'attempt:crowd\ufff0' })).toEqual([
      expect.objectContaining({ _id: keep }),
    ]);
  });
});
