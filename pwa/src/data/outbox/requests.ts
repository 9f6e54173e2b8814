/**
 * Each outbox operation as the HTTP call the api documents, and what its answer makes of the
 * confirmed state. The answers are parsed with the shared schemas: nothing unchecked becomes
 * confirmed state.
 */
import { z } from 'zod';
import {
  CartMergeResultSchema,
  CartSchema,
  OrderSchema,
  ProductSchema,
  UserSchema,
  WishlistMergeResultSchema,
  WishlistVariantsSchema,
  type Cart,
  type CartMergeReport,
  type Order,
  type User,
  type WishlistMergeReport,
} from '@store/shared';
import type { SendOptions } from '../../lib/api-client.js';
import type { OutboxOp } from './entries.js';

export interface OpRequest {
  path: string;
  method: SendOptions['method'];
  body?: unknown;
}

/** A server cart line's id is its variant's id (a line queued before variants: the product id, its default variant's). */
const line = (op: { productId: string; variantId?: string }) => `/cart/${encodeURIComponent(op.variantId ?? op.productId)}`;
const enc = encodeURIComponent;

export function requestOf(op: OutboxOp): OpRequest {
  switch (op.kind) {
    case 'cart.add':
      return {
        method: 'POST',
        path: '/cart',
        body: { productId: op.productId, ...(op.variantId ? { variantId: op.variantId } : {}), quantity: op.quantity },
      };
    case 'cart.set':
      return { method: 'PUT', path: line(op), body: { quantity: op.quantity } };
    case 'cart.remove':
      return { method: 'DELETE', path: line(op) };
    case 'cart.clear':
      return { method: 'DELETE', path: '/cart/clear' };
    case 'cart.merge':
      return { method: 'POST', path: '/cart/merge', body: { items: op.items } };
    case 'wishlist.add':
      return {
        method: 'POST',
        path: '/wishlist/add',
        body: { productId: op.productId, ...(op.variantId ? { variantId: op.variantId } : {}) },
      };
    case 'wishlist.remove':
      return { method: 'POST', path: '/wishlist/remove', body: { productId: op.productId } };
    case 'wishlist.clear':
      return { method: 'DELETE', path: '/wishlist/clear' };
    case 'wishlist.merge':
      return {
        method: 'POST',
        path: '/wishlist/merge',
        body: { productIds: op.productIds, ...(op.variants ? { variants: op.variants } : {}) },
      };
    case 'order.place':
      return { method: 'POST', path: '/orders', body: op.order };
    case 'order.cancel':
      return { method: 'POST', path: `/orders/${enc(op.orderId)}/cancel` };
    case 'profile.update':
      return { method: 'PUT', path: `/auth/${enc(op.userId)}`, body: op.changes };
    case 'address.add':
      return { method: 'POST', path: `/auth/address/${enc(op.userId)}`, body: op.address };
    case 'address.update':
      return { method: 'PUT', path: `/auth/address/${enc(op.userId)}/${enc(op.addressId)}`, body: op.address };
    case 'address.remove':
      return { method: 'DELETE', path: `/auth/address/${enc(op.userId)}/${enc(op.addressId)}` };
    case 'newsletter.subscribe':
      return { method: 'POST', path: '/newsletter', body: { email: op.email } };
  }
}

/** The confirmed state an accepted answer carries, and what a merge reports. */
export type Confirmation =
  | { kind: 'cart'; cart: ConfirmedCartState; report?: CartMergeReport[]; names?: Record<string, string> }
  /**
   * `storeVariants`: the variants the store answered it remembers (absent from a server before
   * variants), what every device of the shopper opens; `variants`: the ones the write looked at,
   * which the device remembers when the store did not answer any.
   */
  | {
      kind: 'wishlist';
      productIds: string[];
      report?: WishlistMergeReport[];
      variants?: Record<string, string>;
      storeVariants?: Record<string, string>;
    }
  | { kind: 'order'; order: Order }
  | { kind: 'user'; user: User }
  /** Accepted; the answer does not carry the whole state, so it is read again. */
  | { kind: 'reread'; state: 'user' }
  /** Accepted, and no state of the device follows from it (a newsletter signup). */
  | { kind: 'none' };

