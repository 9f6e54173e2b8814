/**
 * The data layer's face for the app shell: what the header, the sign-in guard, the status
 * indicators and the replica's start read on every page's first load. The screens use index.ts.
 *
 * Why two faces: Rollup puts a module in the first chunk when the first chunk's modules reach it
 * by static imports, whatever uses it. index.ts reaches every screen's data (the catalogue hooks,
 * the cart's lines, the signed-in write path's rules), so the shell importing it carried all of
 * them in the first load of `/`. This file names only the modules the shell needs (decision 048).
 */
export { useOnlineStatus } from './online-status.js';
export { startCatalogReplication, warmCatalogReplication, whenCatalogReady } from './catalog/source.js';
export { useCartCount } from './cart-count.js';
export { useWishlistIds } from './wishlist-ids.js';
export { useOutboxStatus, type OutboxStatus } from './outbox/status.js';
export { useSession } from './session.js';
