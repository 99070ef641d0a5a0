// One visible focus ring for every control (WCAG 2.4.7, 3:1 against what surrounds it): the scheme's text colour
// (near-black on the light pages, near-white on the dark ones), white on the top bar. MUI's buttons drop the
// browser outline; this puts one back.
import { GlobalStyles } from '@mui/material';
import { QUIET_FOCUS_ATTRIBUTE } from '../shell/use-heading-focus.ts';

const RING = '3px solid';
const TEXT = 'var(--mui-palette-text-primary)';
const LIGHT = '#ffffff';

const focused = (scope: string) => `body ${scope} :focus-visible, body ${scope} .Mui-focusVisible`;

export function FocusStyles() {
  return (
    <GlobalStyles
      styles={{
        [focused('')]: { outline: `${RING} ${TEXT}`, outlineOffset: 2 },
        [focused('.MuiAppBar-root')]: { outlineColor: LIGHT },
        // Items that fill a scrolling box would lose an outside ring to its edge: draw it inside.
        [`body .MuiListItemButton-root.Mui-focusVisible, body .MuiTableRow-root:focus-visible,
          body .MuiMenuItem-root.Mui-focusVisible`]: { outlineOffset: -4 },
        // A page's heading focused for screen readers after a click or a direct load (use-heading-focus.ts): no
        // ring, which the browser would draw for a focus moved by script. After a key press it keeps one.
        [`body [${QUIET_FOCUS_ATTRIBUTE}]:focus-visible`]: { outline: 'none' },
      }}
    />
  );
}
