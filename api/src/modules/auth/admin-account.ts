/**
 * The store's administrator, from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE. Created on first
 * start; on later starts an existing account with that e-mail is only made sure to be an admin
 * (its password is left alone, so an admin who changed it keeps the new one).
 */
import { PhoneSchema } from '@store/shared';
import type { BaseContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import type { Delivery } from './delivery.js';
import { hashPassword } from './passwords.js';
import { createUserDoc, findUserByEmail, updateUserDoc } from './user-store.js';

export async function ensureAdminAccount(ctx: BaseContext, delivery: Delivery): Promise<void> {
  const users = ctx.dbs.users;
  const email = ctx.env.ADMIN_EMAIL.toLowerCase();
  const existing = await findUserByEmail(users, email);
  if (existing) {
    if (existing.role !== 'admin') {
      await updateUserDoc(users, existing._id, (doc) => ({ ...doc, role: 'admin' }));
      ctx.log.info(`made ${email} an admin (ADMIN_EMAIL)`);
    }
    return;
  }
  // Kept as E.164 like every phone; one that cannot be read is left out (the admin signs in with the e-mail code) and said.
  const phone = PhoneSchema.safeParse(ctx.env.ADMIN_PHONE);
  if (!phone.success)
    ctx.log.info(
      `ADMIN_PHONE "${ctx.env.ADMIN_PHONE}" is not a phone number we accept (${phone.error.issues[0]?.message}); the admin is created without one`,
    );
  try {
    await createUserDoc(users, {
      name: 'Store Admin',
      email,
      phone: phone.success ? phone.data : null,
      role: 'admin',
      passwordHash: await hashPassword(ctx.env.ADMIN_PASSWORD),
    });
  } catch (e) {
    // Another api instance starting at the same moment created it first.
    if (e instanceof HttpError && e.status === 409) return;
    throw e;
  }
  ctx.log.info(
    [
      'admin account created:',
      `  email:    ${email}`,
      `  password: ${ctx.env.ADMIN_PASSWORD}`,
      `  sign-in codes: ${delivery.describe()}`,
      '  (set ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE to choose your own)',
    ].join('\n'),
  );
}
