// How long any e2e wait (a Playwright action, navigation or wait, and vitest's expect.poll) gives the page
// before failing: what a loaded 2-core machine takes to route, call the API and render one page. Set once here
// (harness.ts newPage, vitest.config.ts); a wait given a literal of its own says why it needs longer.
export const WAIT_TIMEOUT_MS = 30_000;
