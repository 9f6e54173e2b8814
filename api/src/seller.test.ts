import { describe, expect, it } from 'vitest';
import { gstinProblem } from '@store/shared';
import { parseEnv } from './env.js';
import { sellerFromEnv } from './seller.js';

describe('the seller from the configuration', () => {
  it('when nothing is configured, then the seller is a marked sample with a well-formed GSTIN', () => {
    const seller = sellerFromEnv(parseEnv({}));
    expect(seller.isSample).toBe(true);
    expect(seller.legalName).toContain('sample');
    expect(gstinProblem(seller.gstin)).toBeNull();
    expect(seller.state).toBe('Karnataka');
  });

  it('when a real seller is configured, then its details are used and it is no sample', () => {
    const seller = sellerFromEnv(
      parseEnv({
        STORE_GSTIN: '27aapfu0939f1zv',
        STORE_STATE: 'MAHARASHTRA',
        STORE_LEGAL_NAME: 'Ink LLP',
        STORE_ADDRESS: '1 MG Road| Pune 411001',
      }),
    );
    expect(seller).toMatchObject({ isSample: false, gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', legalName: 'Ink LLP' });
    expect(seller.address).toEqual(['1 MG Road', 'Pune 411001']);
  });

  it('when the GSTIN is not of the configured state, or is mistyped, then the store refuses to start', () => {
    expect(() => sellerFromEnv(parseEnv({ STORE_GSTIN: '27AAPFU0939F1ZV', STORE_STATE: 'Karnataka' }))).toThrow(/begins with 29/);
    expect(() => sellerFromEnv(parseEnv({ STORE_GSTIN: '27AAPFU0939F1ZX', STORE_STATE: 'Maharashtra' }))).toThrow(/typo/);
    expect(() => sellerFromEnv(parseEnv({ STORE_GSTIN: '27AAPFU0939F1ZV' }))).toThrow(/STORE_STATE/);
  });
});
