/**
 * The pincode table and delivery zones on the device (decision 045, "Pincodes on the device").
 * Loaded with a dynamic import when a pincode is first typed: a shopper who never types one never
 * downloads the table, its parser or the zones' schemas.
 *
 * - First use: GET /api/delivery/zones (the dispatch place, the zones and the table's version),
 *   then GET /api/pincodes/table (about 17 KB gzip); both are kept in IndexedDB (kept-files.ts).
 * - Every later use, online or not: read from IndexedDB and parsed once per page.
 * - Once per page, when online: the zones are asked for again; a table version other than the one
 *   kept downloads the table again. The answers follow (the hooks re-render).
 */
import { z } from 'zod';
import {
  DeliveryZonesSchema,
  deliveryEstimate,
  formatDeliveryBy,
  readPincodeTable,
  type DeliveryEstimate,
  type DeliveryZones,
  type PincodePlace,
  type PincodeTable,
} from '@store/shared';
import { apiFetch, apiUrl } from '../../lib/api-client.js';
import { isOnline, subscribeOnline } from '../online-status.js';
import { reportStorageProblem } from '../storage-problems.js';
import { deviceAnswers } from './device-answers.js';
import { keepFile, readKeptFile } from './kept-files.js';

const PlaceSchema = z.object({ pincode: z.string(), city: z.string(), district: z.string(), state: z.string() });
const ZonesAnswerSchema = z.object({ dispatch: PlaceSchema, zones: DeliveryZonesSchema, tableVersion: z.string().min(1) });
type ZonesAnswer = z.infer<typeof ZonesAnswerSchema>;

/** The performance measure each parse of the table leaves (bench/pincode.ts reads it). */
export const PARSE_TIMING = 'inkwell:pincode-parse';

interface LoadedTable {
  version: string;
  table: PincodeTable;
}

let zonesNow: Promise<ZonesAnswer> | null = null;
let tableNow: Promise<LoadedTable> | null = null;
/** The once-per-page refresh: running or done (null: not yet, or it failed and may run again). */
let refreshing: Promise<void> | null = null;
let unfollowOnline: (() => void) | null = null;
/** A screen asked for answers on this page: a refresh publishes new ones. */
let answersWanted = false;

const fetchZones = (): Promise<ZonesAnswer> => apiFetch('/delivery/zones', { schema: async () => ZonesAnswerSchema });

async function fetchTableText(): Promise<string> {
  // no-store: the device keeps the table in IndexedDB; a second copy in the HTTP cache would
  // only double what it keeps.
  const response = await fetch(apiUrl('/pincodes/table'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`The pincode table could not be loaded (HTTP ${response.status})`);
  return response.text();
}

function parseTable(text: string): PincodeTable {
  const start = performance.now();
  const table = readPincodeTable(text);
  performance.measure?.(PARSE_TIMING, { start, end: performance.now() });
  return table;
}

/** Keeps a file; a full or refused storage is told once and the page goes on with what it holds. */
async function keep(file: Parameters<typeof keepFile>[0]): Promise<void> {
  await keepFile(file).catch((e: unknown) => reportStorageProblem(e) || console.warn('[pincodes] not kept', e));
}

async function readKept<K extends 'table' | 'zones'>(key: K) {
  return readKeptFile(key).catch((e: unknown) => {
    reportStorageProblem(e);
    return undefined;
  });
}

function loadZonesAnswer(): Promise<ZonesAnswer> {
  zonesNow ??= (async () => {
    const kept = ZonesAnswerSchema.safeParse((await readKept('zones'))?.answer);
    if (kept.success) {
      startRefresh();
      return kept.data;
    }
    const fresh = await fetchZones();
    await keep({ key: 'zones', answer: fresh, savedAt: new Date().toISOString() });
    return fresh;
  })();
  zonesNow.catch(() => (zonesNow = null));
  return zonesNow;
}

function loadTable(): Promise<LoadedTable> {
  tableNow ??= (async () => {
    const kept = await readKept('table');
    if (kept && typeof kept.text === 'string') {
      try {
        const table = parseTable(kept.text);
        startRefresh();
        return { version: kept.version, table };
      } catch {
        // A damaged or older-format record: downloaded again below.
      }
    }
    // Both requests at once: the table does not wait for the zones' answer and its keeping.
    const [{ tableVersion }, text] = await Promise.all([loadZonesAnswer(), fetchTableText()]);
    const table = parseTable(text);
    await keep({ key: 'table', version: tableVersion, text, savedAt: new Date().toISOString() });
    return { version: tableVersion, table };
  })();
  tableNow.catch(() => (tableNow = null));
  return tableNow;
}

/** Asks the store once per page (when online) whether the zones or the table changed. */
function startRefresh(): void {
  unfollowOnline ??= subscribeOnline(() => {
    if (isOnline()) startRefresh();
  });
  if (refreshing || !isOnline()) return;
  refreshing = (async () => {
    const fresh = await fetchZones();
    await keep({ key: 'zones', answer: fresh, savedAt: new Date().toISOString() });
    zonesNow = Promise.resolve(fresh);
    const kept = await readKept('table');
    if (kept?.version !== fresh.tableVersion) {
      const text = await fetchTableText();
      const table = parseTable(text);
      await keep({ key: 'table', version: fresh.tableVersion, text, savedAt: new Date().toISOString() });
      tableNow = Promise.resolve({ version: fresh.tableVersion, table });
    }
    if (answersWanted) await publishAnswers();
  })();
  // Failed (offline after all, server busy): the next use or the connection's return tries again.
  refreshing.catch(() => (refreshing = null));
}

async function publishAnswers(): Promise<void> {
  const [tableLoad, zonesLoad] = [loadTable(), loadZonesAnswer()];
  const [{ table, version }, { dispatch, zones }] = await Promise.all([tableLoad, zonesLoad]);
  // A refresh replaced them meanwhile: publish the newer ones instead.
  if (tableLoad !== tableNow || zonesLoad !== zonesNow) return publishAnswers();
  deviceAnswers.set({
    tableVersion: version,
    answer(pin, now = new Date()) {
      const place = table.lookup(pin);
      if (!place) return null;
      const estimate = deliveryEstimate(place, dispatch, zones, now);
      return { place, estimate, deliveryBy: formatDeliveryBy(estimate.date) };
    },
  });
}

/** Loads the table and the zones (kept after the first time) and publishes the hooks' answers. */
export function startDeviceAnswers(): Promise<void> {
  answersWanted = true;
  return deviceAnswers.get() ? Promise.resolve() : publishAnswers();
}

export const loadPincodeTable = (): Promise<PincodeTable> => loadTable().then((t) => t.table);

export const loadDeliveryZones = (): Promise<{ dispatch: PincodePlace; zones: DeliveryZones }> =>
  loadZonesAnswer().then(({ dispatch, zones }) => ({ dispatch, zones }));

export async function estimateFor(pin: string, now: Date = new Date()): Promise<DeliveryEstimate | null> {
  const [table, { dispatch, zones }] = await Promise.all([loadPincodeTable(), loadDeliveryZones()]);
  const place = table.lookup(pin);
  return place ? deliveryEstimate(place, dispatch, zones, now) : null;
}

/** Waits for the once-per-page refresh, if one runs (tests, the bench). */
export const whenRefreshed = (): Promise<void> => refreshing ?? Promise.resolve();

/** Forgets what this page loaded, as a new page would start (tests). */
export function resetDevicePincodes(): void {
  zonesNow = tableNow = refreshing = null;
  answersWanted = false;
  unfollowOnline?.();
  unfollowOnline = null;
  deviceAnswers.set(null);
}
