/**
 * The security headers of every answer, configured here and nowhere else (helmet, plus the
 * Permissions-Policy it does not set). docs/security.md explains them.
 *
 * Two Content-Security-Policies:
 * - pages and the PWA's documents and workers (the shell, /index.html the service worker
 *   precaches, sw.js, the replica's workers): scripts and styles only from the origin or by hash (the shell's
 *   inline `<style>` elements, hashed by app-shell.ts; no 'unsafe-inline', no 'unsafe-eval'),
 *   images from the origin plus data: (icons drawn in CSS) and blob: (the admin's image preview),
 *   nothing framed, no plugins, violations reported to /api/csp-reports;
 * - /api, /sync and /uploads, which are never pages: nothing at all may load or run.
 * The page's other files (hashed scripts and styles, icons, the manifest) carry only the headers
 * that apply to a subresource (asSubresourceIfOne below).
 * Strict-Transport-Security (and upgrade-insecure-requests) only when the store says it is
 * served over HTTPS (`PUBLIC_ORIGIN=https://…`): sent over plain HTTP it would lock browsers out.
 * Razorpay's Checkout (decision 046) is let in only when the store has Razorpay keys: its script,
 * its frames, its requests and images, the Payment Request API in its frame, and popups that keep
 * their opener (its netbanking and card-authentication windows report back to the page). The
 * built-in test gateway is on the store's own origin and needs nothing more.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sep } from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export const CSP_REPORT_PATH = '/api/csp-reports';

export interface SecurityHeadersOptions {
  /** Served over HTTPS (behind a TLS-terminating balancer, say): adds HSTS. */
  https: boolean;
  /** The shell's inline elements as CSP sources (`'sha256-…'`), current for the build being served. */
  shellHashes: () => { styles: readonly string[]; scripts: readonly string[] };
  /** The store takes payments through Razorpay (its keys are set): the page may open Razorpay's Checkout. */
  razorpayCheckout?: boolean;
}

/** What Razorpay's Checkout loads from the page: checkout.js, its frames, its logs and its images. */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
} as const;

/** Browser features the store never uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
/** With Razorpay, its Checkout frame may ask the browser for a payment (UPI apps, saved cards). */
const PERMISSIONS_POLICY_RAZORPAY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com"), usb=()';

/** Paths that are never pages. */
const NOT_PAGES = /^\/(api|sync|uploads)(\/|$)/;

/**
 * The PWA's own files that a page loads and that never become a document or a worker: the hashed
 * scripts and styles under /assets (not the replica's worker scripts, whose policy comes from
 * their own answer), the icons and the manifest. The document-only headers (the page policy,
 * framing, COOP, Permissions-Policy and the rest: about 700 bytes) do nothing on them, and a
 * first visit loads some twenty of them over a phone's network; they carry what applies to a
 * subresource. SVG is not among them: opened on its own it is a document.
 */
const SUBRESOURCE = /^(assets\/(?![^/]*worker)[^/]+\.(js|css)|[^/]+\.(png|ico|webmanifest))$/;
/** What a subresource keeps: nosniff, CORP, and the referrer policy (a stylesheet's own requests follow its answer's). */
const KEPT_ON_SUBRESOURCES = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);

/**
 * Called when the static handler serves a file of the PWA (its path relative to the build): a
 * subresource loses the document-only headers set for every answer. Decided here, where the file
 * is known to exist, so a path that ends up answered by the shell keeps the page policy.
 */
export function asSubresourceIfOne(res: ServerResponse, relativePath: string): void {
  if (!SUBRESOURCE.test(relativePath.split(sep).join('/'))) return;
  for (const name of res.getHeaderNames()) if (DOCUMENT_HEADERS.has(name) && !KEPT_ON_SUBRESOURCES.has(name)) res.removeHeader(name);
}

/** What every answer carries. */
const common = (https: boolean) => ({
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  // COEP would need every image and worker to opt in, for features the store does not use.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' as const },
  xPoweredBy: true,
  // Not sent (helmet sends `?1` by default). Chromium already keys agent clusters by origin when a
  // page says nothing (document.domain is inert unless it sends `?0`); an explicit `?1` adds only
  // a request for a renderer process of the origin's own, so a first visit started in a cold process
  // (the entry module evaluated 2-3x slower, Lighthouse's category page about 2 points lower).
  // Decision 033.
  originAgentCluster: false,
});

