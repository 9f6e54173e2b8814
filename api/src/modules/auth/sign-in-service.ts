/**
 * The sign-up and two-step sign-in story: password → challenge with a code to the e-mail and,
 * when the account has a phone, one to the phone → verify → token. Logout revokes the token's id. Unknown e-mails and wrong passwords take the
 * same path (including a full password hash) and get the same answer.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, type LoginAnswer, type LoginInput, type SignupInput, type User, type VerifyOtpInput } from '@store/shared';
import type { BaseContext } from '../../context.js';
import { signToken, type AuthInfo } from '../../http/auth-guard.js';
import { badRequest, HttpError, unauthorized } from '../../http/errors.js';
import type { Challenges, IssuedCodes } from './challenges.js';
import { CHALLENGE_TTL_MS, NO_CHALLENGE_MESSAGE } from './challenges.js';
import type { Delivery } from './delivery.js';
import type { LoginAttempts } from './login-attempts.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import type { Revocations } from './revocations.js';
import { createUserDoc, findUserByEmail, getUserDoc, toPublicUser, type UserDoc } from './user-store.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const OTP_SENT_MESSAGE = 'OTP sent to your email and phone';
export const OTP_SENT_TO_EMAIL_MESSAGE = 'OTP sent to your email';
/**
 * Same words whether or not a sign-in is waiting, and whether or not the account has a phone: the
 * answer must not reveal accounts. The screen already knows the channels from the login answer.
 */
export const RESEND_MESSAGE = 'If a sign-in is waiting for this email, new codes have been sent where the first ones went.';

export interface SignInDeps {
  ctx: BaseContext;
  secret: string;
  delivery: Delivery;
  challenges: Challenges;
  attempts: LoginAttempts;
  revocations: Revocations;
}

export function createSignInService({ ctx, secret, delivery, challenges, attempts, revocations }: SignInDeps) {
  const users = ctx.dbs.users;
  const minutes = CHALLENGE_TTL_MS / 60_000;

  const issueToken = (user: UserDoc): string =>
    signToken(secret, { sub: user._id, role: user.role, name: user.name, jti: randomUUID() }, ctx.env.JWT_EXPIRES_IN);

  /** The e-mail code, and the phone code when the challenge has one (never a second e-mail in its place). */
  async function sendCodes(user: UserDoc, codes: IssuedCodes): Promise<void> {
    const warning = `It expires in ${minutes} minutes. If you did not try to sign in, change your password.`;
    try {
      await delivery.send({
        channel: 'email',
        to: user.email,
        subject: 'Your email sign-in code',
        text: `Your email sign-in code is ${codes.emailCode}. ${warning}`,
        code: codes.emailCode,
      });
      if (codes.sms) {
        await delivery.send({
          channel: 'sms',
          to: codes.sms.to,
          subject: 'Your phone sign-in code',
          text: `Your phone sign-in code is ${codes.sms.code}. ${warning}`,
          code: codes.sms.code,
        });
      }
    } catch (e) {
      ctx.log.error('sending sign-in codes failed', e);
      throw new HttpError(503, `${MESSAGES.auth.sendOtp}. Please try again in a moment.`);
    }
  }

  return {
    issueToken,

    async signup(input: SignupInput): Promise<{ user: User; token: string }> {
      if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
        throw badRequest(MESSAGES.auth.passwordsDoNotMatch, { confirmPassword: MESSAGES.auth.passwordsDoNotMatch });
      }
      const passwordHash = await hashPassword(input.password);
      // The role is never taken from the client: sign-up makes shoppers only.
      const doc = await createUserDoc(users, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        role: 'user',
        passwordHash,
      });
      return { user: toPublicUser(doc), token: issueToken(doc) };
    },

    /** Only a right password gets here with an answer, so saying where the codes went reveals nothing to a stranger. */
    async login(input: LoginInput): Promise<LoginAnswer> {
      const ticket = await attempts.begin(input.email);
      const user = await findUserByEmail(users, input.email);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash));
      if (!user || !ok) {
        await attempts.settle(ticket, 'failed');
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      await attempts.settle(ticket, 'ok');
      const codes = await challenges.open(user._id, user.phone);
      await sendCodes(user, codes);
      return {
        email: user.email,
        channels: codes.sms ? ['email', 'phone'] : ['email'],
        phoneEnding: codes.sms ? codes.sms.to.slice(-4) : null,
      };
    },

    async resendCodes(email: string): Promise<void> {
      const user = await findUserByEmail(users, email);
      if (!user) return;
      const codes = await challenges.resend(user._id, user.phone);
      if (codes) await sendCodes(user, codes);
    },

    async verifyCodes(input: VerifyOtpInput): Promise<{ user: User; token: string }> {
      const user = await findUserByEmail(users, input.email);
      if (!user) throw unauthorized(NO_CHALLENGE_MESSAGE);
      await challenges.verify(user._id, input.emailOtp, input.phoneOtp);
      return { user: toPublicUser(user), token: issueToken(user) };
    },

    async currentUser(caller: AuthInfo): Promise<User> {
      const doc = await getUserDoc(users, caller.userId);
      if (!doc) throw unauthorized('Your account no longer exists. Please sign in again.');
      return toPublicUser(doc);
    },

    async logout(caller: AuthInfo): Promise<void> {
      await revocations.revoke(caller.jti, caller.exp * 1000);
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
