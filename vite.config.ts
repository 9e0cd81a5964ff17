import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './scripts/manifest'
import { firstPageChunks } from './scripts/first-page-chunks'
import { compactConfusables } from './scripts/compact-confusables'
import { stripRouteDocsPlugin } from './scripts/strip-route-docs'
import pkg from './package.json' with { type: 'json' }

// The service worker only serves the app shell and answers navigations offline;
// /api is answered by the in-page exchange (see README, "How the pieces fit").
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    firstPageChunks(),
    // The confusables table (src/api/contract/name-skeleton.ts) in a compact form (see the plugin).
    compactConfusables(),
    // The route tables without the OpenAPI document's words, which the app never reads (see the plugin).
    stripRouteDocsPlugin(),
    VitePWA({
      // A new version waits until the person chooses 'Reload' (src/pwa/register-sw.ts):
      // no forced skipWaiting that would swap code under an open tab.
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The glob below already holds the icons: no second copy of each.
      includeManifestIcons: false,
      workbox: {
        // The shell and every route's lazy chunk, so each screen opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Install-dialog screenshots are only read when installing (the icons are also
        // fetched by the installed app offline, so they stay); the plugin adds the manifest.
        globIgnores: ['screenshots/**', 'manifest.webmanifest'],
        // Deep links (and /api/login, /api/logout, app routes in the in-browser mode)
        // get the shell; every other /api request is left alone for the in-page exchange.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\/(?!login$|logout$)/],
        cleanupOutdatedCaches: true,
        // The first install takes the open page, so its lazy chunks come from the cache.
        clientsClaim: true,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // msw's cookie jar needs tldts only for Domain= cookies, which the in-page exchange never
    // sets: a few lines stand in for its 110 KB (gzip) public-suffix list (see the shim).
    alias: [
      { find: /^tldts$/, replacement: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) },
      // Dexie's package entry wraps its UMD bundle, one large function the browser must compile
      // and run at once (a long task on a slow phone); its ES module build is the same
      // Dexie as plain module code. Every import here resolves to this one file: one instance.
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) },
    ],
  },
  // The seed's second stage runs in a module worker (mocks/seed-worker.ts) that loads the
  // catalogue code on demand, as the page does.
  worker: { format: 'es' },
  // Shown in Settings › About; CI may add VITE_BUILD_ID (e.g. the commit) to tell builds apart.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) },
  build: {
    rolldownOptions: {
      // The contract's modules only declare schemas and constants (zod.ts, which configures
      // zod, excepted): a chunk that needs none of a module's exports leaves it out, so the
      // app's screens, which import only src/api/contract/constants.ts, load no zod.
      treeshake: { moduleSideEffects: (id) => (/\/src\/api\/contract\/(?!zod\.ts$)[^/]+\.ts$/.test(id) ? false : undefined) },
    },
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
