/** What the commerce benches share about shoppers: a delivery address, batches at a time, percentiles, a client address each. */

/** A delivery address the order endpoints accept (paymentMethod added by the caller where it varies). */
export const SHIPPING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  street: '1 Load Lane',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '9876543210',
};

/** `items` through `worker`, at most `atOnce` at a time. */
export async function inBatches<T>(items: T[], atOnce: number, worker: (item: T, index: number) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (i < items.length) {
        const n = i++;
        await worker(items[n]!, n);
      }
    }),
  );
}

/** The p-th percentile (nearest rank) of `values`; 0 when there are none. */
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * A new client address per call (X-Forwarded-For), as shoppers come from their own browsers: the
 * sign-in, callback and gateway routes are limited per client (docs/security.md), and every
 * shopper on the bench's one address would be a flood. The api trusts the header from loopback.
 */
export function clientAddresses(block: number): () => string {
  let client = 0;
  return () => {
    client++;
    return `10.${block}.${(client >> 8) & 255}.${client & 255}`;
  };
}
