/**
 * Shared steps of the payments tests: an online order placed through POST /orders, its payment
 * started, and the built-in test gateway's pages driven the way a browser drives them (its
 * checkout form posted, then the signed form it returns posted to the store's callback).
 */
import { expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { testGatewaySecrets } from '../src/modules/payments/index.js';
import type { TestStore } from './harness.js';

export const ONLINE_SHIPPING = {
  firstName: 'Asha',
  lastName: 'Verma',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '+91 98765 43210',
  country: 'India',
  paymentMethod: 'UPI',
} as const;

export async function placeOnlineOrder(
  t: TestStore,
  token: string,
  lines: Array<[string, number]>,
  opts: { paymentMethod?: string; idempotencyKey?: string } = {},
) {
  await t.api('DELETE', '/cart/clear', { token });
  for (const [productId, quantity] of lines) {
    const res = await t.api('POST', '/cart', { token, body: { productId, quantity } });
    expect(res.status, `add ${productId}`).toBe(200);
  }
  const res = await t.api('POST', '/orders', {
    token,
    body: { ...ONLINE_SHIPPING, paymentMethod: opts.paymentMethod ?? 'UPI' },
    headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {},
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { _id: string; totalPrice: number; payment?: Record<string, any> };
}

/** The hidden inputs and action of the first form in a page. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in page: ${html.slice(0, 300)}`);
  const unescape = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#(\d+);/g, (_m, c) => String.fromCharCode(Number(c)));
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(form[1]!), fields };
}

/** Pays at the test gateway as a browser: its page, the chosen outcome, and the signed fields it returns with. */
export async function payAtGateway(
  t: TestStore,
  checkoutUrl: string,
  outcome: 'success' | 'failure' = 'success',
  method = 'upi',
): Promise<{ action: string; fields: Record<string, string> }> {
  const page = await fetch(`${t.url}${checkoutUrl}`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  expect(page.status, html.slice(0, 2000)).toBe(200);
  expect(html).toContain('Test payment: no money moves');
  const form = formOf(html);
  const posted = await fetch(`${t.url}${form.action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
    body: new URLSearchParams({ ...form.fields, method, outcome }),
  });
  expect(posted.status).toBe(200);
  return formOf(await posted.text());
}

/** Posts the gateway's return form to the store's callback; the 303's target. */
export async function postCallback(
  t: TestStore,
  action: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const url = action.startsWith('http') ? action : `${t.url}${action}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? (await res.text()) };
}

/** The test gateway's secrets for this store (to sign what a real gateway would, and forge what it would not). */
export const gatewaySecretsOf = (t: TestStore) => testGatewaySecrets(t.store.ctx.secrets.jwtSecret);

export const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Posts a webhook body as the gateway does (signed with `secret`, the store's own webhook secret unless given). */
export async function postWebhook(t: TestStore, body: unknown, opts: { eventId: string; secret?: string; signature?: string }) {
  const raw = JSON.stringify(body);
  const signature = opts.signature ?? hmac(opts.secret ?? gatewaySecretsOf(t).webhookSecret, raw);
  return t.api('POST', '/payments/webhook', {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': opts.eventId },
  });
}

export const orderDoc = async (t: TestStore, id: string) => (await t.store.ctx.dbs.orders.get(id)) as Record<string, any>;
export const stockOf = async (t: TestStore, id: string): Promise<number> => Number((await t.store.ctx.dbs.inventory.get(id))?.quantity);
