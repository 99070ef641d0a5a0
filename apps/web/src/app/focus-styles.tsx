// One visible focus ring for every control (WCAG 2.4.7, 3:1 against what surrounds it): near-black on the
// light pages, white on the teal menu and the top bar. MUI's buttons drop the browser outline; this puts one back.
import { GlobalStyles } from '@mui/material';

const RING = '3px solid';
const DARK = '#1a1a1a';
const LIGHT = '#ffffff';

const focused = (scope: string) => `body ${scope} :focus-visible, body ${scope} .Mui-focusVisible`;

export function FocusStyles() {
  return (
    <GlobalStyles
      styles={{
        [focused('')]: { outline: `${RING} ${DARK}`, outlineOffset: 2 },
        [`${focused('.MuiDrawer-paper')}, ${focused('.MuiAppBar-root')}`]: { outlineColor: LIGHT },
        // Items that fill a scrolling box would lose an outside ring to its edge: draw it inside.
        [`body .MuiListItemButton-root.Mui-focusVisible, body .MuiTableRow-root:focus-visible,
          body .MuiMenuItem-root.Mui-focusVisible`]: { outlineOffset: -4 },
      }}
    />
  );
}
