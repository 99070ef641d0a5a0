// npm test: runs the quality gates (lint, type check, unused code and dependencies, import cycles), the unit and
// component (React in jsdom) tests, the web build, the integration tests (embedded, and PostgreSQL when
// TEST_DATABASE_URL or DATABASE_URL is set) and the end-to-end tests, and prints each step's time and one
// closing tally line. A failed gate counts as one failure.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
// For timing the other steps alone: plain `npm test` runs every step.
const skipE2e = process.env.SKIP_E2E === '1';
const startedAt = Date.now();
const runs = [];

/**
 * The machine's CPU time so far (all cores, in ticks): how busy it was while a step ran says whether the lanes
 * could be arranged better (cores left idle) or the machine was the limit. Linux only; elsewhere null.
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}
const busyPercent = (from, to) =>
  from && to && to.total > from.total
    ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))
    : null;
const runTicks = cpuTicks();

/** Runs one command; its output (both streams) is printed whole when it ends, so two lanes do not interleave. */
function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', (e) => (stderr += String(e)));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function step(name, cmd, args, env = {}) {
  const started = Date.now();
  const ticks = cpuTicks();
  console.log(`--- ${name}: started`);
  const r = await run(cmd, args, env);
  const busy = busyPercent(ticks, cpuTicks());
  console.log(`\n=== ${name} (${Math.round((Date.now() - started) / 1000)} s) ===`);
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  // eslint-disable-next-line no-control-regex
  const clean = (r.stdout ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  // Vitest writes its "Failed Tests" section (each failure's error and where it was thrown) to stderr.
  // eslint-disable-next-line no-control-regex
  const cleanErr = (r.stderr ?? '').replace(/\x1b\[[0-9;]*m/g, '');
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
    (`${clean}\n${cleanErr}`.split(/^\s*⎯+ Failed Tests? \d+ ⎯+\s*$/m)[1] ?? '').split(
      /^\s*(Test Files\s|⎯+$)/m,
    )[0] ?? '';
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
    busy,
  });
  return r.status === 0;
}

/**
 * The integration tests that query the portal tables (firms, users, sessions, audit, data versions, views,
 * favourites, logos), as path parts of their files: the PostgreSQL pass runs these alone. The others check
 * market figures, which come from the same DuckDB snapshot whatever the portal engine is, so a second pass
 * would test the same queries again; they run in the embedded pass. A new test of a portal query goes in one
 * of these folders, or is named here. A test that starts the API as a process on the embedded engine whatever
 * the pass (main.int, data-load/start-errors.int) is the same test in both passes: it runs in the embedded one.
 */
const portalIntegrationTests = [
  'apps/api/src/data-load/cli.int',
  'apps/api/src/data-load/load.int',
  'apps/api/src/data-load/start-keeps-portal.int',
  'apps/api/src/db/adopt-old-history',
  'apps/api/src/db/connection',
  '.pg.int.test.ts',
  // The filter API reads the firm's configuration from the portal; the compiler's own test (compile.int) checks
  // the compiled market SQL against the reference, on the snapshot whatever the portal engine.
  'apps/api/src/filters/filters.api',
  'apps/api/src/modules/admin/',
  'apps/api/src/modules/annotations/',
  'apps/api/src/modules/api-keys/',
  'apps/api/src/modules/audit/',
  'apps/api/src/modules/auth/',
  'apps/api/src/modules/configuration/',
  'apps/api/src/modules/crm-feeds/',
  'apps/api/src/modules/digests/',
  'apps/api/src/jobs/',
  'apps/api/src/mail/',
  'apps/api/src/modules/favourites/',
  'apps/api/src/modules/firm/',
  'apps/api/src/modules/health/',
  'apps/api/src/modules/images/',
  'apps/api/src/modules/session/',
  'apps/api/src/modules/territories/',
  'apps/api/src/modules/views/',
  'apps/api/src/modules/watches/',
  'apps/api/src/plugins/auth-cache',
];

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default'];
const e2e = async () => {
  if (skipE2e) console.log('\n(end-to-end tests skipped: SKIP_E2E=1)');
  else if (await step('browser tools', process.execPath, ['scripts/ensure-browser-tools.mjs']))
    await step('end-to-end (Chromium)', process.execPath, [...vitest, '--project', 'e2e'], {
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
    });
};
// Three lanes from the start, so both cores stay busy to the end: the type check and the other gates (each a
// single-threaded program), then the PostgreSQL pass; the unit and component tests, then the web build; the
// embedded integration pass, then the lint (on a fresh clone, with no caches, the lint and the type check take
// minutes each: they are in different lanes). Each step's output is printed whole when it ends. Vitest, vite
// build and tsx strip types without checking them: the type check is its own step.
const [, built] = await Promise.all([
  (async () => {
    await step('type check', 'npm', ['run', 'typecheck']);
    await step('unused files, exports and dependencies (knip)', 'npm', ['run', 'unused']);
    await step('import cycles (dependency-cruiser)', 'npm', ['run', 'cycles']);
    if (pgUrl)
      await step(
        'integration (PostgreSQL: portal queries)',
        process.execPath,
        [...vitest, '--project', 'int*', ...portalIntegrationTests],
        { TEST_DATABASE_URL: pgUrl },
      );
    else console.log('\n(integration on PostgreSQL skipped: set TEST_DATABASE_URL to run it)');
  })(),
  (async () => {
    await step('unit', process.execPath, [...vitest, '--project', 'unit']);
    await step('component (jsdom)', process.execPath, [...vitest, '--project', 'component*']);
    return step('build (web app, API)', 'npm', ['run', 'build']);
  })(),
  (async () => {
    // The embedded run must not see a server URL, or it would test PostgreSQL twice; without one, the
    // *.pg.int.test.ts files, which test what only a server has (its backends), are left out (vitest.config.ts)
    // and run in the PostgreSQL pass alone.
    await step('integration (embedded PGlite)', process.execPath, [...vitest, '--project', 'int*'], {
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
    });
    await step('lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
  })(),
]);
// The browser tests last, alone: the machine is busy to the end of the other lanes (the summary says how
// busy), and a journey started beside them ran at half speed and slowed them as much.
if (built) await e2e();

console.log('\n=== summary ===');
for (const r of runs)
  console.log(
    `${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.passed} passed, ${r.failed} failed, ${r.seconds} s${
      r.busy === null ? '' : `, machine ${r.busy} % busy`
    })`,
  );
for (const r of runs) for (const f of r.failures.slice(0, 20)) console.log(`  ${r.name}: ${f}`);
for (const r of runs.filter((x) => x.reasons.length)) {
  console.log(`--- ${r.name}: why ---`);
  for (const line of r.reasons) console.log(`  ${line}`);
}
const passed = runs.reduce((a, r) => a + r.passed, 0);
const failed =
  runs.reduce((a, r) => a + r.failed, 0) + runs.filter((r) => r.status !== 0 && r.failed === 0).length;
const runBusy = busyPercent(runTicks, cpuTicks());
console.log(
  `total ${Math.round((Date.now() - startedAt) / 1000)} s${runBusy === null ? '' : `, machine ${runBusy} % busy`}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(runs.every((r) => r.status === 0) ? 0 : 1);
