// npm start: build the web app and the API if missing or stale (scripts/build.mjs), then run the API's compiled
// JavaScript (which migrates and loads demo data) with plain Node on PORT. A production install
// (`npm ci --omit=dev`) has no build tools: it runs what a full install built (docs/operations.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (!buildIfStale()) {
  console.error(
    'specpulse: the build is missing or older than the sources and could not be made here; with a production ' +
      'install (npm ci --omit=dev), build with the full install first (`npm ci && npm run build`, docs/operations.md)',
  );
  process.exit(1);
}

const env = { NODE_ENV: 'production', ...process.env };
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
