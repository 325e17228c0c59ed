import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

// The member app is served at `/` by the Tessera server, which injects the app's config into
// index.html at `<!--tessera-head-->`. In dev the same API and page data come through the proxy.
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false, ws: true },
      '/__': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // Only libraries every page needs are listed, so lazy ones (DOMPurify) stay lazy.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/](zod|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
});
