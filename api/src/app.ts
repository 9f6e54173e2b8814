/** The Express app: /api, /uploads, /sync and the built PWA on one origin. */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import compression from 'compression';
import { FIRST_ANSWERS_ID, LIMITS } from '@store/shared';
import type { BaseContext } from './context.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import type { AuthModule } from './modules/auth/index.js';
import type { CatalogModule, FirstLoad } from './modules/catalog/index.js';
import type { CommerceModule } from './modules/commerce/index.js';
import type { SearchMissesModule } from './modules/search-misses/index.js';
import type { SyncModule } from './modules/sync/index.js';
import type { NewsletterModule } from './modules/newsletter/index.js';

export function createApp(
  ctx: BaseContext,
  modules: {
    auth: AuthModule;
    catalog: CatalogModule;
    commerce: CommerceModule;
    sync: SyncModule;
    searchMisses: SearchMissesModule;
    newsletter: NewsletterModule;
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
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  // Replication answers are large JSON (the products feed is ~1.5 MB raw): compress them too.
  app.use(compression());
  modules.sync.mount(app);

  const api = Router();
  api.use(express.json({ limit: LIMITS.maxJsonBodyBytes, strict: true }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  modules.auth.mount(api);
  modules.catalog.mount(api);
  modules.commerce.mount(api);
  modules.searchMisses.mount(api);
  modules.newsletter.mount(api);
  api.use(notFoundHandler);
  app.use('/api', api);

  app.use('/uploads', modules.catalog.uploads);

  const pwaDir = ctx.env.PWA_DIR ? path.resolve(ctx.env.PWA_DIR) : undefined;
  if (pwaDir && existsSync(path.join(pwaDir, 'index.html'))) {
    app.use(
      express.static(pwaDir, {
        index: false,
        setHeaders: (res, file) => {
          const name = path.basename(file);
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else if (name === 'sw.js' || name.endsWith('.webmanifest') || name === 'index.html') res.setHeader('Cache-Control', 'no-cache');
          else res.setHeader('Cache-Control', 'public, max-age=86400'); // icons, favicon, robots.txt
        },
      }),
    );
    // Client-side routes: every other GET that accepts HTML gets the app shell, with
    // - the entry stylesheet inlined (one round trip less before the first paint);
    // - the answers to the page's first catalogue questions (decision 008), so it renders its
    //   content in its first render instead of after an /api round trip;
    // - the largest images of those answers preloaded (a product or category link opened cold
    //   would otherwise find its largest image only after the script ran).
    const shell = appShell(pwaDir);
    // Async: Express 5 hands a rejection to the error handler, so any failure here is one answer.
    app.get(/.*/, async (req, res, next) => {
      if (!req.accepts('html')) return next();
      const page = await shell();
      const { answers, heroImages } = firstLoadOf(req.path, req.originalUrl);
      const links = heroImages.map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`);
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

/** Stylesheets up to this size are inlined into the shell; a larger one stays a link. */
const INLINE_CSS_MAX_BYTES = 64 * 1024;

/**
 * The built index.html with its render-blocking stylesheets (`/assets/*.css`, content-hashed)
 * inlined. Read again whenever index.html changes (a new build), else served from memory.
 */
export function appShell(pwaDir: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const file = path.join(pwaDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    let html = await readFile(file, 'utf8');
    for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
      const href = /href="(\/assets\/[\w.-]+\.css)"/.exec(link)?.[1];
      if (!href) continue;
      const css = await readFile(path.join(pwaDir, href), 'utf8').catch(() => null);
      if (css === null || Buffer.byteLength(css) > INLINE_CSS_MAX_BYTES || css.includes('</style')) continue;
      html = html.replace(link, () => `<style>${css}</style>`);
    }
    cached = { mtimeMs, html };
    return html;
  };
}

/** Image URLs are made with encodeURIComponent, but a preload link must not trust that. */
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
