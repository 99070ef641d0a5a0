// Vite build of the web app; in development /v2, /docs and /healthz are proxied to the API (`npm run dev:api`
// listens on PORT, 3000 by default; API_URL overrides). Built files get brotli and gzip copies beside them.
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    // A .br and a .gz beside every compressible built file of 1 kB or more (at the plugin's default, highest
    // levels), so the server sends them as they are (apps/api/src/plugins/web.ts) instead of compressing.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|map|ico|webmanifest)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  // The release the pages' error reports name (apps/web/src/app/release.ts).
  define: { __SPECPULSE_RELEASE__: JSON.stringify(rootPackage.version) },
  server: {
    port: 5173,
    proxy: { '/v2': api, '/docs': api, '/healthz': api },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
