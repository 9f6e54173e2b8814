/** Test data written straight to the real databases, and tokens minted with the store's secret. */
import { randomUUID } from 'node:crypto';
import type { CategoryDoc, InventoryDoc, ProductDoc, Role } from '@store/shared';
import { signToken } from '../src/http/auth-guard.js';
import type { TestStore } from './harness.js';

const now = () => new Date().toISOString();

export interface FixtureProduct {
  _id: string;
  name?: string;
  price?: number;
  originalPrice?: number | null;
  category?: string;
  stock?: number;
  bestSeller?: boolean;
  featured?: boolean;
  brand?: string;
  rating?: number;
  createdAt?: string;
  image?: string;
  description?: string;
  features?: string[];
}

/** Writes categories, products and inventory, and waits until the catalogue index has them. */
export async function insertCatalog(
  t: TestStore,
  products: FixtureProduct[],
  categories: Array<{ _id: string; name: string }> = [{ _id: 'writing', name: 'Writing Instruments' }],
): Promise<void> {
  const { dbs } = t.store.ctx;
  const { catalog } = t.store;
  const catDocs: CategoryDoc[] = categories.map((c) => ({
    _id: c._id,
    type: 'category',
    schemaVersion: 1,
    name: c.name,
    description: `${c.name} for every desk`,
    image: null,
    color: '#1f3a5f',
    createdAt: now(),
    updatedAt: now(),
  }));
  // Written as a document from before variants (no options or variants): it reads as one variant
  // whose id is the product id (decision 042), so every test of these products also covers old data.
  const productDocs: Array<Omit<ProductDoc, 'options' | 'variants'>> = products.map((p) => ({
    _id: p._id,
    type: 'product',
    schemaVersion: 1,
    name: p.name ?? `Product ${p._id}`,
    brand: p.brand ?? 'Lamy',
    description: p.description ?? 'A fine thing.',
    specification: '',
    features: p.features ?? [],
    price: p.price ?? 500,
    originalPrice: p.originalPrice ?? null,
    category: p.category ?? categories[0]!._id,
    images: { mainImage: p.image ?? 'test.webp', additionalImages: [] },
    badge: null,
    featured: p.featured ?? false,
    bestSeller: p.bestSeller ?? false,
    rating: p.rating ?? 0,
    numReviews: 0,
    createdAt: p.createdAt ?? now(),
    updatedAt: now(),
  }));
  const invDocs: InventoryDoc[] = products.map((p) => ({
    _id: p._id,
    type: 'inventory',
    schemaVersion: 1,
    product: p._id,
    quantity: p.stock ?? 10,
    updatedAt: now(),
  }));
  for (const [db, docs] of [
    ['categories', catDocs],
    ['products', productDocs],
    ['inventory', invDocs],
  ] as const) {
    if (docs.length === 0) continue;
    const existing = await dbs[db].allDocs({ keys: docs.map((d) => d._id) });
    const revs = new Map(existing.map((d) => [d._id, d._rev]));
    const res = await dbs[db].bulkDocs(docs.map((d) => ({ ...d, _rev: revs.get(d._id) })) as never);
    res.forEach((r, i) => {
      if (r.error) throw new Error(`fixture ${db}/${r.id}: ${r.reason}`);
      catalog.noteWritten(db, { ...(docs[i] as object), _id: r.id, _rev: r.rev } as never);
    });
  }
}

/** A shipping address and payment for POST /orders (cash on delivery). */
export const SHIPPING = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  street: '7 Lake Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600001',
  phone: '+91 98400 00000',
  paymentMethod: 'COD',
} as const;

/** A signed token for a user id and role, as the auth module would issue. */
export function tokenFor(t: TestStore, user: { userId?: string; role?: Role; name?: string } = {}): string {
  const { env, secrets } = t.store.ctx;
  return signToken(
    env.JWT_SECRET ?? secrets.jwtSecret,
    { sub: user.userId ?? `u_${randomUUID().slice(0, 8)}`, role: user.role ?? 'user', name: user.name ?? 'Asha Verma', jti: randomUUID() },
    '1h',
  );
}
