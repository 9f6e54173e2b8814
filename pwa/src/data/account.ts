/**
 * The signed-in shopper's orders and account, for checkout and /account. Reads come from the
 * device (what the store last confirmed, with the shopper's waiting changes applied), so the
 * account opens offline; `refreshAccount` reads the store again when it can. Writes go through
 * the outbox (outbox/account-writes.ts, loaded on first use). Password changes and resets need
 * the store to answer, so they are plain calls.
 */
import { useEffect, useState } from 'react';
import { MESSAGES, variantOf, type AddressInput, type ChangePassword, type Order, type ProfileUpdate, type ResetPassword } from '@store/shared';
import { ApiError, apiFetch, apiSend, lazySchemas } from '../lib/api-client.js';
import { whenIdle } from '../lib/idle.js';
import { addToCart, currentProduct } from './cart.js';
import { fetchProduct } from './catalog/index.js';
import { loadLocalDb } from './local-store.js';
import type { ViewAccount, WaitingOrder } from './outbox/apply.js';
import type { OrderRequest } from './outbox/entries.js';
import { isOnline, subscribeOnline } from './online-status.js';
import { getWriter, useUserState } from './outbox/user-state.js';
import { useSession } from './session.js';
import { updateSessionUser } from './session.js';

export type { OrderRequest } from './outbox/entries.js';
export type { WaitingOrder, ViewAddress } from './outbox/apply.js';
export type { PlaceOrderOutcome, RefreshOutcome, WriteOutcome } from './outbox/account-writes.js';
import type { WriteOutcome } from './outbox/account-writes.js';

const accountWrites = () => import('./outbox/account-writes.js');
const schemaOf = lazySchemas(() => import('./api-parsers.js'));

/** An order's status history as the store has it now (GET /orders/{id}/tracking). */
export async function fetchOrderTracking(orderId: string) {
  return apiFetch(`/orders/${encodeURIComponent(orderId)}/tracking`, { token: requireWriter().token, schema: schemaOf('OrderTrackingSchema') });
}

function requireWriter() {
  const writer = getWriter();
  if (!writer) throw new Error('Please sign in again.');
  return writer;
}

export interface AccountView {
  /** The device has answered (before that, lists are empty). */
  loaded: boolean;
  user: ViewAccount['user'];
  profilePending: boolean;
  /** Placed orders, newest first; null until read once on this device. */
  orders: Order[] | null;
  waitingOrders: WaitingOrder[];
  cancelling: string[];
}

export function useAccount(): AccountView {
  const state = useUserState();
  const { user: sessionUser } = useSession();
  // Until the account was read once on this device, the signed-in user stands in for it.
  const user = state.account.user ?? (sessionUser ? { ...sessionUser, addresses: sessionUser.addresses.map((a) => ({ ...a, pending: false })) } : null);
  return { loaded: state.loaded, user, profilePending: state.account.profilePending, orders: state.orders, waitingOrders: state.waitingOrders, cancelling: state.cancelling };
}

/**
 * Reads the account again when the screen opens, and again each time the connection returns
 * (a read that found the store unreachable, or failed, is not left standing): 'loading' until
 * the store answered (or could not be reached).
 */
export function useAccountRefresh(): { status: 'loading' | 'ok' | 'offline' | 'failed'; retry(): void } {
  const [status, setStatus] = useState<'loading' | 'ok' | 'offline' | 'failed'>('loading');
  const [round, setRound] = useState(0);
  const { token } = useSession();
  useEffect(() => {
    let wasOnline = isOnline();
    return subscribeOnline(() => {
      const now = isOnline();
      if (now && !wasOnline) setRound((r) => r + 1);
      wasOnline = now;
    });
  }, []);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    // What the device holds shows first; reading the store again waits until the page is idle.
    const cancel = whenIdle(() => {
      refreshAccount().then(
        (s) => live && setStatus(s),
        () => live && setStatus('failed'),
      );
    }, 1500);
    return () => {
      live = false;
      cancel();
    };
  }, [round, token]);
  return { status, retry: () => setRound((r) => r + 1) };
}

