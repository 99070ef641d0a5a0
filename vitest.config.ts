// Test tiers: unit (pure logic), component (React components in jsdom), int (API through inject against a real
// database), e2e (built app in Chromium).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { WAIT_TIMEOUT_MS } from './e2e/wait-timeout.ts';

// Component files share one module graph per worker (`isolate: false`): loading React, MUI and jsdom once per
// worker instead of once per file is most of the tier's time. A file that replaces a module (`vi.mock`) needs a
// graph of its own, or the module another file already loaded stays real: those run isolated, found here so
// that nobody has to list them.
const componentRoot = 'apps/web/src';
const componentFiles = readdirSync(componentRoot, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.tsx'))
  .map((f) => path.join(componentRoot, f));
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const isolatedComponentFiles = componentFiles.filter(mocksModules);
const componentTest = {
  environment: 'jsdom' as const,
  // MUI dialogs and typed input in jsdom take seconds on a loaded machine; 5 s timed out.
  testTimeout: 30_000,
  setupFiles: ['apps/web/src/test-support/component-setup.ts'],
};

/**
 * Vitest's order (the longest files first by the last run's durations, else the largest files first), with the
 * e2e page walks (e2e/walks/, a small file per account) at the head of the e2e files: they are the run's longest
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
          name: 'int',
          include: ['apps/**/*.int.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two files at a time (Vitest's default is one fewer than the cores: one here): each file has
          // databases, folders and ports of its own, and a fixture is built by one worker while the other waits.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // expect.poll's default of 1 s is less than a loaded machine takes to route and render a page
          // (the smoke test's redirect to /login missed it): the same limit as the pages' own waits.
          expect: { poll: { timeout: WAIT_TIMEOUT_MS } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Four files at a time on two cores: a journey mostly waits (on the browser's timers and network idle,
          // the server, its own polls), and two at a time left most of the machine idle.
          maxWorkers: 4,
        },
      },
    ],
  },
});
