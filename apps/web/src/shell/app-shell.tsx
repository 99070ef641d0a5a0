// The application shell: top bar, the 200 px menu in the primary colour with the status line, the error banner and the page.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, Divider, Drawer, Toolbar } from '@mui/material';
import { ErrorBanner } from './error-banner.tsx';
import { PageLoading } from './page-loading.tsx';
import { useProcessing } from './processing.tsx';
import { SideMenu } from './side-menu.tsx';
import { StatusLine } from './status-line.tsx';
import { TopBar } from './top-bar.tsx';

export const DRAWER_WIDTH = 200;

export function AppShell() {
  const { pathname } = useLocation();
  const { reset } = useProcessing();
  // Cleanups run before the next screen's effects, so its own begin() is not undone.
  useEffect(() => () => reset(), [pathname, reset]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar />
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRight: 0,
          },
          '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.18) !important' },
        }}
      >
        <Toolbar />
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <SideMenu />
        </Box>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)' }} />
        <StatusLine />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3, pb: 10, bgcolor: 'grey.50' }}>
        <Toolbar />
        <ErrorBanner />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
