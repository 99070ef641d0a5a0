// The MUI theme: a light and a dark colour scheme as CSS variables (html[data-color-scheme]), the deployment's
// primary colour in each (teal by default, as the specification asks). The start-up check (apps/api branding)
// holds white text on the light scheme's primary colour, and the dark scheme's tone on the dark surfaces, to
// WCAG AA, so the text colours on them are fixed here.
import { createTheme, type Overlays, type Theme } from '@mui/material/styles';
import { teal } from '@mui/material/colors';
import { DARK_SCHEME_ON_PRIMARY, darkSchemeSurfaces, type Branding } from '@specpulse/contract';

export type SchemeColors = Pick<Branding, 'primary_color' | 'primary_color_dark'>;

/** The attribute on <html> naming the scheme shown: `data-color-scheme="light"` or `"dark"`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** Dark paper is the one flat colour the start-up check measured against: no lighter overlay per elevation. */
const flatOverlays = Array.from({ length: 25 }, () => 'none') as Overlays;

export const themeFor = ({ primary_color, primary_color_dark }: SchemeColors): Theme =>
  createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: primary_color, contrastText: '#ffffff' },
          secondary: { main: '#37474f' },
          background: { default: '#fafafa', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: primary_color_dark, contrastText: DARK_SCHEME_ON_PRIMARY },
          secondary: { main: '#b0bec5' },
          background: { default: darkSchemeSurfaces.background, paper: darkSchemeSurfaces.paper },
        },
        overlays: flatOverlays,
      },
    },
    shape: { borderRadius: 6 },
  });

/** The default deployment's colours: teal, and the dark tone the API derives from it (its GET /v2/branding). */
export const defaultSchemeColors: SchemeColors = { primary_color: teal[700], primary_color_dark: '#339489' };

/** The default deployment's theme (component tests render with it). */
export const theme = themeFor(defaultSchemeColors);
