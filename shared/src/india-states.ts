/**
 * India's states and union territories as the GST law numbers them: the one list the pincode
 * table, the delivery zones and the tax invoice's place of supply all read. A name typed by a
 * shopper or printed by an older dataset ("ORISSA", "Pondicherry", "Jammu & Kashmir") is read
 * back to its current name by `indiaStateOf`.
 */

export interface IndiaState {
  /** The current official name, as an address and an invoice print it. */
  name: string;
  /** The GST state code, two digits: the first two characters of a GSTIN registered there. */
  gstCode: string;
  /** A union territory (no state government of its own), for the record. */
  unionTerritory: boolean;
  /** The north-east and the islands: a delivery zone of their own (longer, often no cash on delivery). */
  remote: boolean;
}

const state = (name: string, gstCode: string, unionTerritory = false, remote = false): IndiaState => ({
  name,
  gstCode,
  unionTerritory,
  remote,
});

export const INDIA_STATES: readonly IndiaState[] = [
  state('Jammu and Kashmir', '01', true),
  state('Himachal Pradesh', '02'),
  state('Punjab', '03'),
  state('Chandigarh', '04', true),
  state('Uttarakhand', '05'),
  state('Haryana', '06'),
  state('Delhi', '07', true),
  state('Rajasthan', '08'),
  state('Uttar Pradesh', '09'),
  state('Bihar', '10'),
  state('Sikkim', '11', false, true),
  state('Arunachal Pradesh', '12', false, true),
  state('Nagaland', '13', false, true),
  state('Manipur', '14', false, true),
  state('Mizoram', '15', false, true),
  state('Tripura', '16', false, true),
  state('Meghalaya', '17', false, true),
  state('Assam', '18', false, true),
  state('West Bengal', '19'),
  state('Jharkhand', '20'),
  state('Odisha', '21'),
  state('Chhattisgarh', '22'),
  state('Madhya Pradesh', '23'),
  state('Gujarat', '24'),
  state('Dadra and Nagar Haveli and Daman and Diu', '26', true),
  state('Maharashtra', '27'),
  state('Karnataka', '29'),
  state('Goa', '30'),
  state('Lakshadweep', '31', true, true),
  state('Kerala', '32'),
  state('Tamil Nadu', '33'),
  state('Puducherry', '34', true),
  state('Andaman and Nicobar Islands', '35', true, true),
  state('Telangana', '36'),
  state('Andhra Pradesh', '37'),
  state('Ladakh', '38', true),
];

/** Older or looser spellings, keyed like `keyOf`, for names that are not simply the new name in other letters. */
const FORMER_NAMES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  chattisgarh: 'Chhattisgarh',
  uttaranchal: 'Uttarakhand',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'jammu kashmir': 'Jammu and Kashmir',
};

/** Case, "&" for "and", dots and extra spaces do not matter. */
const keyOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const BY_KEY = new Map<string, IndiaState>(INDIA_STATES.map((s) => [keyOf(s.name), s]));
for (const [former, current] of Object.entries(FORMER_NAMES)) BY_KEY.set(former, BY_KEY.get(keyOf(current))!);
const BY_CODE = new Map<string, IndiaState>(INDIA_STATES.map((s) => [s.gstCode, s]));

/** The state or union territory a name means, however it is written; undefined for a name that is none. */
export const indiaStateOf = (name: string): IndiaState | undefined => BY_KEY.get(keyOf(name));

/** The state of a GST state code ("29" → Karnataka). */
export const indiaStateByGstCode = (code: string): IndiaState | undefined => BY_CODE.get(code);
