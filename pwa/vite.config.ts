import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { reactRouterUnusedParts } from './src/build/react-router-unused-parts';
import { precompress } from './src/build/precompress';
import { terserEntry } from './src/build/terser-entry';
import { hindiPreload } from './src/build/hindi-preload';
import { resolveDeferredPreload } from './src/build/deferred-preload';
import { shopKit } from './src/build/shop-kit';
import { HINDI_CHUNK_FILE_NAME, HINDI_CHUNK_GLOB } from './src/i18n/hindi-chunk';

// The api serves /api, /uploads and /sync on the same origin; in dev, Vite proxies them.
const apiTarget = process.env.STORE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // react-router's Form, ScrollRestoration and the like, unused, stay out of the build (decision 048).
    reactRouterUnusedParts(),
    react(),
    VitePWA({
      // Our own service worker (src/sw.ts) built from Workbox modules; the manifest list is injected.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // PwaStatus registers it (virtual:pwa-register) and shows the "update available" prompt.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Every built file, the replica worker's chunk (RxDB) included: an offline start needs it.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The Hindi texts are fetched only when a shopper picks Hindi, and the service worker keeps
        // them then (sw.ts): an English shopper never downloads them (decision 051).
        globIgnores: [HINDI_CHUNK_GLOB],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Inkwell Stationery',
        short_name: 'Inkwell',
        description: 'Premium pens, notebooks, art and office supplies, delivered across India. Browse the whole catalogue even offline.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f3a5f',
        background_color: '#faf6ee',
        categories: ['shopping'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Products',
            short_name: 'Products',
            url: '/products',
            icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          { name: 'Cart', short_name: 'Cart', url: '/cart', icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Each built text file's brotli and gzip beside it, for the api to send as they are (decision 052).
    // The entry chunk through terser's second pass: 2.5 KB less of the first load (decision 052).
    terserEntry(),
    // On a device that opens in Hindi, index.html starts the Hindi texts' download beside the entry.
    hindiPreload(),
    // The modules the product card, cart and wishlist share arrive as one chunk rather than 20, never
    // on the first screen (decision 057): only the listed modules, not everything they import.
    shopKit(),
    precompress(),
  ],
  resolve: {
    // One Dexie for the cart and the replica (Dexie refuses to run two copies side by side).
    dedupe: ['dexie'],
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sync': apiTarget },
  },
  // The catalogue replica runs in a module worker (src/data/catalog/replica/replica.worker.ts); ES format
  // lets it split and import like the page does.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // The home page's lower sections load after the first screen: their chunk brings its imports
    // itself rather than through 18 preload links added in one task (decision 056).
    modulePreload: { resolveDependencies: resolveDeferredPreload },
    rollupOptions: {
      output: {
        // The Hindi chunk keeps its name whatever else it holds, so the precache's globIgnores
        // and the service worker's route (sw.ts) find it.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/i18n/hindi-catalogue.ts')) ? HINDI_CHUNK_FILE_NAME : 'assets/[name]-[hash].js',
      },
    },
    sourcemap: false,
    // The storefront's styles are one stylesheet (main.tsx imports them all: split per route, each
    // lazy page's stylesheet arrived after the first paint and made the browser restyle and lay out
    // the whole page again, 30–70 ms each on a phone).
    // The admin area, account, checkout, sign-in and about pages bring their own with their chunk:
    // in the first stylesheet they were 40% of its bytes, which every first visit downloaded and
    // parsed before its first paint (decision 022).
    cssCodeSplit: true,
    // dist/.vite/manifest.json: which chunks each page's module needs, so the api can name a page's
    // chunks in its HTML (api/src/http/page-modules.ts, decision 044) as Vite's backend guide does.
    manifest: true,
  },
});
