import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves this build under /studio/, so every asset URL must carry that prefix.
export default defineConfig({
  base: '/studio/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    // In dev the studio talks to the API of a locally running server, as it will in production.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
