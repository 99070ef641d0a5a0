// The MUI theme: the deployment's primary colour (teal by default, as the specification asks), white text on it.
import { createTheme, type Theme } from '@mui/material/styles';
import { teal } from '@mui/material/colors';

/** The start-up check holds white text on the primary colour to WCAG AA, so white is always its text. */
export const themeFor = (primary: string): Theme =>
  createTheme({
    palette: {
      primary: { main: primary, contrastText: '#ffffff' },
      secondary: { main: '#37474f' },
    },
    shape: { borderRadius: 6 },
  });

/** The default deployment's theme (component tests render with it). */
export const theme = themeFor(teal[700]);
