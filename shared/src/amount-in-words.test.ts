import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from './amount-in-words.js';

describe('an amount in words, in Indian numbering', () => {
  it('says lakhs and thousands the Indian way', () => {
    expect(amountInWords(112345)).toBe('Rupees One Lakh Twelve Thousand Three Hundred Forty-Five Only');
    expect(amountInWords(100000)).toBe('Rupees One Lakh Only');
  });

  it('says crores, and crores of more than two digits', () => {
    expect(wholeNumberInWords(12345678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(wholeNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('says small amounts, teens and round tens', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(99)).toBe('Rupees Ninety-Nine Only');
    expect(amountInWords(1018)).toBe('Rupees One Thousand Eighteen Only');
    expect(amountInWords(1170)).toBe('Rupees One Thousand One Hundred Seventy Only');
  });

  it('says the paise, to the paisa, without floating-point dust', () => {
    expect(amountInWords(10.05)).toBe('Rupees Ten and Five Paise Only');
    expect(amountInWords(1234.5)).toBe('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only');
    expect(amountInWords(0.1 + 0.2)).toBe('Rupees Zero and Thirty Paise Only');
  });

  it('refuses what is no amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
