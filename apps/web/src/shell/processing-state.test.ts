import { describe, expect, it } from 'vitest';
import {
  LOADING_STATUS,
  initialProcessing,
  processingReducer,
  type ProcessingAction,
} from './processing-state.ts';

const run = (...actions: ProcessingAction[]) => actions.reduce(processingReducer, initialProcessing);

describe('processing state', () => {
  it("reads '...Reticulating splines...' while loading, then the load and render times", () => {
    const loading = run({ type: 'begin', status: LOADING_STATUS });
    expect(loading).toEqual({ active: 1, status: '...Reticulating splines...', errors: [], retry: null });
    const done = processingReducer(loading, { type: 'succeed', loadedMs: 120.4, shownMs: 33.6 });
    expect(done).toEqual({
      active: 0,
      status: 'data loaded in 120ms shown in 34ms',
      errors: [],
      retry: null,
    });
  });

  it("shows a page's own explanation in the status line without a banner", () => {
    const failed = run(
      { type: 'begin', status: LOADING_STATUS },
      { type: 'fail', errors: [], status: 'There is no brand with id 9.' },
    );
    expect(failed).toEqual({ active: 0, status: 'There is no brand with id 9.', errors: [], retry: null });
  });

  it('clears the previous errors when a new load begins', () => {
    const failed = run({ type: 'begin', status: LOADING_STATUS }, { type: 'fail', errors: ['a', 'b'] });
    expect(failed).toEqual({ active: 0, status: 'a; b', errors: ['a', 'b'], retry: null });
    expect(processingReducer(failed, { type: 'begin', status: LOADING_STATUS }).errors).toEqual([]);
  });

  it("keeps a failed load's retry for the banner until the next load or a dismissal", () => {
    const retry = () => undefined;
    const failed = run(
      { type: 'begin', status: LOADING_STATUS },
      { type: 'fail', errors: ['prom rej'], retry },
    );
    expect(failed.retry).toBe(retry);
    expect(processingReducer(failed, { type: 'begin', status: LOADING_STATUS }).retry).toBeNull();
    expect(processingReducer(failed, { type: 'dismissErrors' }).retry).toBeNull();
  });

  it('keeps processing until every load in flight has ended', () => {
    const two = run({ type: 'begin', status: LOADING_STATUS }, { type: 'begin', status: LOADING_STATUS });
    const one = processingReducer(two, { type: 'succeed', loadedMs: 1, shownMs: 1 });
    expect(one.active).toBe(1);
    expect(processingReducer(one, { type: 'fail', errors: ['x'] }).active).toBe(0);
    expect(processingReducer(initialProcessing, { type: 'succeed', loadedMs: 1, shownMs: 1 }).active).toBe(0);
  });
});
