// Renders the app only once the configuration is ready: the product's logo and name with a spinner while
// loading, the 'ERROR!' page (with the support address, if any) on failure.
import { useEffect, type ReactNode } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { messages } from '@specpulse/contract';
import { setDataThrough } from '../components/export/data-through.ts';
import { PageTitle } from '../components/page/page-title.tsx';
import { useConfigurationState } from '../session/session-context.tsx';
import { ProductLogo } from '../shell/product-logo.tsx';
import { SupportContact } from '../shell/support-contact.tsx';
import { useBranding } from './branding.tsx';

export function ConfigurationGate({ children }: { children: ReactNode }) {
  const state = useConfigurationState();
  const { product_name } = useBranding();
  const asOf = state.status === 'ready' ? state.data.data.as_of : null;
  // Every spreadsheet and chart file written from now on names the data's last day.
  useEffect(() => setDataThrough(asOf), [asOf]);
  if (state.status === 'ready') return <>{children}</>;
  if (state.status === 'error') {
    return (
      <Box
        role="alert"
        sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', textAlign: 'center' }}
      >
        <Box>
          <PageTitle
            centered
            title={
              <Box component="span" sx={{ color: 'error.main' }}>
                ERROR!
              </Box>
            }
            subtitle={messages.configurationError}
          />
          <SupportContact />
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ProductLogo size={56} />
        <Typography variant="h6" component="p" color="text.secondary">
          {product_name}
        </Typography>
        <CircularProgress aria-label="Loading configuration" />
      </Stack>
    </Box>
  );
}
