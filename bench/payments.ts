/**
 * Online payments (issue 44, decision 046), measured from outside: one api instance in its own
 * process on its own sync-server process (the orders benchmark's setup), the built-in test
 * gateway (no Razorpay keys), driven over HTTP as a shopper's browser drives it:
 *   POST /orders (UPI) → POST /orders/{id}/pay → the gateway's page → its form (Success) → the
 *   signed form posted back to /api/payments/callback (303 to the paid page: the order is paid).
 * Figures:
 * - Place Order → paid through the test gateway, one shopper at a time: p50 / p95;
 * - 100 replays of one signed webhook at once: how many changed the order (1) and its writes;
 * - 50 callbacks and webhooks for one payment at once: paid orders, attempts, stock change, messages;
 * - orders/s at 50 shoppers at a time: cash on delivery, UPI placed (pending), and UPI placed and
 *   paid through the gateway, in the same run.
 * Prints figures, asserts nothing. `pnpm bench payments`.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderNumber } from '@store/shared';
import { signToken, startCluster, testGatewaySecrets, type Cluster } from '@store/api/testing';
import { startSyncServerProcess } from '../sync-server/src/index.js';
import { benchCatalogue } from './lib/bench-catalogue.js';
import { SHIPPING, clientAddresses, inBatches, pct } from './lib/shoppers.js';

const FLOWS = Number(process.env.BENCH_PAY_FLOWS ?? 40);
const SHOPPERS = Number(process.env.BENCH_PAY_SHOPPERS ?? 200);
const AT_ONCE = 50;
const PRODUCTS = 100;

const work = mkdtempSync(path.join(tmpdir(), 'bench-payments-'));
const password = randomBytes(12).toString('base64url');
const sync = await startSyncServerProcess({ dataDir: work, port: 0, username: 'admin', password });
const couch = new URL(sync.url);
couch.username = 'admin';
couch.password = password;
const couchUrl = couch.toString().replace(/\/$/, '');
const couchBase = sync.url.replace(/\/$/, '');
const couchAuth = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
let cluster: Cluster | undefined;

try {
  cluster = await startCluster(couchUrl, 1, { SEED_PRODUCTS: '0', NODE_ENV: 'production' });
  const c = cluster;
  const base = c.at(0).url;
  await writeCatalogue(c.prefix, base);
  // The store's own secrets (DATA_DIR/secrets.json): the test gateway's webhook secret follows from them.
  const { jwtSecret: storeSecret } = JSON.parse(readFileSync(path.join(c.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  const webhookSecret = testGatewaySecrets(storeSecret).webhookSecret;
  const tokenFor = () =>
    signToken(c.jwtSecret, { sub: `u_${randomUUID().slice(0, 12)}`, role: 'user', name: 'Bench Shopper', jti: randomUUID() }, '1h');
  let line = 0;
  const fillCart = async (token: string) =>
    void (await api(base, 'POST', '/cart', token, { productId: `bench-${line++ % PRODUCTS}`, quantity: 1 }));
  const place = async (token: string, paymentMethod: string) =>
    api(base, 'POST', '/orders', token, { ...SHIPPING, paymentMethod }, { 'Idempotency-Key': randomUUID() });

  /**
   * Each browser from its own address, as shoppers are: the callback and the gateway's form are
   * limited per client (docs/security.md), and 200 shoppers on one address would be a flood.
   */
  const nextClient = clientAddresses(77);

  /** The gateway's page and its Success button, as a browser: the signed fields it returns with. */
  async function payAtGateway(checkoutUrl: string): Promise<Record<string, string>> {
    const page = await (await fetch(`${base}${checkoutUrl}`, { headers: { accept: 'text/html' } })).text();
    const form = formOf(page);
    const res = await fetch(`${base}${form.action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-forwarded-for': nextClient() },
      body: new URLSearchParams({ ...form.fields, method: 'upi', outcome: 'success' }),
    });
    return formOf(await res.text()).fields;
  }
  const callback = async (fields: Record<string, string>) => {
    const res = await fetch(`${base}/api/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient() },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    await res.arrayBuffer();
    return res.headers.get('location') ?? '';
  };
  /** Place Order → paid: the order's id, the signed fields, and whether the callback said paid. */
  async function placeAndPay(token: string) {
    const placed = await place(token, 'UPI');
    const id = (placed.body.data as { _id: string })._id;
    const start = await api(base, 'POST', `/orders/${id}/pay`, token);
    const fields = await payAtGateway((start.body.data as { checkoutUrl: string }).checkoutUrl);
    return { id, fields, paid: (await callback(fields)).endsWith('result=paid') };
  }
  const webhook = async (event: unknown, eventId: string) => {
    const raw = JSON.stringify(event);
    const res = await fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', webhookSecret).update(raw).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as { data?: { replayed?: boolean } } };
  };
  /** payment.captured as the gateway would send it, from the payment's signed fields. */
  const capturedEvent = (fields: Record<string, string>, total: number) => ({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: fields.razorpay_payment_id,
          entity: 'payment',
          amount: Math.round(total * 100),
          currency: 'INR',
          status: 'captured',
          order_id: fields.razorpay_order_id,
          method: 'upi',
          amount_refunded: 0,
          captured: true,
          error_code: null,
          error_description: null,
          error_reason: null,
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  /** An order paid at the gateway whose callback and webhook have not reached the store yet. */
  async function paidAtGatewayOnly() {
    const token = tokenFor();
    await fillCart(token);
    const placed = await place(token, 'UPI');
    const order = placed.body.data as { _id: string; totalPrice: number; items: Array<{ product: { _id: string }; quantity: number }> };
    const start = await api(base, 'POST', `/orders/${order._id}/pay`, token);
    const fields = await payAtGateway((start.body.data as { checkoutUrl: string }).checkoutUrl);
    return { order, fields, rev: revNumber((await couchGet(`/${c.prefix}orders/${order._id}`))._rev) };
  }

  // Warm-up (not timed): the first orders of a fresh api pay for compiling every step.
  for (let i = 0; i < 5; i++) {
    const token = tokenFor();
    await fillCart(token);
    await placeAndPay(token);
  }

  // 1. Place Order → paid, one shopper at a time.
  const flowTimes: number[] = [];
  let flowsPaid = 0;
  for (let i = 0; i < FLOWS; i++) {
    const token = tokenFor();
    await fillCart(token);
    const t0 = performance.now();
    const { paid } = await placeAndPay(token);
    flowTimes.push(performance.now() - t0);
    if (paid) flowsPaid++;
  }

  // 2. One webhook replayed 100 times at once, before any callback.
  const replayed = await paidAtGatewayOnly();
  const event = capturedEvent(replayed.fields, replayed.order.totalPrice);
  const replayAnswers = await Promise.all(Array.from({ length: 100 }, () => webhook(event, 'evt_bench_replay')));
  await new Promise((r) => setTimeout(r, 2500)); // the gateway's own webhook (another event id) lands too
  const replayedDoc = await couchGet(`/${c.prefix}orders/${replayed.order._id}`);
  const changed = replayAnswers.filter((a) => a.status === 200 && a.body.data?.replayed === false).length;
  const acknowledged = replayAnswers.filter((a) => a.status === 200 && a.body.data?.replayed === true).length;

  // 3. Fifty callbacks and webhooks for one payment at once.
  // The stock before the order was placed: its placement takes one unit, the payment none.
  const productId = `bench-${line % PRODUCTS}`;
  const stockBefore = (await couchGet(`/${c.prefix}inventory/${productId}`)) as { quantity: number; _rev: string };
  const raced = await paidAtGatewayOnly();
  const raceEvent = capturedEvent(raced.fields, raced.order.totalPrice);
  const raceAnswers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      i % 2 ? callback(raced.fields) : webhook(raceEvent, `evt_bench_race_${i}`).then((r) => String(r.status)),
    ),
  );
  await new Promise((r) => setTimeout(r, 2500));
  const racedDoc = await couchGet(`/${c.prefix}orders/${raced.order._id}`);
  const stockAfter = (await couchGet(`/${c.prefix}inventory/${productId}`)) as { quantity: number; _rev: string };
  const paidMessages = c
    .outbox()
    .filter((m) => m.channel === 'sms' && m.subject === `Your Inkwell order ${orderNumber(raced.order._id)} is paid`).length;

  // 4. Orders per second, 50 shoppers at a time: cash on delivery, UPI placed, UPI placed and paid.
  const rush = async (label: string, work: (token: string) => Promise<boolean>) => {
    const tokens = Array.from({ length: SHOPPERS }, () => tokenFor());
    await inBatches(tokens, AT_ONCE, fillCart);
    let ok = 0;
    const latencies: number[] = [];
    const t0 = performance.now();
    await inBatches(tokens, AT_ONCE, async (token) => {
      const s = performance.now();
      if (await work(token)) ok++;
      latencies.push(performance.now() - s);
    });
    const seconds = (performance.now() - t0) / 1000;
    return { label, ok, perSecond: ok / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95) };
  };
  await rush('warm-up', async (token) => (await place(token, 'COD')).status === 201);
  const rushes = [
    await rush('cash on delivery, placed', async (token) => (await place(token, 'COD')).status === 201),
    await rush('UPI, placed (payment pending)', async (token) => (await place(token, 'UPI')).status === 201),
    await rush('UPI, placed and paid at the test gateway', async (token) => (await placeAndPay(token)).paid),
  ];

  console.log('\nfigure                                                        | measured');
  console.log(
    `Place Order → paid through the test gateway (${FLOWS} shoppers, one at a time) | p50 ${pct(flowTimes, 50).toFixed(0)} ms, p95 ${pct(flowTimes, 95).toFixed(0)} ms (${flowsPaid}/${FLOWS} paid)`,
  );
  console.log(
    `100 replays of one webhook at once                            | ${changed} changed the order, ${acknowledged} acknowledged as replays; order ${revNumber(replayedDoc._rev) - replayed.rev} writes (paid, then its invoice number), ${(replayedDoc.payment as { attempts: unknown[] }).attempts.length} attempt`,
  );
  console.log(
    `50 callbacks + webhooks for one payment at once               | payment ${(racedDoc.payment as { state: string }).state}, ${(racedDoc.payment as { attempts: unknown[] }).attempts.length} attempt, ${(racedDoc.payment as { refunds: unknown[] }).refunds.length} refunds; stock ${stockBefore.quantity} → ${stockAfter.quantity} over placing and paying (record written ${revNumber(stockAfter._rev) - revNumber(stockBefore._rev)}×: taken, settled); ${paidMessages} paid message; answers ${counts(raceAnswers)}`,
  );
  for (const r of rushes)
    console.log(
      `orders/s, ${SHOPPERS} shoppers ${AT_ONCE} at a time: ${r.label.padEnd(40)} | ${r.perSecond.toFixed(1)} orders/s (p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, ${r.ok}/${SHOPPERS})`,
    );
} finally {
  await cluster?.stop();
  await sync.stop();
  rmSync(work, { recursive: true, force: true });
}

