/**
 * The storefront's local data layer: the only module importing rxdb or dexie. Screens ask for
 * what they need (`useProducts(filter)`, `addToCart(id)`) and never learn whether /api or the
 * offline replica answered.
 */
export {
  type ProductFilter,
  useProducts,
  useProduct,
  useRelatedProducts,
  useCategories,
  useCategory,
  useSearchSuggestions,
  useProductsById,
  startCatalogReplication,
  warmCatalogReplication,
  whenCatalogReady,
} from './catalog/index.js';
export { type CartLine, useCart, addToCart, setCartQuantity, removeFromCart, clearCart } from './cart.js';
export { useCartCount } from './cart-count.js';
export { type WishlistItem, useWishlist, toggleWishlist, addToWishlist, removeFromWishlist, clearWishlist } from './wishlist.js';
export { useWishlistIds } from './wishlist-ids.js';
export { submitReview } from './reviews.js';
export { useOnlineStatus } from './online-status.js';
export { clearLocalData } from './local-data.js';
export { subscribeToNewsletter, sendWaitingNewsletterSignups, type NewsletterSignupOutcome } from './newsletter.js';
export { useOutboxStatus, retryChange, discardChange, takeNotice, discardOthersWaiting, type OutboxStatus } from './outbox/status.js';
export type { OutboxEntry as OutboxChange } from './outbox/entries.js';
export type { NoticeRow as NoticeItem } from './outbox/tables.js';
export { useSession, getSession, subscribeSession, signIn, signOut, updateSessionUser, type Session, type SignOutResult } from './session.js';
// The app shell (header, guards, status, the replica's start) imports ./shell.ts instead: this
// index reaches every screen's data, and what a module in the first chunk reaches is in it.
// The account's and the cart promo's parts of the data layer are imported directly
// (data/account.ts, data/promo.ts) by the screens that use them, so they stay out of the
// storefront's first chunk, where this index lives.
