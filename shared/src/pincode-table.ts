/**
 * India's pincodes as one compact text, read the same way by the api (once, at start) and by the
 * device (once, from its cache): `readPincodeTable(text).lookup('560025')` answers a place in
 * about a microsecond, so the address form can ask on every keystroke.
 *
 * The text is written by `writePincodeTable` (scripts/build-pincode-table.ts makes it from
 * data.gov.in's All India Pincode Directory, see decision 045). Its lines:
 *   1. a header: `pincodes 1 <source…>` (format version 1, then free text naming the source);
 *   2. the states, INDIA_STATES names joined by `;`;
 *   3. the districts, `district|city|state index` joined by `;` (an empty city is the district's name);
 *   4. the pincodes in ascending order, joined by `,`: each is the base-36 gap from the one
 *      before, followed by `.` and a base-36 district index when its district is not the previous
 *      pincode's (most neighbours share a district, so most entries are one or two characters).
 */

export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  /** An INDIA_STATES name. */
  state: string;
}

export interface PincodeTable {
  lookup(pin: string): PincodePlace | null;
  readonly size: number;
}

export const PINCODE_MESSAGES = {
  unknown: 'We could not find this pincode. Please check it.',
} as const;

const FORMAT = 'pincodes 1';
const SIX_DIGITS = /^[1-9][0-9]{5}$/;

interface District {
  district: string;
  city: string;
  state: string;
}

/** Parses the table text; throws on a text that is not this format (a truncated download, an old version). */
export function readPincodeTable(text: string): PincodeTable {
  const lines = text.split('\n');
  if (!lines[0]?.startsWith(FORMAT) || lines.length < 4) throw new Error('Not a pincode table (format 1)');
  const states = lines[1]!.split(';');
  const districts: District[] = lines[2]!.split(';').map((entry) => {
    const [district = '', city = '', stateIndex = ''] = entry.split('|');
    const state = states[parseInt(stateIndex, 36)];
    if (!district || state === undefined) throw new Error(`Pincode table: bad district "${entry}"`);
    return { district, city: city || district, state };
  });
  const entries = lines[3]!.split(',');
  const pins = new Int32Array(entries.length);
  const districtOf = new Uint16Array(entries.length);
  let pin = 0;
  let district = 0;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const dot = entry.indexOf('.');
    if (dot === -1) {
      pin += parseInt(entry, 36);
    } else {
      pin += parseInt(entry.slice(0, dot), 36);
      district = parseInt(entry.slice(dot + 1), 36);
    }
    if (!(pin > (pins[i - 1] ?? 0)) || districts[district] === undefined) throw new Error(`Pincode table: bad entry ${i}`);
    pins[i] = pin;
    districtOf[i] = district;
  }
  return {
    size: pins.length,
    lookup(text: string): PincodePlace | null {
      const pincode = text.trim();
      if (!SIX_DIGITS.test(pincode)) return null;
      const wanted = Number(pincode);
      let low = 0;
      let high = pins.length - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const at = pins[mid]!;
        if (at === wanted) {
          const d = districts[districtOf[mid]!]!;
          return { pincode, city: d.city, district: d.district, state: d.state };
        }
        if (at < wanted) low = mid + 1;
        else high = mid - 1;
      }
      return null;
    },
  };
}

/** Writes places (one per pincode, any order) as the table text `readPincodeTable` reads. */
export function writePincodeTable(places: readonly PincodePlace[], source: string): string {
  const sorted = [...places].sort((a, b) => Number(a.pincode) - Number(b.pincode));
  const states = [...new Set(sorted.map((p) => p.state))].sort();
  const districtKey = (p: PincodePlace) => `${p.district}|${p.city === p.district ? '' : p.city}|${states.indexOf(p.state).toString(36)}`;
  const districts = [...new Set(sorted.map(districtKey))].sort();
  const districtIndex = new Map(districts.map((key, i) => [key, i]));
  let previousPin = 0;
  let previousDistrict = -1;
  const entries = sorted.map((place) => {
    const pin = Number(place.pincode);
    if (!SIX_DIGITS.test(place.pincode) || pin <= previousPin) throw new Error(`Pincode ${place.pincode} is not a new 6-digit pincode`);
    const district = districtIndex.get(districtKey(place))!;
    const gap = (pin - previousPin).toString(36);
    const entry = district === previousDistrict ? gap : `${gap}.${district.toString(36)}`;
    previousPin = pin;
    previousDistrict = district;
    return entry;
  });
  return `${FORMAT} ${source.replace(/\n/g, ' ')}\n${states.join(';')}\n${districts.join(';')}\n${entries.join(',')}\n`;
}
