import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '@store/shared';
import { gstinError, normalizedGstin } from './gstin-field';

describe('the GSTIN on the review step', () => {
  it('is optional: nothing typed is no problem', () => {
    expect(gstinError('')).toBe('');
    expect(gstinError('   ')).toBe('');
  });

  it('is sent as the store keeps it: spaces dropped, upper case', () => {
    expect(normalizedGstin(' 29abcde 1234f1zw ')).toBe('29ABCDE1234F1ZW');
    expect(gstinError(' 29abcde 1234f1zw ')).toBe('');
  });

  it('says why a GSTIN cannot be one, in the store’s words', () => {
    expect(gstinError('29ABCDE1234')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinError('99ABCDE1234F1ZW')).toBe(GSTIN_MESSAGES.state);
    expect(gstinError('29ABCDE1234F1Z5')).toBe(GSTIN_MESSAGES.check);
  });
});
