import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, GstinSchema, gstinCheckCharacter, gstinProblem } from './gstin.js';
import { INDIA_STATES, indiaStateOf } from './india-states.js';

describe('GSTIN', () => {
  it('when the GSTN checksum is computed, then published valid GSTINs get their own last character', () => {
    // Published registrations (the GST portal's and tax guides' worked examples, and an invoice's).
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it('when one character is mistyped, then the check character catches it', () => {
    expect(gstinProblem('27AAACR5055K1Z8')).toBe(GSTIN_MESSAGES.check);
    expect(gstinProblem('27AAACR5056K1Z7')).toBe(GSTIN_MESSAGES.check);
  });

  it('when the shape or the state code is wrong, then the message says which', () => {
    expect(gstinProblem('27AAACR5055K1')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('99AAACR5055K1Z7')).toBe(GSTIN_MESSAGES.state);
  });

  it('when a form sends spaces and lower case, then the schema reads the GSTIN', () => {
    expect(GstinSchema.parse(' 27aaacr5055k1z7 ')).toBe('27AAACR5055K1Z7');
    expect(GstinSchema.safeParse('27AAACR5055K1Z8').success).toBe(false);
  });
});

describe('India states', () => {
  it('when an older dataset or a shopper writes a state, then it reads as the current name', () => {
    expect(indiaStateOf('ORISSA')?.name).toBe('Odisha');
    expect(indiaStateOf('JAMMU & KASHMIR')?.gstCode).toBe('01');
    expect(indiaStateOf('andaman & nicobar islands')?.remote).toBe(true);
    expect(indiaStateOf('karnataka')?.gstCode).toBe('29');
    expect(indiaStateOf('Atlantis')).toBeUndefined();
  });

  it('when the list is read, then every GST code and name is unique', () => {
    expect(new Set(INDIA_STATES.map((s) => s.gstCode)).size).toBe(INDIA_STATES.length);
    expect(new Set(INDIA_STATES.map((s) => s.name)).size).toBe(INDIA_STATES.length);
  });
});
