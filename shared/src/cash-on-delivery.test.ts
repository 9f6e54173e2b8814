import { describe, expect, it } from 'vitest';
import { codRefusal, COD_MESSAGES } from './cash-on-delivery.js';

const metro = { label: 'Metro cities', cod: true };
const northEast = { label: 'North-east and islands', cod: false };

describe('cash on delivery', () => {
  it('is offered where the zone offers it and no limit is set', () => {
    expect(codRefusal({ pincode: '400050', zone: metro, codLimit: null, total: 50_000 })).toBeNull();
  });

  it('is refused, naming the pincode and zone, where the zone does not offer it', () => {
    expect(codRefusal({ pincode: '781001', zone: northEast, codLimit: null, total: 500 })).toBe(
      COD_MESSAGES.notInZone('781001', 'North-east and islands'),
    );
  });

  it('is refused above the limit, and offered at exactly the limit', () => {
    expect(codRefusal({ pincode: '400050', zone: metro, codLimit: 5000, total: 5000 })).toBeNull();
    expect(codRefusal({ pincode: '400050', zone: metro, codLimit: 5000, total: 5000.01 })).toBe(COD_MESSAGES.overLimit(5000));
    expect(COD_MESSAGES.overLimit(5000)).toContain('₹5,000');
  });
});
