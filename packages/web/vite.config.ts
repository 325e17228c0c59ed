import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';

const server = 'http://localhost:3000';

// The member app is served at `/` by the Tessera server, which injects the app's config into
// index.html at `<!--tessera-head-->`. In dev the same API and page data come through the proxy.
export default defineConfig({
  base: '/',
  // The initial JavaScript has a budget (issue 5: 150 kB gzip); a build over it fails.
  plugins: [react(), bundleBudget()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // Only libraries every page needs go in the first two, so lazy ones (DOMPurify) stay lazy.
        // zod is not one of them: block props, API answers and forms need it, the first paint does
        // not, so it is a chunk of its own that those lazy chunks share.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'vendor', test: /node_modules[\\/](@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // The app's own startup code in one chunk. Left alone, the bundler gives each startup
            // module that a lazy chunk also uses a small chunk of its own (twenty requests, not one).
            { name: 'index', test: (id) => !id.includes('node_modules'), tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
