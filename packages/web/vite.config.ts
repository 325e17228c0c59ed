import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudget } from './build/bundle-budget.ts';

const server = 'http://localhost:3000';
/** Larger built files are cached by the service worker when first used, not installed up front. */
const PRECACHE_MAX_BYTES = 300_000;

// The member app is served at `/` by the Tessera server, which injects the app's config into
// index.html at `<!--tessera-head-->`. In dev the same API and page data come through the proxy.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // The initial JavaScript has a budget (issue 5: 150 kB gzip); a build over it fails.
  plugins: [
    react(),
    // Neither the budget nor the service worker concern the server render.
    ...(isSsrBuild
      ? []
      : [
          bundleBudget(),
          // The service worker (src/service-worker/sw.ts, Workbox) with the build's files precached. The
          // manifest is the server's (one per app, from its name, colours and logo), and registration is
          // the app's own few lines (features/pwa/service-worker.ts) rather than workbox-window, which
          // would count against the startup budget.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/service-worker',
            filename: 'sw.ts',
            manifest: false,
            injectRegister: false,
            injectManifest: {
              // The app's code, styles and the offline page. Not index.html: the server renders each
              // app's config into it, and the built one alone starts no app. Not source maps.
              // after-paint.js starts the app in every server-rendered document, offline ones too.
              globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.js', 'after-paint.js'],
              globIgnores: ['**/*.map'],
              // The video players and the map library (hundreds of kB each, few pages need them) are
              // left out: the worker caches them on first use (service-worker/routes.ts, 'asset').
              manifestTransforms: [
                async (entries) => ({
                  manifest: entries.filter((entry) => entry.size <= PRECACHE_MAX_BYTES),
                  warnings: [],
                }),
              ],
              maximumFileSizeToCacheInBytes: 5_000_000,
            },
            devOptions: { enabled: false },
          }),
        ]),
  ],
  // The server render (`vite build --ssr src/server-entry.tsx`, decision 032) is one self-contained
  // artifact in dist-ssr/, outside the served folder: the server loads it without web's dependencies.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false, ws: true },
      '/__': { target: server, changeOrigin: false },
      // Uploaded images, self-hosted fonts and the code block's sandbox frame are served by the server too.
      '/media': { target: server, changeOrigin: false },
      '/fonts': { target: server, changeOrigin: false },
      '/code-frame': { target: server, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // Which CSS each lazy chunk (block renderers) needs: the server inlines it for the blocks it renders.
        manifest: true,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: separate chunks stay cached across deploys.
            // Only libraries every page needs go in the first two, so lazy ones (DOMPurify) stay lazy.
            // zod is not one of them: block props, API answers and forms need it, the first paint does
            // not, so it is a chunk of its own that those lazy chunks share.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 30,
                },
                {
                  name: 'vendor',
                  test: /node_modules[\\/](@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
                  priority: 20,
                },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
                // The app's own startup code in one chunk. Left alone, the bundler gives each startup
                // module that a lazy chunk also uses a small chunk of its own (twenty requests, not one).
                { name: 'index', test: (id) => !id.includes('node_modules'), tags: ['$initial'] },
              ],
            },
          },
        },
      },
}));
