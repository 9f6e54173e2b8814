/**
 * What the admin's payment and return stories (admin-payments*.spec.ts, admin-returns*.spec.ts)
 * set up the way a shopper does it: an order placed through the api, paid through the built-in
 * test gateway's own page in a browser (the signed callback and webhook run for real), asked to
 * be returned; and what they read back: the order as the api answers it, the shopper's messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
// The shared module alone: the package's index pulls in JSON that Playwright's loader refuses.
import { formatRupees } from '../shared/src/format';
import { createProduct, firstCategory } from './admin-fixtures';
import { fillServerCart, keepSession, SHIPPING, type ShopperSession } from './shopper-session';
import { storeDataDir } from './store-dir';

const authed = (token: string) => ({ authorization: `Bearer ${token}` });

export interface PaidOrder {
  _id: string;
  totalPrice: number;
  status: string;
  paymentMethod: string;
  isPaid: boolean;
  items: Array<{ product: { _id: string; name: string }; quantity: number; price: number }>;
  payment?: {
    state: string;
    gatewayOrderId?: string;
    paymentId?: string;
    refunded: number;
    refunds: Array<{ id: string; state: string; amount: number; gatewayRefundId?: string; reference?: string }>;
    attempts: Array<{ id: string; state: string; reason?: string }>;
  };
  returns?: Array<{ id: string; state: string; amount: number; refundId?: string; reference?: string; restocked: boolean }>;
}

/** A product of the story's own (no options: one inventory row under its name), with `stock` units. */
export async function ownProduct(request: APIRequestContext, adminToken: string, name: string, price: number, stock: number) {
  const category = await firstCategory(request);
  const id = await createProduct(request, adminToken, { name, brand: 'Inkwell', category: category._id, price, stock });
  return { _id: id, name };
}

/** Places an order for `lines` through the api with `paymentMethod` (an online one is placed pending). */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  lines: Array<[string, number]>,
  paymentMethod: 'COD' | 'Card' | 'UPI' | 'NetBanking',
): Promise<PaidOrder> {
  await fillServerCart(request, token, lines);
  const { fullName: _name, ...address } = SHIPPING;
  const res = await request.post('/api/orders', {
    headers: authed(token),
    data: { firstName: 'Asha', lastName: 'Rao', ...address, paymentMethod },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: PaidOrder }).data;
}

/** The order as the api answers its owner (or an admin). */
export async function orderOf(request: APIRequestContext, token: string, id: string): Promise<PaidOrder> {
  const res = await request.get(`/api/orders/${encodeURIComponent(id)}`, { headers: authed(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: PaidOrder }).data;
}

/**
 * Pays the order as its shopper does: "pay" at the store, then the test gateway's page in a
 * browser of their own (UPI, Success or Failure), which returns them to the store; answers once
 * the order is paid (or its payment failed).
 */
export async function payThroughTestGateway(
  browser: Browser,
  request: APIRequestContext,
  shopper: ShopperSession,
  orderId: string,
  outcome: 'Success' | 'Failure' = 'Success',
) {
  const start = await request.post(`/api/orders/${encodeURIComponent(orderId)}/pay`, { headers: authed(shopper.token) });
  expect(start.status(), await start.text()).toBe(200);
  const { checkoutUrl } = ((await start.json()) as { data: { checkoutUrl?: string } }).data;
  expect(checkoutUrl, 'the test gateway gives its checkout page').toBeTruthy();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await keepSession(page, shopper);
    await page.goto(checkoutUrl!);
    await expect(page.getByText('Test payment: no money moves')).toBeVisible();
    await page.getByRole('radio', { name: /UPI/ }).check();
    await page.getByRole('button', { name: outcome, exact: true }).click();
    await page.waitForURL(new RegExp(`/pay/${orderId}`), { timeout: 30_000 });
  } finally {
    await context.close();
  }
  await expect
    .poll(async () => (await orderOf(request, shopper.token, orderId)).payment?.state, { timeout: 30_000 })
    .toBe(outcome === 'Success' ? 'paid' : 'failed');
}

/** Moves the order on as the admin (shipped carries a carrier and number, as the admin's form does). */
export async function adminMove(request: APIRequestContext, adminToken: string, orderId: string, status: 'shipped' | 'delivered') {
  const shipment = status === 'shipped' ? { carrier: 'India Post', trackingNumber: 'EE123456789IN' } : {};
  const res = await request.put(`/api/orders/${orderId}/status`, { headers: authed(adminToken), data: { status, ...shipment } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The shopper asks for a return (POST /orders/{id}/returns) and answers its id. */
export async function askReturn(
  request: APIRequestContext,
  token: string,
  orderId: string,
  body: { lines: Array<{ line: number; quantity: number }>; reason: string; note?: string; refundTo?: unknown },
): Promise<string> {
  const res = await request.post(`/api/orders/${encodeURIComponent(orderId)}/returns`, { headers: authed(token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  const order = ((await res.json()) as { data: PaidOrder }).data;
  return order.returns!.at(-1)!.id;
}

/**
 * A cash-on-delivery order of `quantity` units, shipped and delivered, with a return of one unit
 * asked for (refund by UPI to `upiId`): what a return story starts from. Answers the order.
 */
export async function deliveredCodOrderWithReturn(
  request: APIRequestContext,
  adminToken: string,
  shopperToken: string,
  productId: string,
  quantity: number,
  upiId: string,
): Promise<PaidOrder> {
  const placed = await placeOrder(request, shopperToken, [[productId, quantity]], 'COD');
  await adminMove(request, adminToken, placed._id, 'shipped');
  await adminMove(request, adminToken, placed._id, 'delivered');
  await askReturn(request, shopperToken, placed._id, {
    lines: [{ line: 0, quantity: 1 }],
    reason: 'not-needed',
    refundTo: { kind: 'upi', upiId },
  });
  return placed;
}

/** The shopper's messages in the store's outbox (e-mail to their address, SMS to their phone), newest last. */
export function messagesTo(shopper: ShopperSession): Array<{ channel: string; subject?: string; text: string; createdAt: string }> {
  const dir = path.join(storeDataDir(), 'outbox');
  const lastTen = (p: string) => p.replace(/\D/g, '').slice(-10);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          channel: string;
          to: string;
          subject?: string;
          text: string;
          createdAt: string;
        },
    )
    .filter((m) => m.to === shopper.user.email || (shopper.user.phone && lastTen(m.to) === lastTen(shopper.user.phone)))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Indian rupees as the screens write them ("₹1,180.50"). */
export const rupees = formatRupees;

/** A screen to look at, in the gitignored screenshots/ folder. */
export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({
    path: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `admin-money-${name}.png`),
    fullPage,
  });

export const SIZES = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
] as const;
