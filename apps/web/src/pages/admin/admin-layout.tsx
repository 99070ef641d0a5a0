// The administration area's frame: the top bar with a link back to the application, and the admin screen.
import { Suspense, useRef } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { Box, Button, Container, Toolbar } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageLoading } from '../../shell/page-loading.tsx';
import { TopBar, belowTopBar } from '../../shell/top-bar.tsx';
import { StickyTopProvider } from '../../components/data-table/index.ts';
import { MAIN_ID, SkipLink } from '../../shell/skip-link.tsx';
import { useHeadingFocus } from '../../shell/use-heading-focus.ts';

export function AdminLayout() {
  const mainRef = useRef<HTMLElement | null>(null);
  useHeadingFocus(mainRef);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar title="Administration">
        <Button component={RouterLink} to="/" color="inherit" startIcon={<ArrowBack />}>
          Back to the application
        </Button>
      </TopBar>
      <Container component="main" id={MAIN_ID} ref={mainRef} maxWidth="xl" sx={{ py: 3, pb: 10 }}>
        <Toolbar />
        <Suspense fallback={<PageLoading />}>
          {/* The page scrolls under the fixed top bar: a table's header sticks just below it (app-shell.tsx). */}
          <StickyTopProvider value={belowTopBar}>
            <Outlet />
          </StickyTopProvider>
        </Suspense>
      </Container>
    </Box>
  );
}
