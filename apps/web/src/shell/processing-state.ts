// The processing state machine behind ProcessingProvider: loads in flight, status line text, banner errors.

export const LOADING_STATUS = '...Reticulating splines...';

/** Spec doc 1 §4, verbatim: 'data loaded in {n}ms shown in {n}ms' (no space before ms). */
export const loadedStatus = (loadedMs: number, shownMs: number) =>
  `data loaded in ${Math.round(loadedMs)}ms shown in ${Math.round(shownMs)}ms`;

export interface ProcessingState {
  /** Loads in flight: a page may start a new load before the previous one ends. */
  active: number;
  status: string;
  errors: string[];
  /** Runs the failed calls again (the banner's Retry); null when the errors came without a way to. */
  retry: (() => void) | null;
}

export type ProcessingAction =
  | { type: 'begin'; status: string }
  | { type: 'succeed'; loadedMs: number; shownMs: number }
  | { type: 'fail'; errors: string[]; status?: string; retry?: () => void }
  | { type: 'reset' }
  | { type: 'dismissErrors' };

export const initialProcessing: ProcessingState = { active: 0, status: '', errors: [], retry: null };

export function processingReducer(state: ProcessingState, action: ProcessingAction): ProcessingState {
  switch (action.type) {
    case 'begin':
      // Errors are cleared at the start of each load (spec doc 1 §4).
      return { active: state.active + 1, status: action.status, errors: [], retry: null };
    case 'succeed':
      return {
        ...state,
        active: Math.max(0, state.active - 1),
        status: loadedStatus(action.loadedMs, action.shownMs),
      };
    case 'fail':
      // The error text appears in the status area too (spec doc 2 §1, §8), as well as in the banner.
      return {
        active: Math.max(0, state.active - 1),
        status: action.status ?? action.errors.join('; '),
        errors: action.errors,
        retry: action.retry ?? null,
      };
    case 'reset':
      return initialProcessing;
    case 'dismissErrors':
      return { ...state, errors: [], retry: null };
  }
}
