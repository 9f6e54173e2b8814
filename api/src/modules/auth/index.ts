/**
 * Identity: accounts, two-step sign-in with codes, tokens and their revocation, profiles and
 * addresses. Other modules use `verifier` for the bearer guards and `accounts` to read a user or
 * set loyalty points: the user store stays the one writer of users.
 */
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import type { ModuleFace } from '../face.js';
import { createAccounts, type Accounts } from './accounts.js';
import { createAccountService } from './account-service.js';
import { createAddressService, type KnownPincode } from './address-service.js';
import { ensureAdminAccount } from './admin-account.js';
import { createChallenges } from './challenges.js';
import { createDelivery, type Delivery } from './delivery.js';
import { createLoginAttempts } from './login-attempts.js';
import { createPasswordResets } from './password-resets.js';
import { createPhoneConfirmations } from './phone-confirmations.js';
import { createPhoneService } from './phone-service.js';
import { createRevocations } from './revocations.js';
import { createAuthRouter } from './routes.js';
import { createSignInService } from './sign-in-service.js';

export type { Accounts } from './accounts.js';
// For the sweep's own test: the attempt records' window and their store.
export { ATTEMPT_WINDOW_MS, createLoginAttempts } from './login-attempts.js';
/** The per-client limits on the public auth calls (docs/security.md). */
export { PUBLIC_AUTH_LIMITS } from './routes.js';

/**
 * `mount` adds /auth; `start` creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_PHONE when
 * missing, then sweeps expired records now and every so often; `stop` stops the sweeps (waiting
 * for one under way).
 */
export interface AuthModule extends ModuleFace {
  verifier: TokenVerifier;
  accounts: Accounts;
  /** Where messages to shoppers go (sign-in codes, order confirmations): SMTP or the outbox directory. */
  delivery: Delivery;
}

export type { Delivery, MessageAttachment } from './delivery.js';

/** How often expired login attempts and revocations are swept. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * `knownPincode`: the delivery module's table (made after this module, so asked per request);
 * without it (tests making a second auth module for its sweeps) every pincode of six digits passes.
 */
export function createAuthModule(ctx: BaseContext, opts: { sweepEveryMs?: number; knownPincode?: KnownPincode } = {}): AuthModule {
  const secret = ctx.env.JWT_SECRET ?? ctx.secrets.jwtSecret;
  const delivery = createDelivery(ctx);
  const revocations = createRevocations(ctx.dbs.challenges);
  const attempts = createLoginAttempts(ctx.dbs.challenges);
  const challenges = createChallenges(ctx.dbs.challenges, secret);
  const verifier: TokenVerifier = { secret, isRevoked: (jti, token) => revocations.isRevoked(jti, token) };

  const signIn = createSignInService({ ctx, secret, delivery, challenges, attempts, revocations });
  const phones = createPhoneService(ctx, createPhoneConfirmations(ctx.dbs.challenges, secret), delivery);
  const resets = createPasswordResets(ctx.dbs.challenges, secret);
  const account = createAccountService(ctx, { attempts, resets, revocations, delivery, phones });
  const addresses = createAddressService(ctx, { knownPincode: opts.knownPincode ?? (() => true) });

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = Promise.all([
      attempts.purgeExpired().catch((e: unknown) => ctx.log.error('sweeping expired login attempts failed', e)),
      revocations.purgeExpired().catch((e: unknown) => ctx.log.error('purging expired revocations failed', e)),
    ]);
    return sweeping;
  };

  const router = createAuthRouter({ verifier, signIn, account, addresses, phones, limits: ctx.dbs.ratelimits });

  return {
    verifier,
    accounts: createAccounts(ctx.dbs.users),
    delivery,
    mount(api) {
      api.use('/auth', router);
    },
    async start() {
      await ensureAdminAccount(ctx, delivery);
      await sweep();
      timer = setInterval(() => void sweep(), opts.sweepEveryMs ?? SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
