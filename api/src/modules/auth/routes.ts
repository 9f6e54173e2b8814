/** /api/auth: the 12 Authentication calls of the call contract. Thin: parse, call the service, answer. */
import { Router } from 'express';
import { z } from 'zod';
import {
  AddressInputSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  IdSchema,
  LoginInputSchema,
  formatPhone,
  MESSAGES,
  PhoneConfirmSchema,
  PhoneNoFieldsSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
  SendOtpInputSchema,
  SignupInputSchema,
  VerifyOtpInputSchema,
} from '@store/shared';
import type { CouchDatabase, DocBase } from '../../db/couch.js';
import { callerOf, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { rateLimit } from '../../http/rate-limit.js';
import { sendOk } from '../../http/respond.js';
import { parseBody, parseParams } from '../../http/validate.js';
import type { AccountService } from './account-service.js';
import { PASSWORD_CHANGED_MESSAGE } from './account-service.js';
import type { AddressService } from './address-service.js';
import type { PhoneService } from './phone-service.js';
import type { SignInService } from './sign-in-service.js';
import { OTP_SENT_MESSAGE, OTP_SENT_TO_EMAIL_MESSAGE, RESEND_MESSAGE } from './sign-in-service.js';

const UserParamsSchema = z.object({ id: IdSchema });
const AddressOwnerParamsSchema = z.object({ userId: IdSchema });
const AddressParamsSchema = z.object({ userId: IdSchema, addressId: IdSchema });

/**
 * Per-client limits (http/rate-limit.ts) on the calls anyone may make without an account, on top
 * of the per-account and per-challenge limits the services keep. Generous: many shoppers can
 * share one address (offices, mobile carriers' NAT); they bound floods, not people.
 */
export const PUBLIC_AUTH_LIMITS = {
  signup: { limit: 60, windowMs: 15 * 60_000, what: 'sign-up requests' },
  login: { limit: 60, windowMs: 15 * 60_000, what: 'sign-in attempts' },
  'send-otp': { limit: 30, windowMs: 15 * 60_000, what: 'code requests' },
  'verify-otp': { limit: 100, windowMs: 15 * 60_000, what: 'code checks' },
  'forgot-password': { limit: 20, windowMs: 15 * 60_000, what: 'code requests' },
  'reset-password': { limit: 60, windowMs: 15 * 60_000, what: 'password resets' },
  // Signed-in calls, limited per client as well as per account (phone-confirmations.ts).
  'phone-confirm': { limit: 100, windowMs: 15 * 60_000, what: 'code checks' },
  'phone-resend': { limit: 30, windowMs: 15 * 60_000, what: 'code requests' },
} as const;

export function createAuthRouter(deps: {
  verifier: TokenVerifier;
  signIn: SignInService;
  account: AccountService;
  addresses: AddressService;
  phones: PhoneService;
  /** Where the per-client limits count (`ctx.dbs.ratelimits`). */
  limits: CouchDatabase<DocBase & Record<string, unknown>>;
}): Router {
  const { verifier, signIn, account, addresses, phones } = deps;
  const auth = requireAuth(verifier);
  const limited = (name: keyof typeof PUBLIC_AUTH_LIMITS) => rateLimit({ db: deps.limits, name, ...PUBLIC_AUTH_LIMITS[name] });
  const router = Router();

  router.post('/signup', limited('signup'), async (req, res) => {
    const { user, token } = await signIn.signup(parseBody(SignupInputSchema, req));
    sendOk(res, { user, token }, { status: 201, message: 'Registration successful', extra: { token, user } });
  });

  router.post('/login', limited('login'), async (req, res) => {
    const answer = await signIn.login(parseBody(LoginInputSchema, req));
    sendOk(res, answer, { message: answer.channels.includes('phone') ? OTP_SENT_MESSAGE : OTP_SENT_TO_EMAIL_MESSAGE });
  });

  router.post('/send-otp', limited('send-otp'), async (req, res) => {
    const { email } = parseBody(SendOtpInputSchema, req);
    await signIn.resendCodes(email);
    sendOk(res, { message: RESEND_MESSAGE }, { message: RESEND_MESSAGE, extra: { statusCode: 200 } });
  });

  router.post('/verify-otp', limited('verify-otp'), async (req, res) => {
    const { user, token } = await signIn.verifyCodes(parseBody(VerifyOtpInputSchema, req));
    sendOk(res, { user, token }, { message: MESSAGES.auth.otpVerified, extra: { token, user } });
  });

  router.post('/forgot-password', limited('forgot-password'), async (req, res) => {
    await account.requestReset(parseBody(ForgotPasswordSchema, req).email);
    sendOk(res, null, { message: MESSAGES.auth.resetCodeSent });
  });

  router.post('/reset-password', limited('reset-password'), async (req, res) => {
    await account.resetPassword(parseBody(ResetPasswordSchema, req));
    sendOk(res, null, { message: MESSAGES.auth.passwordReset });
  });

  router.get('/me', auth, async (req, res) => {
    const user = await signIn.currentUser(callerOf(req));
    sendOk(res, { user }, { extra: { user } });
  });

  router.post('/logout', auth, async (req, res) => {
    await signIn.logout(callerOf(req));
    sendOk(res, null, { message: 'Logged out successfully' });
  });

  // Before PUT /:id, which would otherwise take "change-password" for a user id.
  router.put('/change-password', auth, async (req, res) => {
    await account.changePassword(callerOf(req), parseBody(ChangePasswordSchema, req));
    sendOk(res, null, { message: PASSWORD_CHANGED_MESSAGE });
  });

  // A new phone waits for the code texted to it (decision 037): see it, confirm it, text it again, or give it up.
  router.get('/phone/pending', auth, async (req, res) => {
    const pending = await phones.pending(callerOf(req));
    sendOk(res, { pending });
  });

  router.post('/phone/confirm', auth, limited('phone-confirm'), async (req, res) => {
    const { code } = parseBody(PhoneConfirmSchema, req);
    const user = await phones.confirm(callerOf(req), code);
    sendOk(res, { user }, { message: MESSAGES.auth.phoneConfirmed, extra: { user } });
  });

  router.post('/phone/resend', auth, limited('phone-resend'), async (req, res) => {
    parseBody(PhoneNoFieldsSchema, req);
    const pending = await phones.resend(callerOf(req));
    sendOk(res, { pending }, { message: MESSAGES.auth.phoneCodeSent(formatPhone(pending.phone)) });
  });

  router.post('/phone/cancel', auth, async (req, res) => {
    parseBody(PhoneNoFieldsSchema, req);
    await phones.cancel(callerOf(req));
    sendOk(res, { pending: null }, { message: 'The new phone number was not saved.' });
  });

  router.post('/address/:userId', auth, async (req, res) => {
    const { userId } = parseParams(AddressOwnerParamsSchema, req);
    const result = await addresses.add(callerOf(req), userId, parseBody(AddressInputSchema, req));
    sendOk(res, result.address, { status: 201, message: MESSAGES.address.added, extra: { addresses: result.addresses } });
  });

  router.get('/address/:userId/:addressId', auth, async (req, res) => {
    const { userId, addressId } = parseParams(AddressParamsSchema, req);
    sendOk(res, await addresses.get(callerOf(req), userId, addressId));
  });

  router.put('/address/:userId/:addressId', auth, async (req, res) => {
    const { userId, addressId } = parseParams(AddressParamsSchema, req);
    const result = await addresses.update(callerOf(req), userId, addressId, req.body);
    sendOk(res, result.address, { message: MESSAGES.address.updated, extra: { addresses: result.addresses } });
  });

  router.delete('/address/:userId/:addressId', auth, async (req, res) => {
    const { userId, addressId } = parseParams(AddressParamsSchema, req);
    const remaining = await addresses.remove(callerOf(req), userId, addressId);
    sendOk(res, { addresses: remaining }, { message: MESSAGES.address.deleted, extra: { addresses: remaining } });
  });

  router.put('/:id', auth, async (req, res) => {
    const { id } = parseParams(UserParamsSchema, req);
    const { user, phonePending } = await account.updateProfile(callerOf(req), id, parseBody(ProfileUpdateSchema, req));
    // With a new phone: the stored phone is unchanged, and the answer says where the code went.
    const message = phonePending
      ? `${MESSAGES.auth.phoneCodeSent(formatPhone(phonePending.phone))}. ${MESSAGES.auth.phoneCodeSentNote}`
      : MESSAGES.auth.profileUpdated;
    sendOk(res, { user, phonePending }, { message, extra: { user, phonePending } });
  });

  return router;
}
