// npm test: runs the quality gates (lint, type check, unused code and dependencies, import cycles), then unit,
// component (React in jsdom), integration (embedded, and PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is
// set) and end-to-end tests, and prints one closing tally line. A failed gate counts as one failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const runs = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(r.stdout ?? '');
  // eslint-disable-next-line no-control-regex
  const clean = (r.stdout ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  const passed = Number(/Tests\s+.*?(\d+) passed/.exec(clean)?.[1] ?? 0);
  const failed = Number(/Tests\s+.*?(\d+) failed/.exec(clean)?.[1] ?? 0);
  // CI keeps only the tail of the output: the summary names the failed tests, which vitest printed far above.
  const failures = [
    ...new Set(
      clean
        .split('\n')
        .filter((l) => /^\s*(FAIL|×)\s/.test(l))
        .map((l) => l.trim()),
    ),
  ];
  // And why: the first lines of vitest's "Failed Tests" section (each failure's error and where it was thrown).
  const failedSection =
    (clean.split(/^\s*⎯+ Failed Tests? \d+ ⎯+\s*$/m)[1] ?? '').split(/^\s*Test Files\s/m)[0] ?? '';
  const reasons = failedSection
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() && !/^\s*⎯+/.test(l))
    .slice(0, 40);
  runs.push({
    name,
    status: r.status ?? 1,
    passed,
    failed,
    failures,
    reasons,
    seconds: Math.round((Date.now() - started) / 1000),
  });
  return r.status === 0;
}

// Vitest, vite build and tsx strip types without checking them: the type check is its own step.
step('lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
step('type check', 'npm', ['run', 'typecheck']);
step('unused files, exports and dependencies (knip)', 'npm', ['run', 'unused']);
step('import cycles (dependency-cruiser)', 'npm', ['run', 'cycles']);

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default'];
step('unit', process.execPath, [...vitest, '--project', 'unit']);
step('component (jsdom)', process.execPath, [...vitest, '--project', 'component']);
// The embedded run must not see a server URL, or it would test PostgreSQL twice; *.pg.int.test.ts files test
// what only a server has (its backends), so they run in the PostgreSQL pass alone.
step(
  'integration (embedded PGlite)',
  process.execPath,
  [...vitest, '--project', 'int', '--exclude', '**/*.pg.int.test.ts'],
  {
    TEST_DATABASE_URL: '',
    DATABASE_URL: '',
  },
);
if (pgUrl)
  step('integration (PostgreSQL)', process.execPath, [...vitest, '--project', 'int'], {
    TEST_DATABASE_URL: pgUrl,
  });
else console.log('\n(integration on PostgreSQL skipped: set TEST_DATABASE_URL to run it)');
const built = step('build web', 'npm', ['run', 'build', '-w', 'apps/web']);
const chromium = built && step('chromium', process.execPath, ['scripts/ensure-chromium.mjs']);
if (chromium)
  step('end-to-end (Chromium)', process.execPath, [...vitest, '--project', 'e2e'], {
    TEST_DATABASE_URL: '',
    DATABASE_URL: '',
  });

console.log('\n=== summary ===');
for (const r of runs)
  console.log(
    `${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.passed} passed, ${r.failed} failed, ${r.seconds} s)`,
  );
for (const r of runs) for (const f of r.failures.slice(0, 20)) console.log(`  ${r.name}: ${f}`);
for (const r of runs.filter((x) => x.reasons.length)) {
  console.log(`--- ${r.name}: why ---`);
  for (const line of r.reasons) console.log(`  ${line}`);
}
const passed = runs.reduce((a, r) => a + r.passed, 0);
const failed =
  runs.reduce((a, r) => a + r.failed, 0) + runs.filter((r) => r.status !== 0 && r.failed === 0).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(runs.every((r) => r.status === 0) ? 0 : 1);
