import { z } from 'zod';
import { checkPhone } from './phone.js';

/** Ids are short, URL-safe strings: slugs for categories, generated ids elsewhere. */
export const IdSchema = z
  .string()
  .trim()
  .min(1, 'id is required')
  .max(64, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id may hold only letters, digits, - and _')
  // CouchDB keeps ids that start with _ for itself (_all_docs, _design/…): no document of ours has one.
  .regex(/^[^_]/, 'id may not start with _');

export const SlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug');

/** Rupee amounts: non-negative, at most two decimals, below a crore. */
export const RupeesSchema = z
  .number({ error: 'must be a number' })
  .finite()
  .min(0, 'must be 0 or more')
  .max(10_000_000, 'is too large')
  .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: 'may have at most two decimals',
  });

/** Accepts numbers and numeric strings (multipart fields and query strings arrive as text). */
export const NumberFromFormSchema = z.preprocess(
  (v) => {
    if (typeof v === 'string' && v.trim() !== '') return Number(v);
    return v;
  },
  z.number({ error: 'must be a number' }).finite('must be a number'),
);

export const BooleanFromFormSchema = z.preprocess(
  (v) => {
    if (v === 'true' || v === '1' || v === 'on') return true;
    if (v === 'false' || v === '0' || v === '' || v === 'off') return false;
    return v;
  },
  z.boolean({ error: 'must be true or false' }),
);

/** A required line of text from a form: trimmed, not empty, bounded; messages name the field. */
export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const IsoDateSchema = z.string().datetime({ offset: true });

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Enter a valid email address');

/**
 * A phone number as typed, kept in E.164 (+919876543210): Indian mobiles in any usual spelling,
 * other countries with their + country code (phone.ts). The message says what a valid one is.
 */
export const PhoneSchema = z
  .string({ error: 'Phone must be text' })
  .max(24, 'Phone number is too long')
  .transform((typed, ctx) => {
    const checked = checkPhone(typed);
    if (checked.ok) return checked.e164;
    // Refused by this issue (z.NEVER would pull zod's NEVER into the storefront's first chunk).
    ctx.addIssue({ code: 'custom', message: checked.message });
    return typed;
  });

/** A phone a form requires (addresses, checkout): empty says so before the number's own rule. */
export const RequiredPhoneSchema = z.string({ error: 'Phone is required' }).trim().min(1, 'Phone is required').pipe(PhoneSchema);
