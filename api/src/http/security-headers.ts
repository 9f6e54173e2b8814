/**
 * The security headers of every answer, configured here and nowhere else (helmet, plus the
 * Permissions-Policy it does not set). docs/security.md explains them.
 *
 * Two Content-Security-Policies:
 * - pages and the PWA's own files (the shell, /index.html the service worker precaches, scripts,
 *   workers, the manifest): scripts and styles only from the origin or by hash (the shell's
 *   inline `<style>` elements, hashed by app-shell.ts; no 'unsafe-inline', no 'unsafe-eval'),
 *   images from the origin plus data: (icons drawn in CSS) and blob: (the admin's image preview),
 *   nothing framed, no plugins, violations reported to /api/csp-reports;
 * - /api, /sync and /uploads, which are never pages: nothing at all may load or run.
 * Strict-Transport-Security (and upgrade-insecure-requests) only when the store says it is
 * served over HTTPS (`PUBLIC_ORIGIN=https://…`): sent over plain HTTP it would lock browsers out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

export const CSP_REPORT_PATH = '/api/csp-reports';

export interface SecurityHeadersOptions {
  /** Served over HTTPS (behind a TLS-terminating balancer, say): adds HSTS. */
  https: boolean;
  /** The shell's inline elements as CSP sources (`'sha256-…'`), current for the build being served. */
  shellHashes: () => { styles: readonly string[]; scripts: readonly string[] };
}

/** Browser features the store never uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Paths that are never pages. */
const NOT_PAGES = /^\/(api|sync|uploads)(\/|$)/;

const common = (https: boolean): HelmetOptions => ({
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // COEP would need every image and worker to opt in, for features the store does not use.
  crossOriginEmbedderPolicy: false,
  originAgentCluster: true,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: { allow: false },
  xDownloadOptions: true,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  xPoweredBy: true,
  xXssProtection: true,
});

function apiHelmet(https: boolean) {
  return helmet({
    ...common(https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
  });
}

function pageHelmet(opts: SecurityHeadersOptions) {
  const hashes = (kind: 'styles' | 'scripts') => () => ["'self'", ...opts.shellHashes()[kind]].join(' ');
  return helmet({
    ...common(opts.https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [hashes('scripts')],
        scriptSrcAttr: ["'none'"],
        styleSrc: [hashes('styles')],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // blob: URLs exist only for what this page's own scripts made (the admin's image previews,
        // which Chromium reads back through fetch): nothing leaves the device through them.
        connectSrc: ["'self'", 'blob:'],
        // The service worker, the replica's SharedWorker and its Web Worker: all from /assets or /sw.js.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'none'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
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
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (NOT_PAGES.test(req.path)) return forApi(req, res, next);
    forPages(req, res, next);
  };
}

/**
 * The headers an /api answer gets, as a flat name/value list, for answers written before Express
 * runs (the catalogue's response cache). Made by running the same helmet setup once, so the two
 * cannot drift apart. Without HSTS: browsers keep it from any page of the store.
 */
export const API_SECURITY_HEADERS: readonly string[] = (() => {
  const collected: string[] = ['Permissions-Policy', PERMISSIONS_POLICY];
  const res = {
    setHeader: (name: string, value: string) => collected.push(name, String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  apiHelmet(false)({ url: '/api' } as IncomingMessage, res, () => undefined);
  return Object.freeze(collected);
})();
