// Renders the app only once the configuration is ready: a spinner while loading, the 'ERROR!' page on failure.
import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { messages } from '@specpulse/contract';
import { useConfigurationState } from '../session/session-context.tsx';

export function ConfigurationGate({ children }: { children: ReactNode }) {
  const state = useConfigurationState();
  if (state.status === 'ready') return <>{children}</>;
  if (state.status === 'error') {
    return (
      <Box
        role="alert"
        sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', textAlign: 'center' }}
      >
        <Box>
          <Typography variant="h3" component="h1" color="error" gutterBottom>
            ERROR!
          </Typography>
          <Typography variant="h6" component="p">
            {messages.configurationError}
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading configuration" />
    </Box>
  );
}
