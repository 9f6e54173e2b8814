/** The Express app: /api, /uploads, /sync and the built PWA on one origin. */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { Router } from 'express';
import compression from 'compression';
import { FIRST_ANSWERS_ID, LIMITS } from '@store/shared';
import type { BaseContext } from './context.js';
import { createPageModules } from './http/page-modules.js';
import { precompressedFiles } from './http/precompressed.js';
import { createAppShell } from './http/app-shell.js';
import { cspReportsRouter } from './http/csp-reports.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { asSubresourceIfOne, securityHeaders } from './http/security-headers.js';
import type { AuthModule } from './modules/auth/index.js';
import type { CatalogModule, FirstLoad } from './modules/catalog/index.js';
import type { CommerceModule } from './modules/commerce/index.js';
import type { SearchMissesModule } from './modules/search-misses/index.js';
import type { SyncModule } from './modules/sync/index.js';
import type { NewsletterModule } from './modules/newsletter/index.js';
import type { DeliveryModule } from './modules/delivery/index.js';
import type { InvoicesModule } from './modules/invoices/index.js';
import type { StoreDetailsModule } from './modules/store-details/index.js';
import type { PaymentsModule } from './modules/payments/index.js';
import type { ReturnsModule } from './modules/returns/index.js';

export function createApp(
  ctx: BaseContext,
  modules: {
    auth: AuthModule;
    catalog: CatalogModule;
    commerce: CommerceModule;
    sync: SyncModule;
    searchMisses: SearchMissesModule;
    newsletter: NewsletterModule;
    delivery: DeliveryModule;
    invoices: InvoicesModule;
    storeDetails: StoreDetailsModule;
    payments: PaymentsModule;
    returns: ReturnsModule;
  },
) {
  /** A page's first answers and images; a bug in making them costs the page those, never the page. */
  const firstLoadOf = (pathname: string, url: string): FirstLoad => {
    try {
      return modules.catalog.firstLoad(pathname, url.includes('?') ? url.slice(url.indexOf('?')) : '');
    } catch (e) {
      ctx.log.error(`first answers for ${pathname}`, e);
      return { answers: null, heroImages: [] };
    }
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('etag', 'strong');
  const pwaDir = ctx.env.PWA_DIR ? path.resolve(ctx.env.PWA_DIR) : undefined;
  const shell = pwaDir && existsSync(path.join(pwaDir, 'index.html')) ? createAppShell(pwaDir) : undefined;
  const pageModules = pwaDir ? createPageModules(pwaDir) : undefined;
  // Every security header, CSP included, in one place (http/security-headers.ts; docs/security.md).
  const https = ctx.env.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  app.use(
    securityHeaders({
      https,
      razorpayCheckout: modules.payments.gateway.name === 'razorpay',
      shellHashes: () => shell?.hashes() ?? { styles: [], scripts: [] },
    }),
  );

  // Replication answers are large JSON (the products feed is ~1.5 MB raw): compress them too.
  app.use(compression());
  modules.sync.mount(app);

  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Before the api's JSON reader: CSP reports have their own, smaller limit for every report type.
  api.use(
    '/csp-reports',
    cspReportsRouter({ reports: ctx.dbs.cspreports, limits: ctx.dbs.ratelimits, verifier: modules.auth.verifier, log: ctx.log.info }),
  );
  // Before the JSON reader too: the gateway's webhook is signed over its raw bytes.
  modules.payments.mountWebhook(api);
  api.use(express.json({ limit: LIMITS.maxJsonBodyBytes, strict: true }));
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  modules.auth.mount(api);
  modules.catalog.mount(api);
  modules.commerce.mount(api);
  modules.searchMisses.mount(api);
  modules.newsletter.mount(api);
  modules.delivery.mount(api);
  modules.invoices.mount(api);
  modules.storeDetails.mount(api);
  modules.payments.mount(api);
  modules.returns.mount(api);
  api.use(notFoundHandler);
  app.use('/api', api);

  // The built-in test gateway's payment pages (no keys set), on the store's origin, before the PWA's routes.
  const testGateway = modules.payments.gateway.router?.();
  if (testGateway) app.use('/test-gateway', testGateway);

  app.use('/uploads', modules.catalog.uploads);

  if (pwaDir && shell) {
    const setHeaders = (res: ServerResponse, file: string) => {
      asSubresourceIfOne(res, path.relative(pwaDir, file));
      const name = path.basename(file);
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (name === 'sw.js' || name.endsWith('.webmanifest') || name === 'index.html') res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=86400'); // icons, favicon, robots.txt
    };
    // The build's brotli and gzip twins where the browser takes them (decision 052), else the file.
    app.use(precompressedFiles(pwaDir, setHeaders));
    app.use(express.static(pwaDir, { index: false, setHeaders }));
    // Client-side routes: every other GET that accepts HTML gets the app shell, with
    // - the entry stylesheet inlined (one round trip less before the first paint);
    // - the answers to the page's first catalogue questions (decision 008), so it renders its
    //   content in its first render instead of after an /api round trip;
    // - the largest images of those answers preloaded (a product or category link opened cold
    //   would otherwise find its largest image only after the script ran);
    // - the page's own chunks preloaded, beside the entry rather than after it has run (decision 044).
    // Any failure here (the build gone, say) goes to the error handler: one answer.
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      const page = shell.html();
      const { answers, heroImages } = firstLoadOf(req.path, req.originalUrl);
      const links = [
        ...heroImages.map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`),
        ...(pageModules?.of(req.path) ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
      ];
      let html = links.length ? page.replace('</head>', () => `${links.join('')}</head>`) : page;
      if (answers)
        html = html.replace('</body>', () => `<script type="application/json" id="${FIRST_ANSWERS_ID}">${answers}</script></body>`);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
  }

  app.use(notFoundHandler);
  app.use(errorHandler((m, e) => ctx.log.error(m, e)));
  return app;
}

/** Image URLs are made with encodeURIComponent, but a preload link must not trust that. */
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
