import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_MISS_CLIENT_LIMIT } from '@store/shared';
import { CSP_REPORT_LIMIT, CSP_REPORT_MAX_BYTES, MAX_STORED_REPORTS } from '../src/http/csp-reports.js';
import { clientKeyOf, createRateCounter, purgeEndedWindows } from '../src/http/rate-limit.js';
import { PUBLIC_AUTH_LIMITS } from '../src/modules/auth/index.js';
import { NEWSLETTER_SIGNUP_LIMIT } from '../src/modules/newsletter/index.js';
import { SEARCH_MISS_REPORT_LIMIT } from '../src/modules/search-misses/index.js';
import { PAYMENT_CALLBACK_LIMIT } from '../src/modules/payments/index.js';
import { tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let other: TestStore;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  // A second api instance on the same databases, as behind a load balancer.
  other = await startTestStore({ SEED_PRODUCTS: '0', DB_PREFIX: t.store.ctx.env.DB_PREFIX });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** A violation as Chromium's report-uri sends it. */
const violation = (blocked: string, page = '/products') => ({
  'csp-report': {
    'document-uri': `http://localhost${page}?search=secret`,
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'status-code': 200,
    'script-sample': '',
  },
});

const report = (store: TestStore, body: unknown, client = '203.0.113.7', type = 'application/csp-report') =>
  fetch(`${store.url}/api/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

/** Sends `n` requests, `batch` at a time, and answers their statuses. */
async function flood(n: number, send: (i: number) => Promise<Response>, batch = 50): Promise<Response[]> {
  const all: Response[] = [];
  for (let i = 0; i < n; i += batch)
    all.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, j) => send(i + j)))));
  return all;
}
const count = (answers: Response[], status: number) => answers.filter((r) => r.status === status).length;
const docCount = async (store: TestStore, db: 'cspreports' | 'ratelimits') => (await store.store.ctx.dbs[db].info()).doc_count;

describe('CSP reports', () => {
  it('when a browser reports in either format, then each kind of violation is stored once with a count, without query strings, and the admin can read them', async () => {
    expect((await report(t, violation('inline'), '198.51.100.1')).status).toBe(204);
    expect((await report(t, violation('inline'), '198.51.100.1')).status).toBe(204);
    const reportTo = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'http://localhost/account',
        body: {
          documentURL: 'http://localhost/account?tab=orders',
          effectiveDirective: 'img-src',
          blockedURL: 'https://evil.example/x.png?id=42',
          disposition: 'enforce',
        },
      },
    ];
    expect((await report(t, reportTo, '198.51.100.1', 'application/reports+json')).status).toBe(204);

    expect((await t.api('GET', '/csp-reports')).status).toBe(401);
    expect((await t.api('GET', '/csp-reports', { token: tokenFor(t, { role: 'user' }) })).status).toBe(403);
    const res = await t.api('GET', '/csp-reports', { token: tokenFor(t, { role: 'admin' }) });
    expect(res.status).toBe(200);
    const stored = res.body.data.reports as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(2);
    expect(stored).toContainEqual(
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', page: '/products', count: 2 }),
    );
    expect(stored).toContainEqual(
      expect.objectContaining({ directive: 'img-src', blocked: 'https://evil.example/x.png', page: '/account', count: 1 }),
    );
    expect(JSON.stringify(stored)).not.toContain('secret');
  });

  it('when anything else is posted, then it is answered and stores nothing', async () => {
    const before = await docCount(t, 'cspreports');
    for (const body of [{}, [], { 'csp-report': 'x' }, [{ body: null }], { 'csp-report': { 'blocked-uri': 'inline' } }])
      expect((await report(t, body, '198.51.100.2')).status).toBe(204);
    expect((await report(t, violation('inline'), '198.51.100.2', 'text/plain')).status).toBe(204);
    expect(await docCount(t, 'cspreports')).toBe(before);
  });

  it(`when a 64 KB report comes as any report type, application/json included, then 413 past the ${CSP_REPORT_MAX_BYTES / 1024} KB limit and nothing is stored`, async () => {
    const before = await docCount(t, 'cspreports');
    const big = violation(`https://evil.example/${'x'.repeat(64 * 1024)}`);
    for (const type of ['application/csp-report', 'application/reports+json', 'application/json']) {
      const res = await report(
        t,
        type === 'application/reports+json' ? [{ type: 'csp-violation', body: big['csp-report'] }] : big,
        '198.51.100.3',
        type,
      );
      expect(res.status, type).toBe(413);
      expect((await res.json()) as unknown, type).toEqual({ success: false, message: 'Request body is too large.' });
    }
    // Just under the limit is read as before.
    const fits = violation(`https://fits.example/${'y'.repeat(CSP_REPORT_MAX_BYTES - 1024)}`);
    expect((await report(t, fits, '198.51.100.3', 'application/json')).status).toBe(204);
    expect(await docCount(t, 'cspreports')).toBe(before + 1);
  });

  it('when one client sends 500 reports, then it is refused past its limit with 429, Retry-After and a message, and the databases hold a bounded number of documents', async () => {
    const answers = await flood(500, (i) => report(t, violation(`https://cdn${i}.example/a.js`), '203.0.113.9'));
    expect(count(answers, 204)).toBe(CSP_REPORT_LIMIT.limit);
    expect(count(answers, 429)).toBe(500 - CSP_REPORT_LIMIT.limit);
    const refused = answers.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CSP_REPORT_LIMIT.windowMs / 1000);
    expect(await refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many reports from your network\. Please try again in \d+ (minutes?|seconds?)\.$/),
    });
    // (3: the kinds the tests above stored.)
    expect(await docCount(t, 'cspreports')).toBeLessThanOrEqual(3 + CSP_REPORT_LIMIT.limit);
    // One counter for that client and window, however many requests.
    const counters = await t.store.ctx.dbs.ratelimits.allDocs({});
    expect(counters.filter((d) => d._id.includes('203.0.113.9'))).toHaveLength(1);
  });

  it(`when many clients report many different violations, then at most ${MAX_STORED_REPORTS} kinds are stored and the rest dropped`, async () => {
    const answers = await flood(MAX_STORED_REPORTS + 60, (i) =>
      report(t, violation(`https://spread${i}.example/a.js`), `10.9.${i >> 8}.${i & 255}`),
    );
    expect(count(answers, 204)).toBe(answers.length);
    expect(await docCount(t, 'cspreports')).toBeLessThanOrEqual(MAX_STORED_REPORTS);
    expect(await docCount(t, 'cspreports')).toBeGreaterThan(MAX_STORED_REPORTS * 0.8);
  });
});

