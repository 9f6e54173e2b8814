/**
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying: under the store's Content-Security-Policy (no 'unsafe-eval', docs/security.md) that try
 * is a reported violation. Imported first by every entry (page, workers, service worker) so
 * zod never tries; its plain parsers are what runs anyway once eval is refused.
 */
import { z } from 'zod';

z.config({ jitless: true });
