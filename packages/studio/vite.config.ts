import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves this build under /studio/, so every asset URL must carry that prefix.
export default defineConfig({
  base: '/studio/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the studio: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/](zod|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    // In dev the studio talks to the API of a locally running server, as it will in production, and
    // shows the images uploaded to it.
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
