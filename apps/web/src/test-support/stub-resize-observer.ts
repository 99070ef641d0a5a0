// jsdom has no layout, so no ResizeObserver either: a suite mounting a chart (useEChart observes its container)
// gives its tests one that observes nothing.
import { afterAll, beforeAll } from 'vitest';

export function stubResizeObserver() {
  const real = globalThis.ResizeObserver;
  beforeAll(() => {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    globalThis.ResizeObserver = real;
  });
}
