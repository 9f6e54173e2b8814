/**
 * The newsletter: a signup carries only the e-mail; the welcome message carries a personal
 * code for NEWSLETTER_DISCOUNT_PERCENT off one order (`WELCOME15-XXXXXX`), accepted once.
 */
import { z } from 'zod';
import { EmailSchema } from './primitives.js';

export const NewsletterSignupSchema = z.object({ email: EmailSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** What POST /api/newsletter answers: `subscribed` is false when the address was already on the list. */
export const NewsletterResultSchema = z.object({ email: z.string(), subscribed: z.boolean() });
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;

export { isWelcomeCode, WELCOME_CODE_ALPHABET, WELCOME_CODE_LENGTH, WELCOME_CODE_PREFIX } from './promotions.js';
