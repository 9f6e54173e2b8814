/**
 * Start-time upgrade of phones stored before they were kept as E.164 (docs/decisions/037): a
 * profile's phone and its addresses' phones, and every order's shipping phone, become
 * +<country code><number> (shared/src/phone.ts). Each document is changed through the one write
 * loop (db/update-doc.ts) by a change that only normalises, so a concurrent write, a second api
 * instance doing the same pass, or a pass cut short and run again all end in the same documents.
 * A phone that cannot be read is kept exactly as it was and logged, never dropped. A marker in
 * `meta`, written after a whole pass, lets later starts skip it.
 */
import { toE164 } from '@store/shared';
import { z } from 'zod';
import type { BaseContext } from '../context.js';
import type { CouchDatabase, DocBase } from '../db/couch.js';
import { isConflict } from '../db/couch.js';
import { parseWith, updateDoc } from '../db/update-doc.js';

export const PHONES_UPGRADE_MARKER_ID = 'upgrade:phones-e164';
const PAGE = 500;

type AnyDb = CouchDatabase<DocBase & Record<string, unknown>>;
type Loose = DocBase & Record<string, unknown>;

const WithPhone = z.looseObject({ phone: z.unknown() });
const UserWithPhones = z.looseObject({
  _id: z.string(),
  type: z.literal('user'),
  phone: z.unknown().optional(),
  addresses: z.array(WithPhone).optional(),
});
const OrderWithPhone = z.looseObject({ _id: z.string(), shippingAddress: WithPhone });

export interface PhonesUpgradeReport {
  users: number;
  orders: number;
  /** Phones kept as they were because they are not a number we read, with where they are. */
  unreadable: string[];
}

/** The stored phone normalised; the same value when it already is, or when it cannot be read (noted in `unreadable`). */
function upgradedPhone(phone: unknown, where: string, unreadable: string[]): unknown {
  if (typeof phone !== 'string' || phone === '') return phone;
  const e164 = toE164(phone);
  if (e164 === null) {
    unreadable.push(where);
    return phone;
  }
  return e164;
}

function upgradeUser(doc: z.infer<typeof UserWithPhones>, unreadable: string[]): Loose | null {
  const phone = upgradedPhone(doc.phone, `user ${doc._id} phone`, unreadable);
  const addresses = doc.addresses?.map((a, i) => ({
    ...a,
    phone: upgradedPhone(a.phone, `user ${doc._id} address ${String(a._id ?? i)}`, unreadable),
  }));
  const changed = phone !== doc.phone || addresses?.some((a, i) => a.phone !== doc.addresses?.[i]?.phone);
  return changed ? ({ ...doc, phone, ...(addresses ? { addresses } : {}) } as Loose) : null;
}

function upgradeOrder(doc: z.infer<typeof OrderWithPhone>, unreadable: string[]): Loose | null {
  const phone = upgradedPhone(doc.shippingAddress.phone, `order ${doc._id} shipping phone`, unreadable);
  return phone !== doc.shippingAddress.phone ? ({ ...doc, shippingAddress: { ...doc.shippingAddress, phone } } as Loose) : null;
}

/** One pass over a database: every document `upgrade` changes is written through the retrying loop. */
async function upgradeAll<S extends z.ZodType<Loose>>(
  db: AnyDb,
  schema: S,
  upgrade: (doc: z.output<S>, unreadable: string[]) => Loose | null,
  unreadable: string[],
): Promise<number> {
  const parse = parseWith(schema);
  let written = 0;
  let after: string | undefined;
  for (;;) {
    const page = await db.allDocs({ ...(after === undefined ? {} : { startkey: `${after}\u0000` }), limit: PAGE });
    for (const raw of page) {
      const found = raw._id.startsWith('_') ? null : parse(raw);
      if (!found) continue;
      const notes: string[] = [];
      if (!upgrade(found, notes)) {
        unreadable.push(...notes);
        continue;
      }
      // Decided again on the fresh document at every try: whoever wrote meanwhile, the change only normalises.
      let wrote = false;
      await updateDoc<Loose>(
        db,
        raw._id,
        (current) => {
          notes.length = 0;
          const doc = current ? parse(current) : null;
          const next = doc ? upgrade(doc, notes) : null;
          wrote = next !== null;
          return next ? { write: next } : { keep: true };
        },
        { parse: (r) => (r && typeof r === 'object' ? (r as Loose) : null) },
      );
      if (wrote) written++;
      unreadable.push(...notes);
    }
    if (page.length < PAGE) return written;
    after = page.at(-1)?._id;
  }
}

export async function upgradePhonesToE164(ctx: BaseContext): Promise<PhonesUpgradeReport | null> {
  if (await ctx.dbs.meta.get(PHONES_UPGRADE_MARKER_ID)) return null;
  const unreadable: string[] = [];
  const users = await upgradeAll(ctx.dbs.users, UserWithPhones, upgradeUser, unreadable);
  const orders = await upgradeAll(ctx.dbs.orders, OrderWithPhone, upgradeOrder, unreadable);
  for (const where of unreadable) ctx.log.info(`phone upgrade: ${where} is not a phone number we can read; kept as it was`);
  if (users || orders) ctx.log.info(`phone upgrade: ${users} users and ${orders} orders now keep their phones as E.164`);
  try {
    await ctx.dbs.meta.put({
      _id: PHONES_UPGRADE_MARKER_ID,
      type: 'upgrade',
      users,
      orders,
      unreadable,
      completedAt: new Date().toISOString(),
    });
  } catch (e) {
    // Another instance finished the same pass first: its marker is as good as ours.
    if (!isConflict(e)) throw e;
  }
  return { users, orders, unreadable };
}
