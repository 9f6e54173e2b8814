/** A signed-in shopper for the user stories: an account made through the api, the session set as the app keeps it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storeDataDir } from './store-dir';

export interface ShopperSession {
  token: string;
  user: { _id: string; name: string; email: string; phone: string | null };
  password: string;
}

let n = 0;

/** Signs a new shopper up (POST /api/auth/signup) and answers the session the store issued. */
export async function signUpShopper(request: APIRequestContext, name = 'Asha Rao'): Promise<ShopperSession> {
  const email = `e2e.${Date.now().toString(36)}${n++}@example.com`;
  const phone = `+91 98${String(Date.now()).slice(-8)}`;
  const password = 'secret123';
  // Each shopper signs up from a network of their own, as shoppers do: the api allows 60 sign-ups
  // per network in 15 minutes, which one machine running the whole suite in under 15 minutes passes.
  // The api believes X-Forwarded-For from loopback (`trust proxy`), as from a load balancer.
  const network = `10.${process.pid % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const res = await request.post('/api/auth/signup', {
    data: { name, email, phone, password, confirmPassword: password },
    headers: { 'x-forwarded-for': network },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as Omit<ShopperSession, 'password'>;
  return { token: body.token, user: body.user, password };
}

/** Opens the store signed in: the token and user under the keys the sign-in screens write. */
export async function openSignedIn(page: Page, session: ShopperSession, path = '/'): Promise<void> {
  await keepSession(page, session);
  await page.goto(path);
}

/**
 * Puts the session on the device as signing in does, from a document of the store's origin: its
 * robots.txt, which (unlike a page of the app) loads no code, so the stories do not pay for
 * starting the whole app once more before the page they open (about 0.6 s each, ~60 times a run).
 */
export async function keepSession(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

const authed = (token: string) => ({ authorization: `Bearer ${token}` });

/** The server's cart as product id → quantity (a line's own id is its variant's since issue 43). */
export async function serverCart(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const res = await request.get('/api/cart', { headers: authed(token) });
  const body = (await res.json()) as { data: { items: Array<{ product: { _id: string }; quantity: number }> } };
  const cart: Record<string, number> = {};
  for (const i of body.data.items) cart[i.product._id] = (cart[i.product._id] ?? 0) + i.quantity;
  return cart;
}

export async function serverWishlist(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/wishlist', { headers: authed(token) });
  return ((await res.json()) as { data: Array<{ _id: string }> }).data.map((p) => p._id);
}

export interface ProductRef {
  _id: string;
  name: string;
  stock: number;
}

/** In-stock products of the seeded catalogue, at least `minStock` each, most stocked first. */
export async function stockedProducts(request: APIRequestContext, count: number, minStock = 5): Promise<ProductRef[]> {
  const res = await request.get('/api/products?limit=100&sort=newest');
  const body = (await res.json()) as { data: { products: ProductRef[] } };
  const found = body.data.products.filter((p) => p.stock >= minStock).slice(0, count);
  expect(found).toHaveLength(count);
  return found;
}

/** The newest sign-in codes written to the store's outbox directory for `email`. */
export function latestCodes(email: string, phone: string): { emailOtp: string; phoneOtp: string } {
  const dir = path.join(storeDataDir(), 'outbox');
  const messages = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          channel: string;
          to: string;
          subject?: string;
          code?: string;
          createdAt: string;
        },
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const emailCode = messages
    .filter((m) => m.channel === 'email' && m.to === email && m.subject === 'Your email sign-in code' && m.code)
    .at(-1)?.code;
  // The store keeps phones as E.164 (+919876543210) however they were typed: compare the last ten digits.
  const lastTen = (p: string) => p.replace(/\D/g, '').slice(-10);
  const smsCode = messages.filter((m) => m.channel === 'sms' && lastTen(m.to) === lastTen(phone) && m.code).at(-1)?.code;
  if (!emailCode || !smsCode) throw new Error(`no sign-in codes for ${email} in ${dir}`);
  return { emailOtp: emailCode, phoneOtp: smsCode };
}

/** The newest password-reset code e-mailed to `email`. */
export function latestResetCode(email: string): string {
  const dir = path.join(storeDataDir(), 'outbox');
  const code = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject?: string; code?: string; createdAt: string })
    .filter((m) => m.to === email && m.subject === 'Your password reset code' && m.code)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1)?.code;
  if (!code) throw new Error(`no reset code for ${email} in ${dir}`);
  return code;
}

/**
 * The seeded admin's session (token and user), through the two sign-in steps, once per test
 * process: the stories share it (signing the admin in for each would run into the store's
 * per-account sign-in limit, as a real admin would), and sign in afresh when it has ended.
 */
let admin: ShopperSession | null = null;
export async function adminSession(request: APIRequestContext): Promise<ShopperSession> {
  if (admin && (await request.get('/api/auth/me', { headers: authed(admin.token) })).status() === 200) return admin;
  const email = 'admin@stationery.local';
  const login = await request.post('/api/auth/login', { data: { email, password: 'Admin@12345' } });
  expect(login.status(), await login.text()).toBe(200);
  const verify = await request.post('/api/auth/verify-otp', { data: { email, ...latestCodes(email, '+91 98765 43210') } });
  expect(verify.status(), await verify.text()).toBe(200);
  const body = (await verify.json()) as { token: string; user: ShopperSession['user'] };
  admin = { token: body.token, user: body.user, password: 'Admin@12345' };
  return admin;
}

/** The seeded admin's token (adminSession's). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token;
}

export async function setStock(request: APIRequestContext, admin: string, productId: string, quantity: number): Promise<void> {
  const res = await request.put(`/api/inventory/${encodeURIComponent(productId)}`, { headers: authed(admin), data: { quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

export interface ServerOrder {
  _id: string;
  totalPrice: number;
  status: string;
  items: Array<{ product: { _id: string; name: string }; quantity: number; price: number }>;
}

export async function serverOrders(request: APIRequestContext, token: string): Promise<ServerOrder[]> {
  const res = await request.get('/api/orders', { headers: authed(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ServerOrder[] }).data;
}

/** Puts lines in the shopper's server cart (what a shopper's other device would have done). */
export async function fillServerCart(request: APIRequestContext, token: string, lines: Array<[string, number]>): Promise<void> {
  for (const [productId, quantity] of lines) {
    const res = await request.post('/api/cart', { headers: authed(token), data: { productId, quantity } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

export const SHIPPING = {
  fullName: 'Asha Rao',
  phone: '+91 98450 12345',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};

/** Saves an address in the shopper's address book through the api. */
export async function saveAddress(request: APIRequestContext, session: ShopperSession): Promise<void> {
  const res = await request.post(`/api/auth/address/${session.user._id}`, {
    headers: authed(session.token),
    data: { ...SHIPPING, type: 'home', isDefault: true },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Places an order for the given lines through the api and answers it. */
export async function placeOrderViaApi(request: APIRequestContext, token: string, lines: Array<[string, number]>): Promise<ServerOrder> {
  await fillServerCart(request, token, lines);
  return postOrder<ServerOrder>(request, token, 'COD');
}

/** POST /api/orders of the server cart as it is, to the usual address, paid by `paymentMethod`; expects it placed. */
export async function postOrder<O>(
  request: APIRequestContext,
  token: string,
  paymentMethod: 'COD' | 'Card' | 'UPI' | 'NetBanking',
): Promise<O> {
  const res = await request.post('/api/orders', {
    headers: authed(token),
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      street: SHIPPING.street,
      city: SHIPPING.city,
      state: SHIPPING.state,
      zip: SHIPPING.zip,
      phone: SHIPPING.phone,
      paymentMethod,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: O }).data;
}

export async function setOrderStatus(request: APIRequestContext, admin: string, orderId: string, status: string): Promise<void> {
  // Shipping needs a carrier and a tracking number (issue 23).
  const shipment = status === 'shipped' ? { carrier: 'India Post', trackingNumber: 'EE123456789IN' } : {};
  const res = await request.put(`/api/orders/${orderId}/status`, { headers: authed(admin), data: { status, ...shipment } });
  expect(res.status(), await res.text()).toBe(200);
}