async function api(base: string, method: string, p: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { data?: unknown } };
}

async function couchGet(p: string): Promise<Record<string, unknown> & { _rev: string }> {
  const res = await fetch(`${couchBase}${p}`, { headers: { authorization: couchAuth } });
  return (await res.json()) as Record<string, unknown> & { _rev: string };
}

function revNumber(rev: string): number {
  return Number(rev.split('-')[0]);
}

/** The first form of a page: its action and hidden fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in the page: ${html.slice(0, 200)}`);
  const unescape = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)));
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(form[1]!), fields };
}

function counts(values: string[]): string {
  const tally = values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
  return [...tally].map(([v, n]) => `${n}× ${v || '(none)'}`).join(', ');
}

/** Plain pens with plenty of stock, written into the store's databases; waits until the api has them. */
async function writeCatalogue(prefix: string, base: string): Promise<void> {
  const ids = Array.from({ length: PRODUCTS }, (_, i) => `bench-${i}`);
  const { category, products, inventory } = benchCatalogue(ids.map((id, i) => ({ id, name: `Bench Pen ${i}`, quantity: 1_000_000 })));
  for (const [db, docs] of [
    ['categories', [category]],
    ['products', products],
    ['inventory', inventory],
  ] as const)
    await fetch(`${couchBase}/${prefix}${db}/_bulk_docs`, {
      method: 'POST',
      headers: { authorization: couchAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ docs }),
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${base}/api/inventory/stock/bench-${PRODUCTS - 1}`);
    if (res.ok) break;
    if (Date.now() > deadline) throw new Error('the api did not hear the bench catalogue within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}