/** What only a document uses (pages, workers and what the shell answers): on anything else it does nothing. */
const DOCUMENT_ONLY = {
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xDnsPrefetchControl: { allow: false },
  xDownloadOptions: true,
  xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  xXssProtection: true,
} as const;

/** The same headers switched off (helmet sets each of them unless told not to). */
const NO_DOCUMENT_ONLY = Object.fromEntries(Object.keys(DOCUMENT_ONLY).map((name) => [name, false])) as {
  [name in keyof typeof DOCUMENT_ONLY]: false;
};

/**
 * /api, /sync and /uploads answer JSON and images, never a document: they carry what protects
 * such an answer: a closed policy that also forbids framing, no sniffing, no embedding by other
 * sites, HSTS over HTTPS. The document-only headers (COOP, Permissions-Policy, the
 * referrer policy and helmet's legacy ones) do nothing there, and each
 * header is validated and written on every answer (docs/decisions/023).
 */
function apiHelmet(https: boolean) {
  return helmet({
    ...common(https),
    ...NO_DOCUMENT_ONLY,
    // frame-ancestors says it for every browser that reads a policy; base-uri and form-action
    // govern a document's own elements, which a JSON answer or an image does not have.
    xFrameOptions: false,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}

function pageHelmet(opts: SecurityHeadersOptions) {
  const hashes = (kind: 'styles' | 'scripts') => () => ["'self'", ...opts.shellHashes()[kind]].join(' ');
  const razorpay = (kind: keyof typeof RAZORPAY_CHECKOUT_SOURCES) => (opts.razorpayCheckout ? RAZORPAY_CHECKOUT_SOURCES[kind] : []);
  return helmet({
    ...common(opts.https),
    ...DOCUMENT_ONLY,
    ...(opts.razorpayCheckout ? { crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const } } : {}),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [hashes('scripts'), ...razorpay('script')],
        scriptSrcAttr: ["'none'"],
        styleSrc: [hashes('styles')],
        imgSrc: ["'self'", 'data:', 'blob:', ...razorpay('img')],
        fontSrc: ["'self'"],
        // blob: URLs exist only for what this page's own scripts made (the admin's image previews,
        // which Chromium reads back through fetch): nothing leaves the device through them.
        connectSrc: ["'self'", 'blob:', ...razorpay('connect')],
        // The service worker, the replica's SharedWorker and its Web Worker: all from /assets or /sw.js.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'none'"],
        objectSrc: ["'none'"],
        frameSrc: opts.razorpayCheckout ? [...razorpay('frame')] : ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // report-uri only: Chromium ignores it when report-to is present, and sends Reporting API
        // reports in batches much later (not within two minutes in our e2e runs); report-uri
        // reports arrive at once in every browser. The endpoint reads both formats.
        reportUri: [CSP_REPORT_PATH],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
}

/** Sets every security header: one middleware, first in the app. */
export function securityHeaders(opts: SecurityHeadersOptions): RequestHandler {
  const forApi = apiHelmet(opts.https);
  const forPages = pageHelmet(opts);
  return (req, res, next) => {
    if (NOT_PAGES.test(req.path)) return forApi(req, res, next);
    res.setHeader('Permissions-Policy', opts.razorpayCheckout ? PERMISSIONS_POLICY_RAZORPAY : PERMISSIONS_POLICY);
    forPages(req, res, next);
  };
}

/** Every header name the page setup sets (lower case), collected by running it once. */
const DOCUMENT_HEADERS: ReadonlySet<string> = (() => {
  const names = new Set<string>(['permissions-policy']);
  const res = { setHeader: (name: string) => names.add(name.toLowerCase()), removeHeader: () => undefined } as unknown as ServerResponse;
  pageHelmet({ https: true, shellHashes: () => ({ styles: [], scripts: [] }) })({ url: '/' } as IncomingMessage, res, () => undefined);
  return names;
})();

/**
 * The headers an /api answer gets, as a flat name/value list, for answers written before Express
 * runs (the catalogue's response cache). Made by running the same helmet setup once, so the two
 * cannot drift apart. Without HSTS: browsers keep it from any page of the store.
 */
export const API_SECURITY_HEADERS: readonly string[] = (() => {
  const collected: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => collected.push(name, String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  apiHelmet(false)({ url: '/api' } as IncomingMessage, res, () => undefined);
  return Object.freeze(collected);
})();
