import { describe, expect, it } from 'vitest';
import { fillFromPlace } from './address-pincode-fill';

const pune = { city: 'Pune', state: 'Maharashtra' };
const bengaluru = { city: 'Bengaluru', state: 'Karnataka' };

describe('filling City and State from a pincode', () => {
  it('fills empty fields', () => {
    expect(fillFromPlace({ city: '', state: ' ' }, {}, pune)).toEqual({ changes: pune, filled: pune });
  });

  it('moves a filled field with a corrected pincode', () => {
    const first = fillFromPlace({ city: '', state: '' }, {}, bengaluru);
    expect(fillFromPlace(bengaluru, first.filled, pune).changes).toEqual(pune);
  });

  it('never overwrites what the shopper typed over a fill, for this pincode or the next', () => {
    const first = fillFromPlace({ city: '', state: '' }, {}, bengaluru);
    const corrected = { city: 'Bengaluru East', state: 'Karnataka' };
    const next = fillFromPlace(corrected, first.filled, pune);
    expect(next.changes).toEqual({ state: 'Maharashtra' });
    expect(fillFromPlace({ city: 'Bengaluru East', state: 'Maharashtra' }, next.filled, bengaluru).changes).toEqual({ state: 'Karnataka' });
  });

  it('keeps a saved address as it was (a form opened on it has no fill yet)', () => {
    expect(fillFromPlace({ city: 'Poona', state: 'Maharashtra' }, {}, pune)).toEqual({ changes: {}, filled: {} });
  });
});
