import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_ZONES,
  DeliveryZonesSchema,
  addWorkingDays,
  deliveryEstimate,
  formatDeliveryBy,
  zoneOf,
  type DeliveryZones,
} from './delivery-zones.js';
import { readPincodeTable } from './pincode-table.js';

const table = readPincodeTable(readFileSync(new URL('../data/pincodes.txt', import.meta.url), 'utf8'));
const place = (pin: string) => table.lookup(pin)!;
const bengaluru = place('560025');

describe('zoneOf, from a Bengaluru dispatch pincode (560025)', () => {
  it.each([
    ['560001', 'same-city'], // Bengaluru, Bangalore district
    ['562106', 'same-city'], // Anekal, in Bangalore district
    ['562110', 'same-state'], // Devanahalli, Bengaluru Rural
    ['570001', 'same-state'], // Mysuru
    ['400001', 'metro'], // Mumbai
    ['110001', 'metro'], // New Delhi
    ['600096', 'metro'], // Chennai, in Kanchipuram district
    ['682001', 'rest-of-india'], // Ernakulam
    ['194101', 'rest-of-india'], // Leh, Ladakh
    ['781001', 'north-east-islands'], // Guwahati
    ['744101', 'north-east-islands'], // Port Blair
  ])('%s is %s', (pin, zone) => {
    expect(zoneOf(place(pin), bengaluru)).toBe(zone);
  });

  it('same city means the same district or city in the same state; the north-east dispatching to itself is same-state', () => {
    expect(zoneOf(place('600096'), place('600001'))).toBe('same-city');
    expect(zoneOf(place('781001'), place('781001'))).toBe('same-city');
    expect(zoneOf(place('786001'), place('781001'))).toBe('same-state');
    expect(zoneOf(place('560025'), place('781001'))).toBe('metro');
  });
});

describe('deliveryEstimate and working days (India time, Sundays and national holidays off)', () => {
  it('counts from the next day: a Saturday order with one day arrives on Monday', () => {
    expect(addWorkingDays(new Date('2026-11-28T06:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-27T06:00:00Z'), 1)).toBe('2026-11-28');
    expect(addWorkingDays(new Date('2026-11-29T06:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-28T06:00:00Z'), 5)).toBe('2026-12-04');
  });

  it('takes the day in India: 20:00 UTC on Friday is already Saturday there', () => {
    expect(addWorkingDays(new Date('2026-11-27T20:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-27T18:00:00Z'), 1)).toBe('2026-11-28');
  });

  it('skips Republic Day', () => {
    expect(addWorkingDays(new Date('2027-01-25T06:00:00Z'), 1)).toBe('2027-01-27');
  });

  it('gives the zone, its days, date and cash on delivery, per place', () => {
    const now = new Date('2026-11-28T06:00:00Z');
    expect(deliveryEstimate(place('560001'), bengaluru, DEFAULT_DELIVERY_ZONES, now)).toEqual({
      zone: 'same-city',
      label: 'Same city',
      days: 1,
      date: '2026-11-30',
      cod: true,
    });
    expect(deliveryEstimate(place('781001'), bengaluru, DEFAULT_DELIVERY_ZONES, now)).toMatchObject({
      zone: 'north-east-islands',
      days: 8,
      date: '2026-12-08',
      cod: false,
    });
    const owners: DeliveryZones = {
      ...DEFAULT_DELIVERY_ZONES,
      zones: DEFAULT_DELIVERY_ZONES.zones.map((z) => (z.id === 'metro' ? { ...z, days: 2, cod: false } : z)),
    };
    expect(deliveryEstimate(place('400001'), bengaluru, owners, now)).toMatchObject({
      zone: 'metro',
      days: 2,
      date: '2026-12-01',
      cod: false,
    });
  });

  it('formats the day as the product page says it', () => {
    expect(formatDeliveryBy('2026-12-01')).toBe('Tue, 1 Dec');
    expect(formatDeliveryBy('2025-12-02')).toBe('Tue, 2 Dec');
  });
});

describe('DeliveryZonesSchema', () => {
  const problems = (value: unknown) => {
    const result = DeliveryZonesSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts the defaults and a COD limit', () => {
    expect(problems(DEFAULT_DELIVERY_ZONES)).toEqual([]);
    expect(problems({ ...DEFAULT_DELIVERY_ZONES, codLimit: 5000 })).toEqual([]);
  });

  it('says precisely what is wrong', () => {
    const [first, ...rest] = DEFAULT_DELIVERY_ZONES.zones;
    expect(problems({ ...DEFAULT_DELIVERY_ZONES, zones: rest })).toEqual(['Zone same-city is missing']);
    expect(problems({ ...DEFAULT_DELIVERY_ZONES, zones: [first, first, ...rest] })).toEqual(['Zone same-city is given 2 times']);
    expect(problems({ ...DEFAULT_DELIVERY_ZONES, zones: [{ ...first, days: 0 }, ...rest] })).toEqual(['Delivery days must be at least 1']);
    expect(problems({ ...DEFAULT_DELIVERY_ZONES, zones: [{ ...first, days: 1.5 }, ...rest] })).toEqual([
      'Delivery days must be a whole number',
    ]);
    expect(problems({ ...DEFAULT_DELIVERY_ZONES, codLimit: -1 })).toEqual(['COD limit must be at least ₹1']);
    expect(problems({ zones: DEFAULT_DELIVERY_ZONES.zones })).toEqual(['COD limit must be a number or null']);
  });
});