describe('sign-up requests', () => {
  it('when one client sends 500 sign-ups, then only the limit is created, the rest answered 429 with Retry-After, and the database holds a bounded number', async () => {
    const accounts = async () => (await t.store.ctx.dbs.users.allDocs({})).filter((d) => d.type === 'user').length;
    const usersBefore = await accounts();
    const answers = await flood(500, (i) =>
      fetch(`${t.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
        body: JSON.stringify({
          name: 'Flood',
          email: `flood${i}@example.com`,
          phone: '+91 98450 12345',
          password: 'secret123',
          confirmPassword: 'secret123',
        }),
      }),
    );
    expect(count(answers, 201)).toBe(PUBLIC_AUTH_LIMITS.signup.limit);
    expect(count(answers, 429)).toBe(500 - PUBLIC_AUTH_LIMITS.signup.limit);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many sign-up requests from your network\. Please try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect((await accounts()) - usersBefore).toBe(PUBLIC_AUTH_LIMITS.signup.limit);
    // Another client is not held back by that one.
    const res = await t.api('POST', '/auth/signup', {
      headers: { 'x-forwarded-for': '192.0.2.51' },
      body: {
        name: 'Asha',
        email: 'asha.limits@example.com',
        phone: '+91 98450 12345',
        password: 'secret123',
        confirmPassword: 'secret123',
      },
    });
    expect(res.status, res.text).toBe(201);
  });
});

describe('payment callbacks', () => {
  it('when one client floods the payment callback, then past its limit it is answered 429 before anything is read or asked of the gateway', async () => {
    const answers = await flood(PAYMENT_CALLBACK_LIMIT.limit + 50, () =>
      fetch(`${t.url}/api/payments/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.60' },
        body: 'razorpay_payment_id=pay_x&razorpay_order_id=order_x&razorpay_signature=not-hex',
      }),
    );
    expect(count(answers, 400)).toBe(PAYMENT_CALLBACK_LIMIT.limit);
    expect(count(answers, 429)).toBe(50);
  });
});

