// Vite build of the web app; in development /v2, /docs and /healthz are proxied to the API (`npm run dev:api`
// listens on PORT, 3000 by default; API_URL overrides). Built files get brotli and gzip copies beside them.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/v2': api, '/docs': api, '/healthz': api },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
