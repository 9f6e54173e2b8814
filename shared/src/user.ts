import { z } from 'zod';
import { AddressSchema } from './address.js';
import { EmailSchema, IsoDateSchema, PhoneSchema } from './primitives.js';
import { MESSAGES } from './messages.js';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The storefront's languages (decision 051): English as the spec words it, and Hindi. */
export const INTERFACE_LANGUAGES = ['en', 'hi'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const InterfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES, { error: 'Language must be en or hi' });

/** The public view of a user. Never holds the password hash. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: IsoDateSchema,
  addresses: z.array(AddressSchema),
  loyaltyPoints: z.number().int().min(0),
  /** The shopper's language, carried from device to device; absent until the shopper chooses one. */
  language: InterfaceLanguageSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

const PasswordSchema = z.string({ error: 'Password is required' }).min(6, MESSAGES.auth.passwordTooShort).max(128, 'Password is too long');

export const SignupInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: EmailSchema,
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), PhoneSchema.optional()),
  password: PasswordSchema,
  confirmPassword: z.string().optional(),
});
export type SignupInput = z.infer<typeof SignupInputSchema>;

/**
 * The registration form: the signup payload's rules, plus what only the form asks — the
 * password typed twice, and the terms accepted.
 */
export const RegisterFormSchema = SignupInputSchema.extend({
  password: z.string().min(1, 'Password is required').pipe(PasswordSchema),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
  acceptTerms: z.literal(true, { error: 'Please accept the terms and conditions' }),
}).refine((v) => v.password === v.confirmPassword, { message: MESSAGES.auth.passwordsDoNotMatch, path: ['confirmPassword'] });

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password is too long'),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

const OtpCodeSchema = z
  .string({ error: MESSAGES.auth.fillBothOtps })
  .trim()
  .min(1, MESSAGES.auth.fillBothOtps)
  .max(6, 'Each code has at most 6 characters');

/**
 * The spec's verify call: both codes. `phoneOtp` may be left out (or empty) only when the sign-in
 * sent no phone code, an account without a phone; the api checks that against the challenge.
 */
export const VerifyOtpInputSchema = z.object({
  email: EmailSchema,
  emailOtp: OtpCodeSchema,
  phoneOtp: z.preprocess((v) => (v === '' || v === null ? undefined : v), OtpCodeSchema.optional()),
});
export type VerifyOtpInput = z.infer<typeof VerifyOtpInputSchema>;

/** Where a sign-in's codes went: always the e-mail, and the phone when the account has one. */
export const SIGN_IN_CHANNELS = ['email', 'phone'] as const;
export type SignInChannel = (typeof SIGN_IN_CHANNELS)[number];

/**
 * POST /auth/login's data once the password is right (a wrong password or an unknown e-mail gets
 * the same 401 as before, so this reveals nothing about other accounts): which codes were sent,
 * and the last digits of the phone they went to.
 */
export const LoginAnswerSchema = z.object({
  email: z.string(),
  channels: z.array(z.enum(SIGN_IN_CHANNELS)).min(1),
  phoneEnding: z.string().nullable().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const SendOtpInputSchema = z.object({ email: EmailSchema });

export const ProfileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long').optional(),
    phone: z.preprocess((v) => (v === '' ? null : v), PhoneSchema.nullable().optional()),
    email: EmailSchema.optional(),
    language: InterfaceLanguageSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
    newPassword: PasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: MESSAGES.auth.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const AuthResultSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResult = z.infer<typeof AuthResultSchema>;

/** POST /auth/forgot-password: asks for a reset code by e-mail. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** POST /auth/reset-password: the code from the e-mail and the new password. */
export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    code: z
      .string({ error: 'Enter the code from the email' })
      .trim()
      .min(1, 'Enter the code from the email')
      .max(6, 'Each code has at most 6 characters'),
    newPassword: PasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: MESSAGES.auth.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/**
 * A new or changed phone (PUT /auth/{id} with `phone`) is not kept until the shopper enters the
 * code texted to it (decision 037). POST /auth/phone/confirm: that code.
 */
export const PhoneConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the code sent to your phone' })
    .trim()
    .min(1, 'Enter the code sent to your phone')
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type PhoneConfirm = z.infer<typeof PhoneConfirmSchema>;

/** POST /auth/phone/resend and /auth/phone/cancel take no fields. */
export const PhoneNoFieldsSchema = z.strictObject({}, { error: 'This call takes no fields' });

/**
 * A number waiting for its code: where it went, and in how many seconds that code expires and a
 * new one may be asked (seconds, not times: a phone's clock may be wrong).
 */
export const PendingPhoneSchema = z.object({
  phone: z.string(),
  expiresInSeconds: z.number().int().min(0),
  resendInSeconds: z.number().int().min(0),
});
export type PendingPhone = z.infer<typeof PendingPhoneSchema>;
