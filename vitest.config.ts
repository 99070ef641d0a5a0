// Test tiers: unit (pure logic), component (React components in jsdom), int (API through inject against a real
// database), e2e (built app in Chromium).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
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

export default defineConfig({
  test: {
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
          // Two files at a time: a journey mostly waits on the browser and the server (about a quarter of a
          // core each), so a second one uses the time the first spends waiting.
          maxWorkers: 2,
        },
      },
    ],
  },
});
