// A user who asks their system for less motion (WCAG 2.3.3) gets none: MUI's transitions and the loading
// indicators' loops end at once, as the charts' entry animations do (use-echart.ts).
import { GlobalStyles } from '@mui/material';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function MotionStyles() {
  return (
    <GlobalStyles
      styles={{
        [`@media ${REDUCED_MOTION_QUERY}`]: {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }}
    />
  );
}

/** Whether the user's system asks for less motion now. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION_QUERY).matches;
