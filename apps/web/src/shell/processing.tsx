// Processing state shared by every page: loading bar, full-screen spinner, error banner and the status line.
import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import {
  Backdrop,
  CircularProgress,
  LinearProgress,
  keyframes,
  type SxProps,
  type Theme,
} from '@mui/material';
import { LOADING_STATUS, initialProcessing, processingReducer } from './processing-state.ts';

export { LOADING_STATUS } from './processing-state.ts';

export interface ProcessingActions {
  /** Starts a load: clears earlier errors and shows the bar and spinner. */
  begin(status?: string): void;
  /** Ends a load: 'data loaded in {n}ms shown in {n}ms'. */
  succeed(loadedMs: number, shownMs: number): void;
  /**
   * Ends a load with errors for the banner titled 'Error'; the status line shows `status` (default: them);
   * `retry` runs the failed calls again (the banner's Retry button).
   */
  fail(errors: string[], status?: string, retry?: () => void): void;
  /** Forgets the previous screen's load, status and errors (the shell calls it on navigation). */
  reset(): void;
  /** Hides the error banner. */
  dismissErrors(): void;
}

export interface Processing extends ProcessingActions {
  processing: boolean;
  status: string;
  errors: string[];
  retry: (() => void) | null;
}

// The bar and the spinner move by transform only, which the compositor does alone: MUI's own animations
// (the bar's left and right, the spinner's stroke dashes) lay out and paint every frame, and on a machine
// without a GPU those frames take the CPU the answers need.
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const barSx: SxProps<Theme> = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: (t) => t.zIndex.modal + 2,
  '& .MuiLinearProgress-bar1': {
    left: 0,
    right: 'auto',
    width: '40%',
    animation: `${slide} 1.6s ease-in-out infinite`,
  },
  '& .MuiLinearProgress-bar2': { display: 'none' },
};

// The spinner shows over the page but never takes the pointer: the menu, the filter bar and the page stay usable
// while a load runs (a click on the menu or a new filter cancels it), and nothing greys the screen for seconds.
const spinnerSx: SxProps<Theme> = {
  zIndex: (t) => t.zIndex.modal + 1,
  backgroundColor: 'transparent',
  pointerEvents: 'none',
};

// Two contexts: a page starts and ends loads through the actions, which never change, so a status change
// re-renders the status line and the banner, not the page and the shell (each render of a page holds its
// remaining answers back).
const ProcessingActionsContext = createContext<ProcessingActions | null>(null);
const ProcessingContext = createContext<Processing | null>(null);

export function ProcessingProvider({ children }: { children: ReactNode }) {
  const [{ active, status, errors, retry }, dispatch] = useReducer(processingReducer, initialProcessing);

  const begin = useCallback((text: string = LOADING_STATUS) => dispatch({ type: 'begin', status: text }), []);
  const succeed = useCallback(
    (loadedMs: number, shownMs: number) => dispatch({ type: 'succeed', loadedMs, shownMs }),
    [],
  );
  const fail = useCallback(
    (next: string[], status?: string, retry?: () => void) =>
      dispatch({ type: 'fail', errors: next, status, retry }),
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const dismissErrors = useCallback(() => dispatch({ type: 'dismissErrors' }), []);

  const actions = useMemo<ProcessingActions>(
    () => ({ begin, succeed, fail, reset, dismissErrors }),
    [begin, succeed, fail, reset, dismissErrors],
  );
  const value = useMemo<Processing>(
    () => ({ ...actions, processing: active > 0, status, errors, retry }),
    [actions, active, status, errors, retry],
  );

  return (
    <ProcessingActionsContext.Provider value={actions}>
      <ProcessingContext.Provider value={value}>
        {active > 0 && <LinearProgress aria-label="Loading" color="secondary" sx={barSx} />}
        <Backdrop open={active > 0} sx={spinnerSx}>
          <CircularProgress aria-label="Processing" disableShrink />
        </Backdrop>
        {children}
      </ProcessingContext.Provider>
    </ProcessingActionsContext.Provider>
  );
}

/** Starts and ends loads without re-rendering on every status change. */
export function useProcessingActions(): ProcessingActions {
  const actions = useContext(ProcessingActionsContext);
  if (!actions) throw new Error('useProcessingActions must be used inside ProcessingProvider');
  return actions;
}

/** The processing state as well as the actions: for what shows it (status line, banner). */
export function useProcessing(): Processing {
  const value = useContext(ProcessingContext);
  if (!value) throw new Error('useProcessing must be used inside ProcessingProvider');
  return value;
}
