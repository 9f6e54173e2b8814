/** Profile changes and password changes. The role is never writable here; e-mail stays unique. */
import { type ChangePassword, type PendingPhone, type ProfileUpdate, type ResetPassword, type User } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { AuthInfo } from '../../http/auth-guard.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { Delivery } from './delivery.js';
import type { LoginAttempts } from './login-attempts.js';
import type { PasswordResets } from './password-resets.js';
import type { PhoneService } from './phone-service.js';
import { RESET_CODE_WRONG_MESSAGE } from './password-resets.js';
import type { Revocations } from './revocations.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { claimEmail, findUserByEmail, getUserDoc, releaseEmail, toPublicUser, updateUserDoc, USER_NOT_FOUND } from './user-store.js';
import { CHALLENGE_TTL_MS } from './challenges.js';
import { HttpError } from '../../http/errors.js';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

export interface AccountDeps {
  attempts: LoginAttempts;
  resets: PasswordResets;
  revocations: Revocations;
  delivery: Delivery;
  phones: PhoneService;
}

export function createAccountService(ctx: BaseContext, { attempts, resets, revocations, delivery, phones }: AccountDeps) {
  const users = ctx.dbs.users;

  return {
    /**
     * Callers change their own profile; admins may change anyone's (but never a role). A new or
     * changed phone is not stored: a code is texted to it (answered as `phonePending`) and the
     * phone changes when that code comes back (phone-service.ts). Removing it (null) is at once,
     * told to the e-mail.
     */
    async updateProfile(
      caller: AuthInfo,
      userId: string,
      input: ProfileUpdate,
    ): Promise<{ user: User; phonePending: PendingPhone | null }> {
      if (caller.userId !== userId && caller.role !== 'admin') throw forbidden('You can only update your own profile.');
      const before = await getUserDoc(users, userId);
      if (!before) throw notFound(USER_NOT_FOUND);
      const newPhone = input.phone && input.phone !== before.phone ? input.phone : null;
      const removesPhone = input.phone === null && before.phone !== null;
      // First, so a refused text (too soon, too many) changes nothing else either.
      const phonePending = newPhone ? await phones.start(userId, newPhone) : null;
      const newEmail = input.email && input.email !== before.email ? input.email : undefined;
      if (newEmail) await claimEmail(users, newEmail, userId);
      let previousEmail = before.email;
      try {
        const updated = await updateUserDoc(users, userId, (doc) => {
          previousEmail = doc.email;
          return {
            ...doc,
            name: input.name ?? doc.name,
            phone: removesPhone ? null : doc.phone,
            email: newEmail ?? doc.email,
            ...(input.language ? { language: input.language } : {}),
          };
        });
        if (newEmail && previousEmail !== newEmail) await releaseEmail(users, previousEmail, userId).catch(() => undefined);
        // Told to the e-mail the account had before this call, so a changed e-mail cannot hide it.
        if (removesPhone) await phones.removed({ ...updated, email: previousEmail });
        return { user: toPublicUser(updated), phonePending };
      } catch (e) {
        if (newEmail) await releaseEmail(users, newEmail, userId).catch(() => undefined);
        throw e;
      }
    },

    async changePassword(caller: AuthInfo, input: ChangePassword): Promise<void> {
      const user = await getUserDoc(users, caller.userId);
      if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
      // Wrong current passwords count like wrong sign-in passwords: a stolen token cannot be used to guess.
      const ticket = await attempts.begin(user.email);
      const ok = await verifyPassword(input.currentPassword, user.passwordHash);
      await attempts.settle(ticket, ok ? 'ok' : 'failed');
      if (!ok) throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
      const passwordHash = await hashPassword(input.newPassword);
      await updateUserDoc(users, user._id, (doc) => ({ ...doc, passwordHash }));
    },

    /**
     * POST /auth/forgot-password. Counts as a password check of the account (so one address gets
     * a bounded number of messages), and answers the same whether or not the account exists.
     */
    async requestReset(email: string): Promise<void> {
      const ticket = await attempts.begin(email);
      await attempts.settle(ticket, 'ok');
      const user = await findUserByEmail(users, email);
      if (!user) return;
      const code = await resets.open(user._id);
      if (!code) return;
      try {
        await delivery.send({
          channel: 'email',
          to: user.email,
          subject: 'Your password reset code',
          text: `Your password reset code is ${code}. It expires in ${CHALLENGE_TTL_MS / 60_000} minutes. If you did not ask to reset your password, ignore this message: your password stays as it is.`,
          code,
        });
      } catch (e) {
        ctx.log.error('sending a reset code failed', e);
        throw new HttpError(503, 'The reset code could not be sent. Please try again in a moment.');
      }
    },

    /** POST /auth/reset-password: the code for this e-mail's account, then the new password; every older session ends. */
    async resetPassword(input: ResetPassword): Promise<void> {
      const user = await findUserByEmail(users, input.email);
      if (!user) throw badRequest(RESET_CODE_WRONG_MESSAGE, { code: RESET_CODE_WRONG_MESSAGE });
      await resets.consume(user._id, input.code);
      const passwordHash = await hashPassword(input.newPassword);
      await updateUserDoc(users, user._id, (doc) => ({ ...doc, passwordHash }));
      await revocations.endSessionsOf(user._id);
      ctx.log.info(`password reset for ${user._id}; its earlier sessions are ended`);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
