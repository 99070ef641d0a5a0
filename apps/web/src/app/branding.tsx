// The deployment's branding, read once at start from index.html's start data (else the public GET
// /v2/branding): the theme's primary colour, the product name and logo for every screen, and the spreadsheet
// metadata.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, CircularProgress, CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { brandingRoute, type Branding } from '@specpulse/contract';
import { api } from '../api/client.ts';
import { setWorkbookAuthor } from '../components/export/xlsx.ts';
import { readStartData } from './start-data.ts';
import { defaultSchemeColors, themeFor } from './theme.ts';

/** localStorage: the user's choice (system, light or dark), and the scheme it last resolved to. */
export const COLOR_MODE_KEY = 'specpulse.color-mode';
const COLOR_SCHEME_KEY = 'specpulse.color-scheme';

const BrandingContext = createContext<Branding | null>(null);

/**
 * Without an answer (the API unreachable) the screens still show, named as the page's title was when it
 * arrived (the server writes the product name there), so the configuration error page can say so.
 */
function fallbackBranding(): Branding {
  const name = document.title || 'Analytics';
  return {
    product_name: name,
    product_short_name: name,
    ...defaultSchemeColors,
    support_email: null,
    logo_url: '',
    favicon_url: '',
  };
}

/**
 * The theme with its colour scheme: the system's until the user picks one in the account menu, the choice kept
 * in this browser's storage (the portal keeps no per-user display settings). Component tests render with it too.
 */
export function SchemeThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_KEY}
      disableTransitionOnChange
    >
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function BrandingProvider({ children }: { children: ReactNode }) {
  // Read once: the branding in the page, else the API's answer, stays for the app's life.
  const [inPage] = useState(() => readStartData()?.branding ?? null);
  const [answered, setAnswered] = useState<Branding | null>(null);
  const branding = inPage ?? answered;
  useEffect(() => {
    if (inPage) return;
    const controller = new AbortController();
    api.call(brandingRoute, { public: true, signal: controller.signal }).then(
      (answer) => setAnswered(answer),
      () => !controller.signal.aborted && setAnswered(fallbackBranding()),
    );
    return () => controller.abort();
  }, [inPage]);
  useEffect(() => {
    if (branding) setWorkbookAuthor(branding.product_name);
  }, [branding]);
  const theme = useMemo(() => (branding ? themeFor(branding) : null), [branding]);

  // Nothing is known to draw the screen with yet: a neutral spinner, for the moment the call takes. The
  // baseline styles are there already, so the body's margin does not vanish under the first paint (CLS).
  if (!branding || !theme) {
    return (
      <>
        <CssBaseline />
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', color: 'grey.500' }}>
          <CircularProgress color="inherit" aria-label="Loading" />
        </Box>
      </>
    );
  }
  return (
    <BrandingContext.Provider value={branding}>
      <SchemeThemeProvider theme={theme}>{children}</SchemeThemeProvider>
    </BrandingContext.Provider>
  );
}

export function useBranding(): Branding {
  const branding = useContext(BrandingContext);
  if (!branding) throw new Error('BrandingProvider is missing');
  return branding;
}
