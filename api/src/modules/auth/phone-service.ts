/**
 * Changing where sign-in codes are texted (decision 037). A new or changed phone is kept only once
 * the code texted to it comes back through the account's own session, so a typo never sends the
 * next sign-in's code to a stranger. Removing the phone needs no text, but, like every change of
 * the phone, it is told to the account's e-mail, so a stolen session cannot move the codes
 * silently.
 */
import { formatPhone, MESSAGES, type PendingPhone, type User } from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { AuthInfo } from '../../http/auth-guard.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import { CHALLENGE_TTL_MS } from './challenges.js';
import type { Delivery } from './delivery.js';
import type { PhoneConfirmations } from './phone-confirmations.js';
import { getUserDoc, toPublicUser, updateUserDoc, type UserDoc } from './user-store.js';

const GONE = 'Your account no longer exists. Please sign in again.';

export function createPhoneService(ctx: BaseContext, confirmations: PhoneConfirmations, delivery: Delivery) {
  const users = ctx.dbs.users;

  async function text(phone: string, code: string): Promise<void> {
    try {
      await delivery.send({
        channel: 'sms',
        to: phone,
        subject: 'Your phone confirmation code',
        text: `Your code to confirm this phone number for your store account is ${code}. It expires in ${CHALLENGE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this message.`,
        code,
      });
    } catch (e) {
      ctx.log.error('texting a phone confirmation code failed', e);
      throw new HttpError(503, 'The code could not be texted. Please try again in a moment.');
    }
  }

  /** Tells the account's e-mail where its codes go now; a failure is logged, the change stands. */
  async function tell(user: Pick<UserDoc, 'email'>, phone: string | null): Promise<void> {
    const now = phone
      ? `Sign-in codes are now texted to ${formatPhone(phone)}.`
      : 'Your account has no phone now: sign-in asks only for the e-mail code.';
    await delivery
      .send({
        channel: 'email',
        to: user.email,
        subject: 'Your phone number was changed',
        text: `${now} If you did not make this change, reset your password at once and contact us.`,
      })
      .catch((e: unknown) => ctx.log.error('telling an account of its phone change failed', e));
  }

  return {
    /** Texts a code to `phone` for the account; its stored phone stays as it is. */
    async start(userId: string, phone: string): Promise<PendingPhone> {
      const { code, pending } = await confirmations.open(userId, phone);
      await text(phone, code);
      return pending;
    },

    /** The code came back: the number becomes the account's, and the e-mail is told. */
    async confirm(caller: AuthInfo, code: string): Promise<User> {
      const before = await getUserDoc(users, caller.userId);
      if (!before) throw unauthorized(GONE);
      const phone = await confirmations.confirm(caller.userId, code);
      const updated = await updateUserDoc(users, caller.userId, (doc) => ({ ...doc, phone }));
      await tell(updated, phone);
      return toPublicUser(updated);
    },

    async resend(caller: AuthInfo): Promise<PendingPhone> {
      const sent = await confirmations.resend(caller.userId);
      if (!sent) throw new HttpError(400, MESSAGES.auth.phoneCodeExpired);
      await text(sent.pending.phone, sent.code);
      return sent.pending;
    },

    pending: (caller: AuthInfo) => confirmations.pending(caller.userId),
    cancel: (caller: AuthInfo) => confirmations.cancel(caller.userId),

    /** After the phone was removed: no number waits any more, and the e-mail is told. */
    async removed(user: UserDoc): Promise<void> {
      await confirmations.cancel(user._id);
      await tell(user, null);
    },
  };
}
export type PhoneService = ReturnType<typeof createPhoneService>;
