import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDIA_STATES } from './india-states.js';
import { readPincodeTable, writePincodeTable, type PincodePlace } from './pincode-table.js';

// The committed table, as the api serves it (scripts/build-pincode-table.ts writes it).
const text = readFileSync(new URL('../data/pincodes.txt', import.meta.url), 'utf8');
const table = readPincodeTable(text);

describe('the committed pincode table', () => {
  it('holds every pincode of the directory, one place each', () => {
    expect(table.size).toBe(19_097);
  });

  it.each([
    ['560025', 'Bengaluru', 'Bangalore', 'Karnataka'],
    ['110001', 'New Delhi', 'Central Delhi', 'Delhi'],
    ['400001', 'Mumbai', 'Mumbai', 'Maharashtra'],
    ['500001', 'Hyderabad', 'Hyderabad', 'Telangana'],
    ['500032', 'Hyderabad', 'Rangareddy', 'Telangana'],
    ['744101', 'Port Blair', 'South Andaman', 'Andaman and Nicobar Islands'],
    ['781001', 'Guwahati', 'Kamrup', 'Assam'],
    ['194101', 'Leh', 'Leh', 'Ladakh'],
    ['411001', 'Pune', 'Pune', 'Maharashtra'],
    ['600001', 'Chennai', 'Chennai', 'Tamil Nadu'],
    ['600096', 'Chennai', 'Kanchipuram', 'Tamil Nadu'],
    ['682001', 'Ernakulam', 'Ernakulam', 'Kerala'],
    ['570001', 'Mysuru', 'Mysore', 'Karnataka'],
    ['396210', 'Daman', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['507130', 'East Godavari', 'East Godavari', 'Andhra Pradesh'],
  ])('%s is %s, %s district, %s', (pincode, city, district, state) => {
    expect(table.lookup(pincode)).toEqual({ pincode, city, district, state });
  });

  it('names only INDIA_STATES, and Telangana, Ladakh and the merged union territory as they are now', () => {
    const names = new Set(INDIA_STATES.map((s) => s.name));
    const states = text.split('\n')[1]!.split(';');
    expect(states.every((s) => names.has(s))).toBe(true);
    expect(states).toEqual(expect.arrayContaining(['Telangana', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu']));
  });

  it('answers null for an unknown pincode and for anything that is not six digits', () => {
    for (const pin of ['999999', '000000', '56002', '5600255', 'abcdef', '', '56 025']) expect(table.lookup(pin)).toBeNull();
    expect(table.lookup(' 560025 ')?.city).toBe('Bengaluru');
  });

  it('looks up in microseconds and parses in tens of milliseconds', () => {
    const started = performance.now();
    readPincodeTable(text);
    expect(performance.now() - started).toBeLessThan(200);
    const pins = Array.from({ length: 20_000 }, (_, i) => String(110_000 + ((i * 7919) % 800_000)));
    const t0 = performance.now();
    for (const pin of pins) table.lookup(pin);
    expect((performance.now() - t0) / pins.length).toBeLessThan(0.05);
  });
});

describe('writePincodeTable and readPincodeTable', () => {
  const places: PincodePlace[] = [
    { pincode: '560025', city: 'Bengaluru', district: 'Bangalore', state: 'Karnataka' },
    { pincode: '110001', city: 'New Delhi', district: 'Central Delhi', state: 'Delhi' },
    { pincode: '560001', city: 'Bengaluru', district: 'Bangalore', state: 'Karnataka' },
    { pincode: '570001', city: 'Mysuru', district: 'Mysore', state: 'Karnataka' },
    { pincode: '570002', city: 'Mysore', district: 'Mysore', state: 'Karnataka' },
  ];

  it('reads back every place it wrote', () => {
    const read = readPincodeTable(writePincodeTable(places, 'test'));
    expect(read.size).toBe(5);
    for (const place of places) expect(read.lookup(place.pincode)).toEqual(place);
    expect(read.lookup('560002')).toBeNull();
  });

  it('refuses a repeated pincode, and a text of another format', () => {
    expect(() => writePincodeTable([places[0]!, places[0]!], 'test')).toThrow(/560025/);
    expect(() => readPincodeTable('<html>offline</html>')).toThrow(/Not a pincode table/);
  });
});
