/**
 * The newsletter: a signup carries only the e-mail; the welcome message carries a personal
 * code for NEWSLETTER_DISCOUNT_PERCENT off one order (`WELCOME15-XXXXXX`), accepted once.
 */
import { z } from 'zod';
import { EmailSchema } from './primitives.js';
import { isWelcomeCode } from './promotions.js';

export const NewsletterSignupSchema = z.object({ email: EmailSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** What POST /api/newsletter answers: `subscribed` is false when the address was already on the list. */
export const NewsletterResultSchema = z.object({ email: z.string(), subscribed: z.boolean() });
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;

/** GET /api/newsletter/welcome-code/:code: a welcome code's shape is checked before it is looked up. */
export const WelcomeCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .max(40, 'Invalid promo code')
    .refine((code) => isWelcomeCode(code), 'Invalid promo code'),
});

/** What it answers for the signed-in shopper's own, unused code (else 400, 403 or 409 with the reason). */
export const WelcomeCodeCheckSchema = z.object({ code: z.string(), type: z.literal('percentage'), discount: z.number() });
export type WelcomeCodeCheck = z.infer<typeof WelcomeCodeCheckSchema>;

export { isWelcomeCode, WELCOME_CODE_ALPHABET, WELCOME_CODE_LENGTH, WELCOME_CODE_PREFIX } from './promotions.js';
