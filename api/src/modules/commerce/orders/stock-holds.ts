/**
 * The units that placements in this process are taking right now, per variant: the sale's
 * admission. A placement whose lines the known stock covers only with the units others are
 * taking this moment waits for them to finish (none of its own held meanwhile, so no two wait
 * for each other) and then looks again: the stock they took is then in the catalogue index, so a
 * variant they sold out is answered "sold out" from memory, without a write. The database's
 * compare-and-swap on each take stays the guarantee (other instances, a lagging index); this only
 * keeps 400 shoppers for 100 units from writing 400 orders to drop 300 of them.
 */
export interface HeldLine {
  variantId: string;
  quantity: number;
}

export function createStockHolds() {
  const held = new Map<string, number>();
  let waiters: Array<() => void> = [];

  return {
    /** Units of `variantId` held by placements in flight. */
    held: (variantId: string): number => held.get(variantId) ?? 0,

    /** Holds the lines' units; the answer releases them (once). */
    hold(lines: readonly HeldLine[]): () => void {
      for (const l of lines) held.set(l.variantId, (held.get(l.variantId) ?? 0) + l.quantity);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const l of lines) {
          const left = (held.get(l.variantId) ?? 0) - l.quantity;
          if (left > 0) held.set(l.variantId, left);
          else held.delete(l.variantId);
        }
        const wake = waiters;
        waiters = [];
        for (const w of wake) w();
      };
    },

    /** Resolves at the next release. */
    released: (): Promise<void> => new Promise<void>((resolve) => waiters.push(resolve)),
  };
}
export type StockHolds = ReturnType<typeof createStockHolds>;