export async function refreshAccount(): Promise<'ok' | 'offline' | 'failed'> {
  const writer = getWriter();
  if (!writer) return 'failed';
  const outcome = await (await accountWrites()).refreshUserAccount(await loadLocalDb(), writer.userId, writer.token);
  return outcome;
}

export type QueuedOrderState = { kind: 'waiting' } | { kind: 'placed'; orderId: string } | { kind: 'refused'; reason: string } | { kind: 'unknown' };

/**
 * What became of an order kept on this device (placeOrder's 'queued', by its key), followed
 * live: still waiting, placed (with the store's id), or refused. 'unknown' once it has left
 * the outbox without a record (discarded, or placed too long ago to be remembered).
 */
export function useQueuedOrder(key: string | null): QueuedOrderState {
  const state = useUserState();
  if (!key || !state.loaded) return { kind: 'waiting' };
  const waiting = state.waitingOrders.find((w) => w.key === key);
  if (waiting) return waiting.state === 'refused' ? { kind: 'refused', reason: waiting.reason ?? '' } : { kind: 'waiting' };
  const placed = state.placedOrders.find((p) => p.key === key);
  return placed ? { kind: 'placed', orderId: placed.orderId } : { kind: 'unknown' };
}

/** Places the order now if the store answers, else keeps it to place when the connection returns. */
export async function placeOrder(order: OrderRequest) {
  const writer = requireWriter();
  return (await accountWrites()).placeUserOrder(await loadLocalDb(), writer.userId, order);
}

export async function cancelWaitingOrder(seq: number): Promise<boolean> {
  return (await accountWrites()).cancelWaitingOrder(await loadLocalDb(), seq);
}

export async function cancelOrder(orderId: string): Promise<WriteOutcome> {
  const writer = requireWriter();
  return (await accountWrites()).cancelPlacedOrder(await loadLocalDb(), writer.userId, orderId);
}

export async function updateProfile(changes: ProfileUpdate): Promise<WriteOutcome> {
  const writer = requireWriter();
  return (await accountWrites()).updateUserProfile(await loadLocalDb(), writer.userId, changes);
}

/** Adds an address; answers the id it has on the device until the store names it, and what became of it. */
export async function addAddress(address: AddressInput): Promise<{ localId: string; outcome: WriteOutcome }> {
  const writer = requireWriter();
  return (await accountWrites()).addUserAddress(await loadLocalDb(), writer.userId, address);
}

export async function updateAddress(addressId: string, address: AddressInput): Promise<WriteOutcome> {
  const writer = requireWriter();
  return (await accountWrites()).updateUserAddress(await loadLocalDb(), writer.userId, addressId, address);
}

export async function deleteAddress(addressId: string): Promise<WriteOutcome> {
  const writer = requireWriter();
  return (await accountWrites()).removeUserAddress(await loadLocalDb(), writer.userId, addressId);
}

export type CallOutcome = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };

const outcomeOf = (r: Awaited<ReturnType<typeof apiSend>>, fallback: string, success: string): CallOutcome => {
  if (r.kind === 'ok') return { ok: true, message: success };
  if (r.kind === 'unreachable') return { ok: false, message: 'You are offline. This needs a connection to the store.' };
  if (r.kind === 'refused') return { ok: false, message: r.message || fallback, ...(r.errors ? { errors: r.errors } : {}) };
  return { ok: false, message: r.message || fallback };
};

/** Settings: a new password, with the current one. */
export async function changePassword(input: ChangePassword): Promise<CallOutcome> {
  const writer = requireWriter();
  const r = await apiSend('/auth/change-password', { method: 'PUT', token: writer.token, body: input });
  return outcomeOf(r, MESSAGES.auth.changePassword, 'Password changed successfully');
}

