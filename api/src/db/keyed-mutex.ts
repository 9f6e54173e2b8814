/**
 * One writer at a time per document inside this process. CouchDB's `_rev` check keeps several
 * api processes correct; this queue keeps one busy process from fighting itself with 409s
 * (thirty shoppers racing for one pen become a short line instead of a retry storm).
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(fn, fn);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // Forget the key once nobody queued behind us, so the map stays small.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
