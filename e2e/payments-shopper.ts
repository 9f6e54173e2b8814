/**
 * The payment stories' steps (decision 046): a shopper at a phone's or a desktop's size, a cart
 * and an address made through the api, the checkout to its review step, the built-in test
 * gateway's page, and the store's view of the order. Screenshots go to screenshots/ (git ignores it).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillServerCart, openSignedIn, postOrder, saveAddress, SHIPPING, signUpShopper, type ShopperSession } from './shopper-session';

export const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
export type Size = (typeof SIZES)[number];

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
export async function shot(page: Page, name: string, size: Size): Promise<void> {
  await page.screenshot({ path: path.join(shotsDir, `payments-${name}-${size.name}.png`), fullPage: true });
}

export const authed = (token: string) => ({ authorization: `Bearer ${token}` });
export const stepTitle = (page: Page, n: number, name: string) => page.getByRole('heading', { name: `Step ${n} of 3: ${name}` });

export interface StoreOrder {
  _id: string;
  status: string;
  isPaid: boolean;
  totalPrice: number;
  paymentMethod: string;
  cancelReason?: string;
  items: Array<{ product: { _id: string; name: string }; quantity: number; price: number }>;
  payment?: {
    state: string;
    amount: number;
    expiresAt: string;
    gatewayOrderId?: string;
    paymentId?: string;
    attempts: Array<{ id: string; state: string; reason?: string }>;
    refunds: Array<{ amount: number; state: string; reason: string }>;
    refunded: number;
  };
  returns?: Array<{ id: string; state: string; amount: number }>;
}

export async function storeOrder(request: APIRequestContext, token: string, orderId: string): Promise<StoreOrder> {
  const res = await request.get(`/api/orders/${orderId}`, { headers: authed(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: StoreOrder }).data;
}

/** A product's stock as the catalogue shows it. */
export async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const res = await request.get(`/api/products/${productId}`, { headers: { 'cache-control': 'no-cache' } });
  expect(res.status()).toBe(200);
  const data = ((await res.json()) as { data: { stock?: number; product?: { stock: number } } }).data;
  return data.stock ?? data.product!.stock;
}

/** A new shopper with `lines` in the cart and a saved address (the default one). */
export async function shopperWithCart(request: APIRequestContext, lines: Array<[string, number]>): Promise<ShopperSession> {
  const shopper = await signUpShopper(request);
  await fillServerCart(request, shopper.token, lines);
  await saveAddress(request, shopper);
  return shopper;
}

/** Opens the checkout and goes to the review step with `method` chosen ('UPI', 'Credit or Debit Card', 'NetBanking'). */
export async function reviewWith(page: Page, shopper: ShopperSession, method: RegExp): Promise<void> {
  await openSignedIn(page, shopper, '/checkout');
  await page.getByRole('radio', { name: new RegExp(SHIPPING.fullName) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTitle(page, 2, 'Payment')).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTitle(page, 3, 'Review')).toBeVisible();
}

/** On the test gateway's page: its honest banner, then the method and the outcome chosen as Razorpay's test mode offers. */
export async function payAtTestGateway(
  page: Page,
  method: 'UPI' | 'Card' | 'NetBanking',
  outcome: 'Success' | 'Failure',
  size?: Size,
): Promise<void> {
  await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
  await expect(page.getByText('Test payment: no money moves')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  if (size) await shot(page, `test-gateway-${method.toLowerCase()}`, size);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/[^?]+\?result=/);
}

/** The order id in /pay/{id}. */
export const payPageOrderId = (page: Page): string => decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');

/** Places an order with an online method through the api (the cart already filled): pending, its stock held. */
export const placeOnlineViaApi = (
  request: APIRequestContext,
  token: string,
  paymentMethod: 'UPI' | 'Card' | 'NetBanking' | 'COD',
): Promise<StoreOrder> => postOrder<StoreOrder>(request, token, paymentMethod);

/** Pays a pending order from its /pay page: Pay now, then Success at the test gateway. */
export async function payFromPayPage(page: Page, orderId: string, method: 'UPI' | 'Card' | 'NetBanking' = 'UPI'): Promise<void> {
  if (!page.url().includes(`/pay/${orderId}`)) await page.goto(`/pay/${orderId}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payAtTestGateway(page, method, 'Success');
  await expect(page.getByRole('heading', { name: /is paid\.$/ })).toBeVisible();
}

/** Saves the default address for a shopper made without one. */
export async function saveAddressFor(request: APIRequestContext, shopper: ShopperSession): Promise<void> {
  await saveAddress(request, shopper);
}
