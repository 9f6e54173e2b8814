/**
 * The auth calls of spec §7. Most go through apiFetch. Signup and verify-otp are read whole:
 * the spec has the client read `token` beside `data` (verify-otp "reads token and data.user"),
 * which apiFetch (data only) cannot see, so those two parse the full envelope here, accepting the
 * token at the top level or inside data, and the user as data.user, data or a top-level user.
 * The schemas are in auth-parsers.ts, loaded on the first call (zod is not in the first chunk).
 */
import { MESSAGES, type User } from '@store/shared';
import { API_BASE, ApiError, apiFetch, lazySchemas, startLoad } from '../../lib/api-client';

export interface AuthResult {
  token: string;
  user: User;
}

const loadAuthParsers = () => import('../../data/session-parsers.js');
const schemaOf = lazySchemas(loadAuthParsers);

async function postForSession(path: string, body: unknown): Promise<AuthResult> {
  const parsers = startLoad(loadAuthParsers);
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const json: unknown = await response.json().catch(() => null);
  const { AuthEnvelopeSchema, DataWithTokenSchema, ErrorMessageSchema, userOf } = await parsers;
  if (!response.ok) {
    const err = ErrorMessageSchema.safeParse(json);
    throw new ApiError(response.status, err.success ? err.data.message : MESSAGES.httpError(response.status));
  }
  const envelope = AuthEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new ApiError(response.status, MESSAGES.invalidResponse);
  const inData = DataWithTokenSchema.safeParse(envelope.data.data);
  const token = envelope.data.token ?? (inData.success ? inData.data.token : undefined);
  const user = envelope.data.user ?? userOf(envelope.data.data);
  if (!token || !user) throw new ApiError(response.status, MESSAGES.invalidResponse);
  return { token, user };
}

/** Credential step: opens a login challenge and sends the codes. */
export async function loginWithPassword(email: string, password: string): Promise<void> {
  await apiFetch('/auth/login', { method: 'POST', body: { email, password }, schema: schemaOf('IgnoredDataSchema') });
}

export interface SignupPayload {
  name: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
}

export function signup(payload: SignupPayload): Promise<AuthResult> {
  return postForSession('/auth/signup', payload);
}

export function verifyOtp(email: string, emailOtp: string, phoneOtp: string): Promise<AuthResult> {
  return postForSession('/auth/verify-otp', { email, emailOtp, phoneOtp });
}

export async function resendOtp(email: string): Promise<void> {
  await apiFetch('/auth/send-otp', { method: 'POST', body: { email }, schema: schemaOf('IgnoredDataSchema') });
}

