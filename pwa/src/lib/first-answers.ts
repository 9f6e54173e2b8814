/**
 * The answers the server put in the page for its first catalogue questions (decision 008): a
 * `<script type="application/json" id="first-answers">` mapping /api paths to the bodies GET
 * /api{path} gave as the page was served. A page opened cold renders from them in its first
 * render, with no round trip and no zod. They come in the same document as the code that reads
 * them (the served HTML names this build's scripts) and were built by the api's own handlers
 * from its checked catalogue, so they are not checked again.
 *
 * They are as fresh as the page, and belong to it as it was served: from the first route change
 * on (`noteLocation`), or FIRST_ANSWERS_FRESH_MS after it started, questions go to /api (or the
 * replica) again. A shopper coming back to the page they landed on sees fresh stock, not the
 * stock at landing.
 */
import { FIRST_ANSWERS_ID } from '@store/shared';

/** How long after the page started its answers are used. */
export const FIRST_ANSWERS_FRESH_MS = 30_000;

/** The element's text as a map from /api path to answer body; empty when it is missing or not a JSON object. */
export function parseFirstAnswers(text: string | null | undefined): Map<string, unknown> {
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/** The `data` of a successful answer body (the envelope of shared/src/envelope.ts), else undefined. */
export function answerData(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('success' in body) || body.success !== true || !('data' in body)) return undefined;
  return body.data;
}

let answers: Map<string, unknown> | null = null;
let servedAt: string | undefined;
let ended = false;

/**
 * Tells the answers where the router is (its location key), before the route renders: the first
 * location is the page as served; any other ends the answers for good.
 */
export function noteLocation(key: string): void {
  servedAt ??= key;
  if (key === servedAt) return;
  ended = true;
  answers = null; // never read again
}

/**
 * The `data` of the answer the page holds for GET /api{path}, or undefined when it holds none,
 * the route has changed since the page was served, or the page is older than FIRST_ANSWERS_FRESH_MS.
 */
export function firstAnswer<T>(path: string): T | undefined {
  if (ended || typeof document === 'undefined' || performance.now() > FIRST_ANSWERS_FRESH_MS) return undefined;
  answers ??= parseFirstAnswers(document.getElementById(FIRST_ANSWERS_ID)?.textContent);
  return answerData(answers.get(path)) as T | undefined;
}
