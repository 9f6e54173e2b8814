/** STUB — to be replaced by the identity work. */
import { Router } from 'express';
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';

export interface AuthModule {
  router: Router;
  verifier: TokenVerifier;
  /** Creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_PHONE when missing. */
  start(): Promise<void>;
}

export function createAuthModule(ctx: BaseContext): AuthModule {
  return { router: Router(), verifier: { secret: ctx.env.JWT_SECRET ?? ctx.secrets.jwtSecret, isRevoked: async () => false }, start: async () => {} };
}
