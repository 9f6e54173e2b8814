/**
 * Delivery zones, measured from the store's dispatch pincode: how many working days a parcel
 * takes and whether cash on delivery is offered. The owner changes them (PUT
 * /api/admin/delivery/zones); the api and the device answer "Delivery by Tue, 2 Dec" with the
 * same rule, so a shopper offline reads what the checkout will promise.
 */
import { z } from 'zod';
import { indiaDayOf } from './format.js';
import { indiaStateOf } from './india-states.js';
import type { PincodePlace } from './pincode-table.js';

export const DELIVERY_ZONE_IDS = ['same-city', 'same-state', 'metro', 'rest-of-india', 'north-east-islands'] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];

/** The cities a courier serves from its metro hubs: a place in one of them (as the pincode table names cities) is in the metro zone. */
export const METRO_CITIES: readonly string[] = [
  'New Delhi',
  'Delhi',
  'Mumbai',
  'Kolkata',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
];

/** Fixed-date national holidays (MM-DD) on which nothing is delivered, as Sundays: Republic Day, Independence Day, Gandhi Jayanti. */
export const NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02'];

export const MAX_DELIVERY_DAYS = 30;

/** What each zone holds, in the owner's words (the admin's delivery-zones form and the shipping page). */
export const DELIVERY_ZONE_DESCRIPTIONS: Record<DeliveryZoneId, string> = {
  'same-city': 'The dispatch pincode’s city or district',
  'same-state': 'Elsewhere in the dispatch pincode’s state',
  metro: 'Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad',
  'rest-of-india': 'Every other pincode',
  'north-east-islands': 'The north-eastern states, Andaman and Nicobar, and Lakshadweep',
};

/** A pincode in a path (GET /api/pincodes/:pin), with the spec's words for one that is not six digits. */
export const PincodeParamsSchema = z.object({
  pin: z.string({ error: 'Pincode must be 6 digits' }).regex(/^[0-9]{6}$/, 'Pincode must be 6 digits'),
});

export const DeliveryZoneSchema = z.object({
  id: z.enum(DELIVERY_ZONE_IDS, { error: `Zone id must be one of ${DELIVERY_ZONE_IDS.join(', ')}` }),
  label: z
    .string({ error: 'Zone label is required' })
    .trim()
    .min(1, 'Zone label is required')
    .max(40, 'Zone label is too long (40 characters at most)'),
  days: z
    .number({ error: 'Delivery days must be a number' })
    .int('Delivery days must be a whole number')
    .min(1, 'Delivery days must be at least 1')
    .max(MAX_DELIVERY_DAYS, `Delivery days must be at most ${MAX_DELIVERY_DAYS}`),
  cod: z.boolean({ error: 'Cash on delivery must be true or false' }),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const DeliveryZonesSchema = z.object({
  zones: z.array(DeliveryZoneSchema, { error: 'zones must be a list' }).superRefine((zones, ctx) => {
    for (const id of DELIVERY_ZONE_IDS) {
      const count = zones.filter((zone) => zone.id === id).length;
      if (count !== 1)
        ctx.addIssue({ code: 'custom', message: count === 0 ? `Zone ${id} is missing` : `Zone ${id} is given ${count} times` });
    }
  }),
  codLimit: z
    .number({ error: 'COD limit must be a number or null' })
    .int('COD limit must be a whole number of rupees')
    .min(1, 'COD limit must be at least ₹1')
    .max(10_000_000, 'COD limit is too large')
    .nullable(),
});
export type DeliveryZones = z.infer<typeof DeliveryZonesSchema>;

/** GET /api/delivery/zones (and the owner's PUT): where parcels leave from, the zones, and the pincode table's version. */
export const DeliveryZonesAnswerSchema = z.object({
  dispatch: z.object({ pincode: z.string(), city: z.string(), district: z.string(), state: z.string() }),
  zones: DeliveryZonesSchema,
  tableVersion: z.string().min(1),
});
export type DeliveryZonesAnswer = z.infer<typeof DeliveryZonesAnswerSchema>;

export const DEFAULT_DELIVERY_ZONES: DeliveryZones = {
  zones: [
    { id: 'same-city', label: 'Same city', days: 1, cod: true },
    { id: 'same-state', label: 'Same state', days: 2, cod: true },
    { id: 'metro', label: 'Metro cities', days: 3, cod: true },
    { id: 'rest-of-india', label: 'Rest of India', days: 5, cod: true },
    { id: 'north-east-islands', label: 'North-east and islands', days: 8, cod: false },
  ],
  codLimit: null,
};

export interface DeliveryEstimate {
  zone: DeliveryZoneId;
  label: string;
  days: number;
  /** The delivery day, YYYY-MM-DD in India. */
  date: string;
  cod: boolean;
}

/**
 * The zone of a place seen from the dispatch place. The first that holds wins: the same district
 * or city in the same state, the same state, the north-east and islands, a metro city, the rest.
 */
export function zoneOf(place: PincodePlace, dispatch: PincodePlace): DeliveryZoneId {
  if (place.state === dispatch.state) {
    return place.district === dispatch.district || place.city === dispatch.city ? 'same-city' : 'same-state';
  }
  if (indiaStateOf(place.state)?.remote) return 'north-east-islands';
  if (METRO_CITIES.includes(place.city)) return 'metro';
  return 'rest-of-india';
}

const DAY_MS = 86_400_000;

/** A day on which parcels move: not a Sunday, not a national holiday. */
export function isWorkingDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !NATIONAL_HOLIDAYS.includes(day.slice(5));
}

/** The India day `workingDays` working days after the India day of `now` (today is not counted, whatever day it is). */
export function addWorkingDays(now: Date, workingDays: number): string {
  let at = Date.parse(`${indiaDayOf(now)}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    at += DAY_MS;
    if (isWorkingDay(new Date(at).toISOString().slice(0, 10))) left--;
  }
  return new Date(at).toISOString().slice(0, 10);
}

export function deliveryEstimate(place: PincodePlace, dispatch: PincodePlace, zones: DeliveryZones, now: Date): DeliveryEstimate {
  const id = zoneOf(place, dispatch);
  const zone = zones.zones.find((z) => z.id === id) ?? DEFAULT_DELIVERY_ZONES.zones.find((z) => z.id === id)!;
  return { zone: id, label: zone.label, days: zone.days, date: addWorkingDays(now, zone.days), cod: zone.cod };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-01" → "Tue, 1 Dec": the day as the product page says it ("Delivery by Tue, 1 Dec"). */
export function formatDeliveryBy(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
