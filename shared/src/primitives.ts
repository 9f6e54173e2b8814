import { z } from 'zod';

/** Ids are short, URL-safe strings: slugs for categories, generated ids elsewhere. */
export const IdSchema = z
  .string()
  .trim()
  .min(1, 'id is required')
  .max(64, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id may hold only letters, digits, - and _');

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

/** Indian and international numbers: digits with optional +, spaces and dashes, 7–15 digits. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(20, 'Phone number is too long')
  .regex(/^\+?[0-9][0-9\s-]{5,18}[0-9]$/, 'Enter a valid phone number');
