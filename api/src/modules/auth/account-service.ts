/** Profile changes and password changes. The role is never writable here; e-mail stays unique. */
import { type ChangePassword, type ProfileUpdate, type User } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { AuthInfo } from '../../http/auth-guard.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { LoginAttempts } from './login-attempts.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { claimEmail, getUserDoc, releaseEmail, toPublicUser, updateUserDoc, USER_NOT_FOUND } from './user-store.js';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

export function createAccountService(ctx: BaseContext, attempts: LoginAttempts) {
  const users = ctx.dbs.users;

  return {
    /** Callers change their own profile; admins may change anyone's (but never a role). */
    async updateProfile(caller: AuthInfo, userId: string, input: ProfileUpdate): Promise<User> {
      if (caller.userId !== userId && caller.role !== 'admin') throw forbidden('You can only update your own profile.');
      const before = await getUserDoc(users, userId);
      if (!before) throw notFound(USER_NOT_FOUND);
      const newEmail = input.email && input.email !== before.email ? input.email : undefined;
      if (newEmail) await claimEmail(users, newEmail, userId);
      let previousEmail = before.email;
      try {
        const updated = await updateUserDoc(users, userId, (doc) => {
          previousEmail = doc.email;
          return {
            ...doc,
            name: input.name ?? doc.name,
            phone: input.phone === undefined ? doc.phone : input.phone,
            email: newEmail ?? doc.email,
          };
        });
        if (newEmail && previousEmail !== newEmail) await releaseEmail(users, previousEmail, userId).catch(() => undefined);
        return toPublicUser(updated);
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
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