export interface ConfirmedCartState {
  /** One line per variant; `variantId` absent only in rows kept before variants. */
  lines: Array<{ productId: string; variantId?: string; quantity: number }>;
  total: number;
}

export const cartStateOf = (cart: Cart): ConfirmedCartState => ({
  lines: cart.items.map((i) => ({ productId: i.product._id, variantId: i.variantId, quantity: i.quantity })),
  total: cart.total,
});

const ProductIdsSchema = z.array(ProductSchema).transform((products) => products.map((p) => p._id));

/** The variants a /wishlist answer remembers, beside its `data` (absent from servers before variants). */
const storeVariantsOf = (beside: Record<string, unknown> | undefined) => {
  const variants = WishlistVariantsSchema.optional().parse(beside?.variants);
  return variants ? { storeVariants: variants } : {};
};

/**
 * Parses an accepted answer (`beside`: its fields next to `data`, see SendResult); throws when it
 * is not what the api documents.
 */
export function confirmationOf(op: OutboxOp, data: unknown, beside?: Record<string, unknown>): Confirmation {
  switch (op.kind) {
    case 'cart.merge': {
      const { cart, report } = CartMergeResultSchema.parse(data);
      const names = Object.fromEntries(cart.items.map((i) => [i.product._id, i.product.name]));
      return { kind: 'cart', cart: cartStateOf(cart), report, names };
    }
    case 'wishlist.merge': {
      // The merge answers the variants the store remembers inside `data` (absent from servers before variants).
      const { products, report, variants } = WishlistMergeResultSchema.parse(data);
      return {
        kind: 'wishlist',
        productIds: products.map((p) => p._id),
        report,
        ...(op.variants ? { variants: op.variants } : {}),
        ...(variants ? { storeVariants: variants } : {}),
      };
    }
    case 'wishlist.add':
      return {
        kind: 'wishlist',
        productIds: ProductIdsSchema.parse(data),
        ...(op.variantId ? { variants: { [op.productId]: op.variantId } } : {}),
        ...storeVariantsOf(beside),
      };
    case 'wishlist.remove':
    case 'wishlist.clear':
      return { kind: 'wishlist', productIds: ProductIdsSchema.parse(data), ...storeVariantsOf(beside) };
    case 'order.place':
    case 'order.cancel':
      return { kind: 'order', order: OrderSchema.parse(data) };
    case 'profile.update':
      return { kind: 'user', user: UserEnvelopeSchema.parse(data).user };
    case 'address.add':
    case 'address.update':
    case 'address.remove':
      return { kind: 'reread', state: 'user' };
    case 'newsletter.subscribe':
      return { kind: 'none' };
    default:
      return { kind: 'cart', cart: cartStateOf(CartSchema.parse(data)) };
  }
}

const UserEnvelopeSchema = z.object({ user: UserSchema });

/** The reads that refresh confirmed state from the server (after a refusal, at start). */
export const refreshRequests = {
  cart: { method: 'GET', path: '/cart' },
  wishlist: { method: 'GET', path: '/wishlist' },
  orders: { method: 'GET', path: '/orders' },
  user: { method: 'GET', path: '/auth/me' },
} as const satisfies Record<string, OpRequest>;

export const parseOrders = (data: unknown): Order[] => z.array(OrderSchema).parse(data);
export const parseUser = (data: unknown): User => UserEnvelopeSchema.parse(data).user;

export const parseCart = (data: unknown): ConfirmedCartState => cartStateOf(CartSchema.parse(data));
/** GET /wishlist: the products, and the variants the store remembers for them (read on every device). */
export const parseWishlist = (data: unknown, beside?: Record<string, unknown>): { productIds: string[]; storeVariants?: Record<string, string> } => ({
  productIds: ProductIdsSchema.parse(data),
  ...storeVariantsOf(beside),
});
