// App-wide providers: theme, query cache, notifications (at most 3), session and configuration, processing.
import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { ConfigurationProvider } from '../session/session-context.tsx';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';
import { FocusStyles } from './focus-styles.tsx';
import { ProcessingProvider } from '../shell/processing.tsx';

export const MAX_NOTIFICATIONS = 3;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FocusStyles />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={MAX_NOTIFICATIONS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <ConfigurationProvider>
            <ProcessingProvider>{children}</ProcessingProvider>
          </ConfigurationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
