/**
 * The owner's delivery zones: one settings document (`settings:delivery-zones`) in the private
 * `meta` database, the built-in DEFAULT_DELIVERY_ZONES until the owner saves their own. Read
 * through a short cache: the order path asks for every order, and an owner's change made on
 * another api instance is seen within ZONES_CACHE_MS (at once on the instance that saved it).
 */
import { z } from 'zod';
import { DEFAULT_DELIVERY_ZONES, DeliveryZonesSchema, type DeliveryZones } from '@store/shared';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { parseWith, updateDoc } from '../../db/update-doc.js';

export const ZONES_DOC_ID = 'settings:delivery-zones';
export const ZONES_CACHE_MS = 5_000;

const ZonesDocSchema = DeliveryZonesSchema.extend({
  _id: z.literal(ZONES_DOC_ID),
  _rev: z.string(),
  type: z.literal('delivery-zones'),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
type ZonesDoc = z.infer<typeof ZonesDocSchema>;

export interface ZonesStore {
  read(): Promise<DeliveryZones>;
  save(zones: DeliveryZones, by: string): Promise<DeliveryZones>;
}

const zonesOf = (doc: ZonesDoc): DeliveryZones => ({ zones: doc.zones, codLimit: doc.codLimit });

export function createZonesStore(meta: CouchDatabase<DocBase & Record<string, unknown>>, now = () => Date.now()): ZonesStore {
  let cached: { zones: DeliveryZones; at: number } | null = null;
  const parse = parseWith(ZonesDocSchema);
  return {
    async read() {
      if (cached && now() - cached.at < ZONES_CACHE_MS) return cached.zones;
      // A document this version cannot read (hand-edited, say) is not a reason to stop selling: the defaults hold.
      const stored = parse(await meta.get(ZONES_DOC_ID));
      const zones = stored ? zonesOf(stored) : DEFAULT_DELIVERY_ZONES;
      cached = { zones, at: now() };
      return zones;
    },
    async save(zones, by) {
      const written = await updateDoc<ZonesDoc>(
        meta,
        ZONES_DOC_ID,
        (current) => ({
          write: {
            ...zones,
            _id: ZONES_DOC_ID,
            _rev: current?._rev ?? '',
            type: 'delivery-zones',
            updatedAt: new Date(now()).toISOString(),
            updatedBy: by,
          },
        }),
        { parse },
      );
      const saved = zonesOf(written!);
      cached = { zones: saved, at: now() };
      return saved;
    },
  };
}