describe('across api instances', () => {
  it('when one client alternates between two instances, then the limit holds for the two together', async () => {
    const send = (i: number) =>
      fetch(`${(i % 2 ? other : t).url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
        body: JSON.stringify({ email: `nobody${i}@example.com` }),
      });
    const answers = await flood(100, send, 10);
    expect(count(answers, 200)).toBe(PUBLIC_AUTH_LIMITS['forgot-password'].limit);
    expect(count(answers, 429)).toBe(100 - PUBLIC_AUTH_LIMITS['forgot-password'].limit);
  });
});

describe('the counters', () => {
  it('when a client spends its limit just before a clock boundary, then it cannot spend it again just after (its window is its own)', async () => {
    const windowMs = 15 * 60_000;
    const counter = createRateCounter({ db: t.store.ctx.dbs.ratelimits, name: 'boundary', limit: 5, windowMs });
    const boundary = Math.ceil(Date.now() / windowMs) * windowMs + windowMs;
    vi.useFakeTimers({ toFake: ['Date'], now: boundary - 1_000 });
    try {
      const before = await Promise.all(Array.from({ length: 6 }, () => counter.take('192.0.2.90')));
      expect(before.filter((r) => r.allowed)).toHaveLength(5);
      vi.setSystemTime(boundary + 1_000);
      const after = await counter.take('192.0.2.90');
      expect(after).toEqual({ allowed: false, endsAt: boundary - 1_000 + windowMs });
      // Its own window over, the client starts afresh.
      vi.setSystemTime(boundary - 1_000 + windowMs);
      expect((await counter.take('192.0.2.90')).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when their windows have ended, then a sweep deletes them', async () => {
    const db = t.store.ctx.dbs.ratelimits;
    expect((await db.allDocs({})).length).toBeGreaterThan(0);
    await purgeEndedWindows(db, Date.now() + 24 * 3600_000);
    expect(await db.allDocs({})).toHaveLength(0);
  });

  it('when a client comes over IPv6, then it is counted per /64; IPv4-mapped addresses as IPv4', () => {
    const key = (ip: string) => clientKeyOf({ ip, socket: {} as never });
    expect(key('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(key('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(key('203.0.113.5')).toBe('203.0.113.5');
  });
});

describe('newsletter sign-ups and search-miss reports', () => {
  it('when one client sends 500 newsletter sign-ups, then only the limit is stored, the rest answered 429, and the list holds a bounded number', async () => {
    const subscribers = async () =>
      (await t.store.ctx.dbs.newsletter.allDocs({ startkey: 'subscriber:', endkey: 'subscriber:\ufff0' })).length;
    const before = await subscribers();
    const answers = await flood(500, (i) =>
      fetch(`${t.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
        body: JSON.stringify({ email: `reader${i}@example.com` }),
      }),
    );
    expect(count(answers, 201)).toBe(NEWSLETTER_SIGNUP_LIMIT.limit);
    expect(count(answers, 429)).toBe(500 - NEWSLETTER_SIGNUP_LIMIT.limit);
    expect((await subscribers()) - before).toBe(NEWSLETTER_SIGNUP_LIMIT.limit);
  });

  it('when one client sends 500 search-miss reports, then it is limited, and the counts stay bounded', async () => {
    const answers = await flood(500, (i) =>
      fetch(`${t.url}/api/search/misses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
        body: JSON.stringify({ queries: [`made up ${i}`] }),
      }),
    );
    expect(count(answers, 202)).toBe(SEARCH_MISS_REPORT_LIMIT.limit);
    expect(count(answers, 429)).toBe(500 - SEARCH_MISS_REPORT_LIMIT.limit);
    await t.store.searchMisses.flush();
    const day = await t.store.ctx.dbs.search_misses.get(`day:${new Date().toISOString().slice(0, 10)}`);
    const stored = Object.keys((day as { queries?: Record<string, number> } | null)?.queries ?? {}).filter((q) => q.startsWith('made up'));
    // Each report's query is counted within the client's own bound on misses.
    expect(stored.length).toBe(Math.min(SEARCH_MISS_REPORT_LIMIT.limit, SEARCH_MISS_CLIENT_LIMIT.limit));
  });

  it('when one client searches for nothing through two instances, then its misses are bounded for the two together and every search still answers', async () => {
    const client = { 'x-forwarded-for': '198.51.100.22' };
    const answers = await flood(120, (i) =>
      fetch(`${(i % 2 ? t : other).url}/api/products?search=${encodeURIComponent(i < 20 ? 'same miss' : `split miss ${i}`)}`, {
        headers: client,
      }),
    );
    expect(count(answers, 200)).toBe(120);
    await Promise.all([t.store.searchMisses.flush(), other.store.searchMisses.flush()]);
    const day = await t.store.ctx.dbs.search_misses.get(`day:${new Date().toISOString().slice(0, 10)}`);
    const queries = (day as { queries?: Record<string, number> } | null)?.queries ?? {};
    expect(queries['same miss']).toBe(1);
    expect(Object.keys(queries).filter((q) => q.startsWith('split miss')).length).toBeLessThanOrEqual(SEARCH_MISS_CLIENT_LIMIT.limit - 1);
    expect(Object.keys(queries).filter((q) => q.startsWith('split miss') || q === 'same miss').length).toBeGreaterThan(1);
  });
});
