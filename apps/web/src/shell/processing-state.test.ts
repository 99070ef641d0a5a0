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
    expect(loading).toEqual({ active: 1, status: '...Reticulating splines...', errors: [] });
    const done = processingReducer(loading, { type: 'succeed', loadedMs: 120.4, shownMs: 33.6 });
    expect(done).toEqual({ active: 0, status: 'data loaded in 120ms shown in 34ms', errors: [] });
  });

  it("shows a page's own explanation in the status line without a banner", () => {
    const failed = run(
      { type: 'begin', status: LOADING_STATUS },
      { type: 'fail', errors: [], status: 'There is no brand with id 9.' },
    );
    expect(failed).toEqual({ active: 0, status: 'There is no brand with id 9.', errors: [] });
  });

  it('clears the previous errors when a new load begins', () => {
    const failed = run({ type: 'begin', status: LOADING_STATUS }, { type: 'fail', errors: ['a', 'b'] });
    expect(failed).toEqual({ active: 0, status: 'a; b', errors: ['a', 'b'] });
    expect(processingReducer(failed, { type: 'begin', status: LOADING_STATUS }).errors).toEqual([]);
  });

  it('keeps processing until every load in flight has ended', () => {
    const two = run({ type: 'begin', status: LOADING_STATUS }, { type: 'begin', status: LOADING_STATUS });
    const one = processingReducer(two, { type: 'succeed', loadedMs: 1, shownMs: 1 });
    expect(one.active).toBe(1);
    expect(processingReducer(one, { type: 'fail', errors: ['x'] }).active).toBe(0);
    expect(processingReducer(initialProcessing, { type: 'succeed', loadedMs: 1, shownMs: 1 }).active).toBe(0);
  });
});
