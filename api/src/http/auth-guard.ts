/**
 * Bearer-token guards shared by every module. Tokens are HS256 JWTs (no other algorithm is
 * accepted, so `alg: none` and RS/HS confusion fail) carrying the user id, role and a jti
 * that logout can revoke.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { ROLES, type Role } from '@store/shared';
import { forbidden, unauthorized } from './errors.js';

export const TokenClaimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(ROLES),
  name: z.string(),
  jti: z.string().min(1),
  exp: z.number(),
  iat: z.number().optional(),
  /** Issue time in milliseconds: a password reset ends the sessions issued before it, to the millisecond. */
  iatMs: z.number().optional(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

export interface AuthInfo {
  userId: string;
  role: Role;
  name: string;
  jti: string;
  exp: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthInfo;
    }
  }
}

export interface TokenVerifier {
  secret: string;
  /** Signed out (the token's jti), or issued before the account's sessions were ended (`issuedAtMs`). */
  isRevoked(jti: string, token?: { userId: string; issuedAtMs: number }): Promise<boolean>;
}

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken tries it as a
 * PEM public key first (which throws) and then makes a secret key, on every sign and verify —
 * most of the CPU a signed-in request cost (issue 24).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

export function signToken(secret: string, claims: { sub: string; role: Role; name: string; jti: string }, expiresIn: string): string {
  return jwt.sign({ ...claims, iatMs: Date.now() }, keyOf(secret), {
    algorithm: 'HS256',
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

export async function verifyBearer(header: string | undefined, verifier: TokenVerifier): Promise<AuthInfo | null> {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m?.[1]) throw unauthorized('Invalid authorization header.');
  let decoded: unknown;
  try {
    decoded = jwt.verify(m[1], keyOf(verifier.secret), { algorithms: ['HS256'] });
  } catch (e) {
    if (e instanceof jwt.TokenExpiredError) throw unauthorized('Your session has expired. Please sign in again.');
    throw unauthorized('Invalid token. Please sign in again.');
  }
  const claims = TokenClaimsSchema.safeParse(decoded);
  if (!claims.success) throw unauthorized('Invalid token. Please sign in again.');
  const { sub, role, name, jti, exp, iat, iatMs } = claims.data;
  const issuedAtMs = iatMs ?? (iat ?? 0) * 1000;
  if (await verifier.isRevoked(jti, { userId: sub, issuedAtMs })) throw unauthorized('You have signed out. Please sign in again.');
  return { userId: sub, role, name, jti, exp };
}

const wrap =
  (fn: (req: Request) => Promise<void>): RequestHandler =>
  (req: Request, _res: Response, next: NextFunction) => {
    fn(req).then(() => next(), next);
  };

export const requireAuth = (v: TokenVerifier): RequestHandler =>
  wrap(async (req) => {
    const auth = await verifyBearer(req.headers.authorization, v);
    if (!auth) throw unauthorized();
    req.auth = auth;
  });

export const requireAdmin = (v: TokenVerifier): RequestHandler =>
  wrap(async (req) => {
    const auth = await verifyBearer(req.headers.authorization, v);
    if (!auth) throw unauthorized();
    if (auth.role !== 'admin') throw forbidden('Only administrators can do that.');
    req.auth = auth;
  });

/** The signed-in caller; only call after requireAuth/requireAdmin. */
export function callerOf(req: Request): AuthInfo {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
