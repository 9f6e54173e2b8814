/**
 * The one way the storefront talks to /api: JSON in, the response envelope out (shared/src/envelope.ts), parsed with a
 * zod schema so nothing unchecked reaches a screen. Errors carry the server's message
 * or 'HTTP error! status: {code}'.
 *
 * zod is not imported here: the schemas live in modules loaded on the first call (the envelope's
 * in api-envelope.ts, each caller's beside it), so the first paint neither downloads nor runs
 * zod. A call starts those loads beside its request, so the check is ready when the answer is.
 */
import type { z } from 'zod';
import { RESPONSE_MESSAGES } from '@store/shared';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiFetchOptions<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** Loads the schema of the envelope's `data` field, e.g. `() => parsers().then((p) => p.ProductSchema)`. */
  schema: () => Promise<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Check the whole answer with `schema`, not only its `data`: for the few calls whose fields
   * stand beside `data` (signup and verify-otp answer `token` at the top level).
   */
  whole?: boolean;
}

/** Base of every call; same origin by default (the api serves the PWA). */
export const API_BASE = '/api';

/**
 * Window event sent when the server could not be reached (detail: false). Successes are not
 * reported: the service worker may answer a catalogue GET from its cache while offline.
 */
export const NETWORK_EVENT = 'inkwell:network';
/**
 * Window event sent when the server refused a call's token (401; detail: { token }). The session
 * (data/session.ts) ends on it: one 401 path for every caller.
 */
export const UNAUTHORIZED_EVENT = 'inkwell:unauthorized';
const reportUnauthorized = (token: string | null | undefined) => {
  if (token && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { token } }));
};
const reportUnreachable = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(NETWORK_EVENT, { detail: false }));
};

/**
 * Starts a load now, to be awaited later. When the request fails first the load is never
 * awaited; its own failure must then not surface as an unhandled rejection.
 */
export function startLoad<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  loading.catch(() => undefined);
  return loading;
}

/**
 * Names the schemas of a lazily loaded module: `const schemaOf = lazySchemas(() => import('./x.js'))`,
 * then `apiFetch(path, { schema: schemaOf('ProductSchema') })`.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    (): Promise<M[K]> =>
      load().then((module) => module[name]);
}

export async function apiFetch<T extends z.ZodType>(path: string, options: ApiFetchOptions<T>): Promise<z.output<T>> {
  const envelopeChecks = startLoad(() => import('./api-envelope.js'));
  const dataSchema = startLoad(options.schema);
  const response = await request(path, options);
  const json: unknown = await response.json().catch(() => null);
  const { EnvelopeSchema, MessageSchema } = await envelopeChecks;
  if (!response.ok) {
    if (response.status === 401) reportUnauthorized(options.token);
    const parsed = MessageSchema.safeParse(json);
    const message = parsed.success && parsed.data.message ? parsed.data.message : RESPONSE_MESSAGES.httpError(response.status);
    throw new ApiError(response.status, message);
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new ApiError(response.status, RESPONSE_MESSAGES.invalidResponse);
  const data = (await dataSchema).safeParse(options.whole ? envelope.data : envelope.data.data);
  if (!data.success) throw new ApiError(response.status, RESPONSE_MESSAGES.invalidResponse);
  return data.data;
}

/** A message fit for a shopper's eyes, whatever was thrown. */
export function errorMessage(e: unknown, fallback = 'Something went wrong'): string {
  if (e instanceof Error && e.message) return e.message;
  if (typeof e === 'string' && e) return e;
  return fallback;
}

/**
 * How a write's answer is classified by the outbox's replay (and anyone who must tell "keep
 * and retry" from "refused"): the server's answer, or why there is none.
 */
export type SendResult =
  /**
   * `beside`: the answer's other fields next to `data` (`success` and `message` left out). The
   * wishlist answers there the variant it remembers per product, which a second device must read.
   */
  | { kind: 'ok'; status: number; data: unknown; beside?: Record<string, unknown> }
  /** No answer at all (offline, DNS, connection reset): keep the write, try later. */
  | { kind: 'unreachable'; message: string }
  /** 5xx or 429: the server could not take it now; keep it, back off. */
  | { kind: 'server-error'; status: number; message: string }
  /** 401: the session is no longer accepted; keep it until the same user signs in again. */
  | { kind: 'unauthorized'; status: 401; message: string }
  /** Any other 4xx: the store refuses this write, with its reason. */
  | { kind: 'refused'; status: number; message: string; errors?: Record<string, string> };

/** Where /api lives; '' is this origin. Code outside a page (tests in Node) sets an absolute one. */
let apiOrigin = '';
export const setApiOrigin = (origin: string): void => {
  apiOrigin = origin.replace(/\/$/, '');
};
export const apiUrl = (path: string): string => `${apiOrigin}${API_BASE}${path}`;

export interface SendOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** Sent as Idempotency-Key: the server answers a repeat with the first answer, changing nothing. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * One request as every call makes it: JSON in, the bearer token if given, credentials included.
 * A request that gets no answer is reported (the online status probes the server) and rethrown.
 */
async function request(
  path: string,
  options: Pick<SendOptions, 'body' | 'token' | 'idempotencyKey' | 'signal'> & {
    method?: SendOptions['method'];
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body goes as multipart (the browser writes its boundary); anything else as JSON.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (e) {
    if (!options.signal?.aborted) reportUnreachable();
    throw e;
  }
}

/** Sends one call and classifies the outcome; never throws for an HTTP or network failure. */
export async function apiSend(path: string, options: SendOptions): Promise<SendResult> {
  let response: Response;
  try {
    response = await request(path, options);
  } catch (e) {
    return { kind: 'unreachable', message: errorMessage(e, 'The store could not be reached') };
  }
  const json: unknown = await response.json().catch(() => null);
  const body = json && typeof json === 'object' ? (json as { message?: unknown; data?: unknown; errors?: unknown }) : {};
  const message = typeof body.message === 'string' && body.message ? body.message : RESPONSE_MESSAGES.httpError(response.status);
  if (response.ok) {
    const { success: _success, message: _message, data, ...beside } = body as Record<string, unknown>;
    return { kind: 'ok', status: response.status, data, beside };
  }
  if (response.status === 401) {
    reportUnauthorized(options.token);
    return { kind: 'unauthorized', status: 401, message };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'server-error', status: response.status, message };
  const errors =
    body.errors && typeof body.errors === 'object'
      ? Object.fromEntries(Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return { kind: 'refused', status: response.status, message, ...(errors && Object.keys(errors).length ? { errors } : {}) };
}
