import { describe, expect, it } from 'vitest';
import { findSameAddress, sameAddress, withAddressAdded, withAddressRemoved, withAddressUpdated } from './address-rules.js';
import { loyaltyPointsFor } from './pricing.js';

const a = (id: string, isDefault = false) => ({ _id: id, isDefault });
const defaults = (list: Array<{ _id: string; isDefault: boolean }>) => list.filter((x) => x.isDefault).map((x) => x._id);

describe('the default address', () => {
  it('when the first address is added, then it becomes the default even unmarked', () => {
    expect(defaults(withAddressAdded([], a('x')))).toEqual(['x']);
  });
  it('when a new default is added, then it replaces the old one', () => {
    expect(defaults(withAddressAdded([a('x', true)], a('y', true)))).toEqual(['y']);
  });
  it('when the default is removed, then the first address left takes its place', () => {
    expect(defaults(withAddressRemoved([a('x', true), a('y'), a('z')], 'x'))).toEqual(['y']);
  });
  it('when the only default is unmarked, then no address is the default', () => {
    expect(defaults(withAddressUpdated([a('x', true), a('y')], a('x', false)))).toEqual([]);
  });
});

describe('loyalty points', () => {
  it('when an order is delivered, then it earns one point per full ₹100 of its total', () => {
    expect([0, 99.99, 100, 984, 1568.5].map(loyaltyPointsFor)).toEqual([0, 0, 1, 9, 15]);
  });
});

describe('the same address', () => {
  const home = {
    fullName: 'Asha Verma',
    phone: '+91 98765 43210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411001',
  };
  it('is the same ignoring case, spacing and the phone prefix; any other difference makes another address', () => {
    expect(sameAddress(home, { ...home, fullName: ' asha  verma ', phone: '9876543210', street: '12 mg road' })).toBe(true);
    expect(sameAddress(home, { ...home, street: '14 MG Road' })).toBe(false);
    expect(findSameAddress([{ ...home, _id: 'a1' }], { ...home, city: 'PUNE' })?._id).toBe('a1');
    expect(findSameAddress([{ ...home, _id: 'a1' }], { ...home, zip: '411002' })).toBeUndefined();
  });
});
