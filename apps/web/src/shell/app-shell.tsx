// The application shell: top bar, the 200 px menu (neutral, the primary colour marking the current page) with the
// status line, the error banner and the page; Ctrl/Cmd-K opens the quick search from anywhere in it.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, Divider, Drawer, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { usePrefetchFavourites } from '../favourites/use-favourites.ts';
import { ComparisonProvider } from '../filters/comparison.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { PageLoading } from './page-loading.tsx';
import { useProcessingActions } from './processing.tsx';
import { SideMenu } from './side-menu.tsx';
import { SkipLink, MAIN_ID } from './skip-link.tsx';
import { StatusLine } from './status-line.tsx';
import { TopBar, belowTopBar } from './top-bar.tsx';
import { StickyTopProvider } from '../components/data-table/index.ts';
import { useHeadingFocus } from './use-heading-focus.ts';

export const DRAWER_WIDTH = 200;

/** Below 900 px (MUI's md) the menu folds away behind a button, so the page keeps the width. */
const narrowQuery = (t: Theme) => t.breakpoints.down('md');

export function AppShell() {
  const { pathname } = useLocation();
  const { reset } = useProcessingActions();
  usePrefetchFavourites();
  // Cleanups run before the next screen's effects, so its own begin() is not undone.
  useEffect(() => () => reset(), [pathname, reset]);
  const mainRef = useRef<HTMLElement | null>(null);
  useHeadingFocus(mainRef);
  const narrow = useMediaQuery(narrowQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  // A menu click on a narrow screen lands on the page: the menu closes behind it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        menuButton={
          narrow && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Main menu"
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              onClick={() => setMenuOpen((o) => !o)}
            >
              <MenuIcon />
            </IconButton>
          )
        }
      />
      <Drawer
        id="side-menu"
        variant={narrow ? 'temporary' : 'permanent'}
        open={narrow ? menuOpen : true}
        onClose={() => setMenuOpen(false)}
        // On a phone the menu opens over the page as a modal panel: a dialog with a name.
        slotProps={narrow ? { paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } } : {}}
        sx={{
          ...(narrow ? {} : { width: DRAWER_WIDTH, flexShrink: 0 }),
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRight: 1,
            borderColor: 'divider',
          },
          // The current page: the primary colour's bar and tint, its name in bold (not marked by colour alone);
          // the text keeps the scheme's text colour, so it reads whatever the deployment's colour.
          '& .Mui-selected': {
            boxShadow: (t) => `inset 4px 0 0 ${t.vars?.palette.primary.main ?? t.palette.primary.main}`,
            '& .MuiListItemText-primary': { fontWeight: 600 },
          },
        }}
      >
        {!narrow && <Toolbar />}
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <SideMenu />
        </Box>
        <Divider />
        <StatusLine />
      </Drawer>
      <Box
        component="main"
        id={MAIN_ID}
        ref={mainRef}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 }, pb: 10, bgcolor: 'background.default' }}
      >
        <Toolbar />
        <ErrorBanner />
        <Suspense fallback={<PageLoading />}>
          <ComparisonProvider>
            {/* The page scrolls under the fixed top bar: a table's header sticks just below it. */}
            <StickyTopProvider value={belowTopBar}>
              <Outlet />
            </StickyTopProvider>
          </ComparisonProvider>
        </Suspense>
      </Box>
    </Box>
  );
}
