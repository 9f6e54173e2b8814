/**
 * Which of an address's City and State a pincode's place fills. The rule: a field is filled when
 * it is empty or still holds what the last fill put there; a field the shopper typed or corrected
 * (its value is not the last fill's) is theirs and is never overwritten, by this pincode or the
 * next. So a typo in the pincode, fixed, moves a filled city with it, and "Bengaluru East" typed
 * over "Bengaluru" stays. A form opened on a saved address starts with no fill: its values are
 * the shopper's.
 */
export interface PlaceFields {
  city: string;
  state: string;
}

export interface FillResult {
  /** The fields to set now. */
  changes: Partial<PlaceFields>;
  /** What each field holds from a fill after this one (the next call's `lastFill`). */
  filled: Partial<PlaceFields>;
}

const KEYS = ['city', 'state'] as const;

export function fillFromPlace(current: PlaceFields, lastFill: Partial<PlaceFields>, place: PlaceFields): FillResult {
  const changes: Partial<PlaceFields> = {};
  const filled: Partial<PlaceFields> = {};
  for (const key of KEYS) {
    const value = current[key];
    const ours = value.trim() === '' || value === lastFill[key];
    if (!ours) continue;
    filled[key] = place[key];
    if (value !== place[key]) changes[key] = place[key];
  }
  return { changes, filled };
}
