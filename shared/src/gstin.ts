/**
 * A GSTIN, the 15-character GST registration number: the state's two-digit code, the holder's
 * PAN (five letters, four digits, a letter), the registration's number in that state, "Z", and a
 * check character (the GSTN's mod-36 checksum), so a mistyped GSTIN is caught before it is printed
 * on an invoice.
 */
import { z } from 'zod';
import { indiaStateByGstCode } from './india-states.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  shape: 'GSTIN must be 15 characters: a 2-digit state code, a 10-character PAN, then 3 more (e.g. 29ABCDE1234F1Z5)',
  state: 'GSTIN must begin with the code of an Indian state',
  check: 'This GSTIN has a typo: its last character does not match the rest',
} as const;

/** Why `value` (upper-cased, spaces removed) is no GSTIN, or null when it is one. */
export function gstinProblem(value: string): string | null {
  if (!SHAPE.test(value)) return GSTIN_MESSAGES.shape;
  if (!indiaStateByGstCode(value.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return GSTIN_MESSAGES.check;
  return null;
}

/** A GSTIN as a form or configuration gives it: trimmed, spaces dropped, upper-cased, then checked. */
export const GstinSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
