// npm run build: the web app (apps/web/dist) and the API's compiled JavaScript (apps/api/dist), each stamped with
// a hash of the sources it was built from. scripts/start.mjs builds only what is missing or whose sources no
// longer match the stamp (a hash, not file times: a copied or checked-out tree has new times, not new code).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
/** Test files are not part of a build: editing one does not make it stale. */
const testFile = /\.test\.tsx?$/;

const targets = [
  {
    name: 'the web app',
    workspace: 'apps/web',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    name: 'the API',
    workspace: 'apps/api',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/demo-data/src'],
  },
];
const shared = ['packages/contract/src', 'package-lock.json'];

function files(p) {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return testFile.test(p) ? [] : [p];
  return readdirSync(p)
    .sort()
    .flatMap((name) => files(path.join(p, name)));
}

function sourceHash(target) {
  const hash = createHash('sha256');
  for (const dir of [...target.sources, `${target.workspace}/package.json`, ...shared])
    for (const file of files(path.join(root, dir)))
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const stampFile = (target) => path.join(root, target.workspace, 'dist', STAMP);

function isStale(target) {
  const stamp = stampFile(target);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== sourceHash(target);
}

/** Builds one target; false when its build failed (the build printed why). */
function buildTarget(target) {
  console.log(`specpulse: building ${target.name}…`);
  const hash = sourceHash(target);
  const r = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) return false;
  writeFileSync(stampFile(target), `${hash}\n`);
  return true;
}

/** What npm start calls: builds the targets that are missing or stale; false when one of those builds failed. */
export function buildIfStale() {
  return targets.filter(isStale).every(buildTarget);
}

if (process.argv[1] === import.meta.filename && !targets.every(buildTarget)) process.exit(1);
