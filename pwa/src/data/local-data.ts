/** Logout: the device forgets the shopper's cart and wishlist (the public catalogue replica stays). */
import { writeCartMirror, writeWishlistMirror } from './local-mirror.js';
import { loadLocalDbModule } from './local-store.js';
import { reportStorageProblem } from './storage-problems.js';

export async function clearLocalData(): Promise<void> {
  // The mirrors first: even if IndexedDB fails, the next start shows an empty cart.
  writeCartMirror([]);
  writeWishlistMirror([]);
  try {
    const { localDb } = await loadLocalDbModule();
    await localDb.transaction('rw', localDb.cartLines, localDb.wishlist, async () => {
      await localDb.cartLines.clear();
      await localDb.wishlist.clear();
    });
  } catch (e) {
    reportStorageProblem(e);
  }
}