/** Forgot password, step 1: a code is e-mailed (the answer is the same for unknown addresses). */
export async function requestPasswordReset(email: string): Promise<CallOutcome> {
  return outcomeOf(await apiSend('/auth/forgot-password', { method: 'POST', body: { email } }), 'Failed to send the reset code', MESSAGES.auth.resetCodeSent);
}

/** Forgot password, step 2: the code and the new password. Every earlier session ends. */
export async function resetPassword(input: ResetPassword): Promise<CallOutcome> {
  return outcomeOf(await apiSend('/auth/reset-password', { method: 'POST', body: input }), MESSAGES.auth.changePassword, MESSAGES.auth.passwordReset);
}

export interface ReorderResult {
  added: Array<{ name: string; quantity: number }>;
  skipped: Array<{ name: string; reason: string }>;
}

/** Adds a delivered order's lines to the cart again, as far as the stock allows; says what could not be added and why. */
/**
 * A product as the store has it now. Online the store is asked: the device's catalogue can be a
 * long-poll behind it (a first visit starts from a snapshot up to a minute old), and a reorder
 * says what it added. Offline, or when the store cannot be reached, the device's copy.
 */
async function productNow(productId: string) {
  if (isOnline()) {
    try {
      return (await fetchProduct(productId)).product;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
    }
  }
  return currentProduct(productId);
}

/** An order line's name as the shopper reads it: the product and its options ("Safari Fountain Pen (Charcoal · F)"). */
export const orderLineName = (item: Order['items'][number]): string => {
  const label = (item.variant?.options ?? []).map((o) => o.value).join(' · ');
  return label ? `${item.product.name} (${label})` : item.product.name;
};

/**
 * Adds an order's lines to the cart again, each the variant it was (a line from before variants:
 * the product's default), as far as that variant's stock allows. `inCart` answers how many of a
 * variant the cart holds.
 */
export async function reorder(order: Pick<Order, 'items'>, inCart: (productId: string, variantId: string) => number): Promise<ReorderResult> {
  const result: ReorderResult = { added: [], skipped: [] };
  for (const item of order.items) {
    const name = orderLineName(item);
    const product = await productNow(item.product._id);
    const variant = product ? variantOf(product, item.variant?.id) : undefined;
    if (!product || !variant) {
      result.skipped.push({ name, reason: product ? 'that option is no longer sold' : 'it is no longer sold' });
      continue;
    }
    const room = variant.stock - inCart(product._id, variant.id);
    if (variant.stock <= 0) result.skipped.push({ name, reason: 'it is out of stock' });
    else if (room <= 0) result.skipped.push({ name, reason: `your cart already holds all ${variant.stock} in stock` });
    else {
      const quantity = Math.min(item.quantity, room);
      try {
        await addToCart(product._id, quantity, variant.id);
        result.added.push({ name, quantity });
        if (quantity < item.quantity) result.skipped.push({ name, reason: `only ${quantity} of ${item.quantity} could be added: that is all we have` });
      } catch (e) {
        result.skipped.push({ name, reason: e instanceof Error ? e.message : 'it could not be added' });
      }
    }
  }
  return result;
}

/** After the store confirmed a profile change, the stored session user follows it. */
export function useSessionUserFollowsAccount(): void {
  const { user: confirmed } = useUserState().account;
  const { user } = useSession();
  useEffect(() => {
    if (!confirmed || !user || confirmed._id !== user._id) return;
    const { addresses: _a, ...rest } = confirmed;
    if (rest.name !== user.name || rest.email !== user.email || rest.phone !== user.phone || rest.loyaltyPoints !== user.loyaltyPoints) {
      updateSessionUser({ ...user, name: rest.name, email: rest.email, phone: rest.phone, loyaltyPoints: rest.loyaltyPoints });
    }
  }, [confirmed, user]);
}
