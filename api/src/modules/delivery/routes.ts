/**
 * /api/pincodes and /api/delivery: the table a device keeps, one pincode's place and delivery
 * estimate, the zones with the dispatch place, and the owner's change of the zones.
 */
import { Router, type Request, type Response } from 'express';
import {
  DeliveryZonesSchema,
  PINCODE_MESSAGES,
  PincodeParamsSchema,
  type DeliveryEstimate,
  type DeliveryZones,
  type PincodePlace,
} from '@store/shared';
import { callerOf, requireAdmin, type TokenVerifier } from '../../http/auth-guard.js';
import { badRequest, notFound } from '../../http/errors.js';
import { sendOk } from '../../http/respond.js';
import { parseBody } from '../../http/validate.js';
import type { LoadedPincodeTable } from './table.js';
import type { ZonesStore } from './zones-store.js';

export const DELIVERY_MESSAGES = { saved: 'Delivery zones saved.' } as const;

/** A day: the table changes only with a release; the ETag makes a day-old copy cost a 304. */
const TABLE_CACHE = 'public, max-age=86400';

export interface DeliveryRouters {
  pincodes: Router;
  delivery: Router;
  admin: Router;
}

export function createDeliveryRouters(deps: {
  loaded: LoadedPincodeTable;
  dispatch: PincodePlace;
  zones: ZonesStore;
  estimate(place: PincodePlace, zones: DeliveryZones): DeliveryEstimate;
  verifier: TokenVerifier;
}): DeliveryRouters {
  const { loaded } = deps;
  const etag = `"${loaded.version}"`;

  const pincodes = Router();
  pincodes.get('/table', async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', TABLE_CACHE);
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type('text/plain; charset=utf-8');
    if (req.acceptsEncodings('gzip')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(await loaded.gzipped());
    } else res.end(loaded.text);
  });
  pincodes.get('/:pin', async (req: Request, res: Response) => {
    const parsed = PincodeParamsSchema.safeParse(req.params);
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      throw badRequest(message, { pin: message });
    }
    const place = loaded.table.lookup(parsed.data.pin);
    if (!place) throw notFound(PINCODE_MESSAGES.unknown);
    sendOk(res, { place, estimate: deps.estimate(place, await deps.zones.read()) });
  });

  const delivery = Router();
  delivery.get('/zones', async (_req: Request, res: Response) => {
    sendOk(res, { dispatch: deps.dispatch, zones: await deps.zones.read(), tableVersion: loaded.version });
  });

  const admin = Router();
  admin.put('/zones', requireAdmin(deps.verifier), async (req: Request, res: Response) => {
    const zones = parseBody(DeliveryZonesSchema, req);
    const saved = await deps.zones.save(zones, callerOf(req).userId);
    sendOk(res, { dispatch: deps.dispatch, zones: saved, tableVersion: loaded.version }, { message: DELIVERY_MESSAGES.saved });
  });

  return { pincodes, delivery, admin };
}
