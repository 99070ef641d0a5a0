// App-wide providers: query cache, session and configuration, branding (theme), notifications (at most 3),
// the exports running (kept across pages), processing.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { ConfigurationProvider } from '../session/session-context.tsx';
import { queryClient } from './query-client.ts';
import { BrandingProvider } from './branding.tsx';
import { FocusStyles } from './focus-styles.tsx';
import { MotionStyles } from './motion-styles.tsx';
import { PrintStyles } from './print-styles.tsx';
import { ProcessingProvider } from '../shell/processing.tsx';
import { ExportTrackerProvider } from '../components/export/export-tracker.tsx';
import { notificationComponents } from '../shell/notification-content.tsx';

export const MAX_NOTIFICATIONS = 3;

/** The configuration provider sits outside the branding one, so the two calls run at once. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigurationProvider>
        <BrandingProvider>
          <FocusStyles />
          <MotionStyles />
          <PrintStyles />
          <SnackbarProvider
            maxSnack={MAX_NOTIFICATIONS}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            Components={notificationComponents}
          >
            <ExportTrackerProvider>
              <ProcessingProvider>{children}</ProcessingProvider>
            </ExportTrackerProvider>
          </SnackbarProvider>
        </BrandingProvider>
      </ConfigurationProvider>
    </QueryClientProvider>
  );
}
