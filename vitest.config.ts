// Test tiers: unit (pure logic), component (React components in jsdom), int (API through inject against a real
// database), e2e (built app in Chromium).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { WAIT_TIMEOUT_MS } from './e2e/wait-timeout.ts';

// Component and integration files share one module graph per worker (`isolate: false`): loading React, MUI and
// jsdom, or the API's modules, once per worker instead of once per file is most of those tiers' time. A file
// that replaces a module (`vi.mock`) needs a graph of its own, or the module another file already loaded stays
// real: those run isolated (the `-mocking` projects), found here so that nobody has to list them.
const testFiles = (root: string, suffix: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix) && !f.includes('node_modules'))
    .map((f) => path.join(root, f));
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const componentRoot = 'apps/web/src';
const isolatedComponentFiles = testFiles(componentRoot, '.test.tsx').filter(mocksModules);
const isolatedIntFiles = testFiles('apps', '.int.test.ts').filter(mocksModules);
const componentTest = {
  environment: 'jsdom' as const,
  // MUI dialogs and typed input in jsdom take seconds on a loaded machine; 5 s timed out.
  testTimeout: 30_000,
  setupFiles: ['apps/web/src/test-support/component-setup.ts'],
};

const testServer = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const intTest = {
  testTimeout: 120_000,
  hookTimeout: 300_000,
  // Two files at a time (Vitest's default is one fewer than the cores: one here): each file has databases,
  // folders and ports of its own, and a fixture is built by one worker while the other waits. A file closes
  // what it opened (apps, databases, servers, timers) in its afterAll: the next file in its worker shares its
  // module graph.
  maxWorkers: 2,
};

/**
 * Vitest's order (the longest files first by the last run's durations, else the largest files first), with the
 * e2e page walks (e2e/walks/: a small file per account, and layout shift) at the head of the e2e files: they are the run's longest
 * journeys, and a fresh clone (CI) has no durations, so by size they would start last and end the run alone.
 */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isWalk = (f: TestSpecification) =>
      f.project.name === 'e2e' && f.moduleId.includes(`${path.sep}e2e${path.sep}walks${path.sep}`);
    const at = sorted.findIndex((f) => f.project.name === 'e2e');
    if (at < 0) return sorted;
    const e2e = sorted.filter((f) => f.project.name === 'e2e');
    const others = sorted.filter((f) => f.project.name !== 'e2e');
    return [
      ...others.slice(0, at),
      ...e2e.filter(isWalk),
      ...e2e.filter((f) => !isWalk(f)),
      ...others.slice(at),
    ];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: WalksFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // A few generator tests plan whole markets or millions of keys (one to two CPU-seconds each): on a
          // machine shared with other work they took 6-14 s and Vitest's 5 s default failed them. A hook that
          // builds a Fastify app took over the 10 s default there, beside the integration lane.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Pure logic: the files share one module graph per worker, as the component files do (loading the
          // contract and the generator once per worker, not once per file, was most of the tier's time). A unit
          // test that changes a module's state (fake timers, a stubbed global) restores it in its afterEach.
          isolate: false,
        },
      },
      {
        test: {
          ...componentTest,
          name: 'component',
          include: [`${componentRoot}/**/*.test.tsx`],
          exclude: ['**/node_modules/**', ...isolatedComponentFiles],
          isolate: false,
        },
      },
      {
        test: { ...componentTest, name: 'component-mocking', include: isolatedComponentFiles },
      },
      {
        test: {
          ...intTest,
          name: 'int',
          include: ['apps/**/*.int.test.ts'],
          // A project's exclude replaces the command line's (`--exclude`): *.pg.int.test.ts files test what
          // only a PostgreSQL server has, so they are left out here unless one is named.
          exclude: [
            '**/node_modules/**',
            ...isolatedIntFiles,
            ...(testServer ? [] : ['**/*.pg.int.test.ts']),
          ],
          isolate: false,
        },
      },
      { test: { ...intTest, name: 'int-mocking', include: isolatedIntFiles } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // expect.poll's default of 1 s is less than a loaded machine takes to route and render a page
          // (the smoke test's redirect to /login missed it): the same limit as the pages' own waits.
          expect: { poll: { timeout: WAIT_TIMEOUT_MS } },
          // A journey is a chain of waits, each failing on its own after WAIT_TIMEOUT_MS: the test's own limit
          // only bounds their sum. With four journeys on two busy cores, journeys that take a fraction of the
          // old limit alone (the print, filter-dialog and chart-resize journeys) ran past it in CI, every step
          // still within its wait, and were cut off mid-way.
          testTimeout: 360_000,
          hookTimeout: 300_000,
          // Four files at a time on two cores: a journey mostly waits (on the browser's timers and network idle,
          // the server, its own polls), and two at a time left most of the machine idle.
          maxWorkers: 4,
        },
      },
    ],
  },
});
