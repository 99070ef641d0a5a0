// The administration area's frame: the top bar with a link back to the application, and the admin screen.
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { Box, Button, Container, Toolbar } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageLoading } from '../../shell/page-loading.tsx';
import { TopBar } from '../../shell/top-bar.tsx';

export function AdminLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <TopBar title="Administration">
        <Button component={RouterLink} to="/" color="inherit" startIcon={<ArrowBack />}>
          Back to the application
        </Button>
      </TopBar>
      <Container component="main" maxWidth="xl" sx={{ py: 3, pb: 10 }}>
        <Toolbar />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
