/**
 * The newsletter: a signup carries only the e-mail; the welcome message carries a personal
 * code for NEWSLETTER_DISCOUNT_PERCENT off one order (`WELCOME15-XXXXXX`), accepted once.
 */
import { z } from 'zod';
import { NEWSLETTER_DISCOUNT_PERCENT } from './constants.js';
import { EmailSchema } from './primitives.js';

export const NewsletterSignupSchema = z.object({ email: EmailSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** What POST /api/newsletter answers: `subscribed` is false when the address was already on the list. */
export const NewsletterResultSchema = z.object({ email: z.string(), subscribed: z.boolean() });
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;

export const WELCOME_CODE_PREFIX = `WELCOME${NEWSLETTER_DISCOUNT_PERCENT}-`;
/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const WELCOME_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WELCOME_CODE_LENGTH = 6;
const welcomeCodePattern = new RegExp(`^${WELCOME_CODE_PREFIX}[${WELCOME_CODE_ALPHABET}]{${WELCOME_CODE_LENGTH}}$`);

/** Is this (upper-cased, trimmed) promo code shaped like a personal welcome code? */
export const isWelcomeCode = (code: string): boolean => welcomeCodePattern.test(code.trim().toUpperCase());
