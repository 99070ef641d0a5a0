// Compiles the API for production (npm run build): one ES module bundle per process entry in apps/api/dist,
// run by plain Node. No shared chunks: every module's import.meta.url is then its entry's file in dist, which
// src/repo-root.ts and src/worker-entry.ts rely on. The server and its worker threads are separate entries (src/worker-entry.ts finds them
// beside the bundle); the workspace packages (TypeScript sources) are bundled in, every other package stays an
// import resolved from node_modules, so `npm ci --omit=dev` is enough to run the result.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const dist = new URL('./dist/', import.meta.url);
const src = (file) => new URL(`./src/${file}`, import.meta.url).pathname;

/** Bundles our own code, leaves a package installed in node_modules (and Node's built-ins) to Node. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@specpulse/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: src('main.ts'), out: 'main' },
    { in: src('data-load/cli.ts'), out: 'cli' },
    // Worker threads, named as their source files (src/worker-entry.ts, src/db/embedded.ts).
    { in: src('modules/source/export-pdf-worker.ts'), out: 'export-pdf-worker' },
    { in: src('data-load/event-worker.ts'), out: 'event-worker' },
    { in: src('db/pglite-worker.mjs'), out: 'pglite-worker' },
  ],
  outdir: dist.pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [installedPackagesExternal],
  logLevel: 'warning',
});
