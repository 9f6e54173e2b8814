/**
 * The sign-in screens' calls (login, signup, verify-otp, resend), through apiFetch. Signup and
 * verify-otp are read whole: the client reads `token` beside `data` (verify-otp "reads token and
 * data.user"), accepting the token at the top level or inside data, and the user as data.user,
 * data or a top-level user. The schemas are in data/session-parsers.ts, loaded on the first call
 * (zod is not in the first chunk).
 */
import { MESSAGES, type AuthResult, type SignupInputSchema } from '@store/shared';
import { forgetPendingSignIn, rememberPendingSignIn, type PendingSignIn } from '../../data/session-pending-sign-in';
import type { z } from 'zod';
import { ApiError, apiFetch, lazySchemas } from '../../lib/api-client';

const loadAuthParsers = () => import('../../data/session-parsers.js');
const schemaOf = lazySchemas(loadAuthParsers);

async function postForSession(path: string, body: unknown): Promise<AuthResult> {
  const envelope = await apiFetch(path, { method: 'POST', body, whole: true, schema: schemaOf('AuthEnvelopeSchema') });
  const { DataWithTokenSchema, userOf } = await loadAuthParsers();
  const inData = DataWithTokenSchema.safeParse(envelope.data);
  const token = envelope.token ?? (inData.success ? inData.data.token : undefined);
  const user = envelope.user ?? userOf(envelope.data);
  if (!token || !user) throw new ApiError(200, MESSAGES.invalidResponse);
  return { token, user };
}

/**
 * Credential step: opens a login challenge and sends the codes. Answers (and keeps, for the OTP
 * screen) where they went; null from a server that does not say.
 */
export async function loginWithPassword(email: string, password: string): Promise<PendingSignIn | null> {
  const data = await apiFetch('/auth/login', { method: 'POST', body: { email, password }, schema: schemaOf('IgnoredDataSchema') });
  const { LoginAnswerSchema } = await loadAuthParsers();
  const answer = LoginAnswerSchema.safeParse(data);
  if (!answer.success) {
    forgetPendingSignIn();
    return null;
  }
  const sent = { channels: answer.data.channels, phoneEnding: answer.data.phoneEnding ?? null };
  rememberPendingSignIn(email, sent);
  return sent;
}

/** What signup sends: the shared signup schema's input. */
export type SignupPayload = z.input<typeof SignupInputSchema>;

export function signup(payload: SignupPayload): Promise<AuthResult> {
  return postForSession('/auth/signup', payload);
}

/** The spec's verify call; `phoneOtp` is left out only when no phone code was sent. */
export async function verifyOtp(email: string, emailOtp: string, phoneOtp: string | null): Promise<AuthResult> {
  const session = await postForSession('/auth/verify-otp', { email, emailOtp, ...(phoneOtp === null ? {} : { phoneOtp }) });
  forgetPendingSignIn();
  return session;
}

export async function resendOtp(email: string): Promise<void> {
  await apiFetch('/auth/send-otp', { method: 'POST', body: { email }, schema: schemaOf('IgnoredDataSchema') });
}
