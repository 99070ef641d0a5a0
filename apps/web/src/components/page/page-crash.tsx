// What a page shows when it throws while rendering (the route's errorElement): the rest of the app stays usable,
// the user can reload the page or go home, and the operator hears of it (POST /v2/client-errors: the message,
// the route's pattern and the release; no URL, filters or user data).
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useRouteError } from 'react-router';
import { clientErrorRoute } from '@specpulse/contract';
import { api } from '../../api/client.ts';
import { release } from '../../app/release.ts';
import { PageTitle } from './page-title.tsx';

export const PAGE_CRASH_TEXT = 'Something went wrong on this page.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function PageCrash({ route }: { route: string }) {
  const error = useRouteError();
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    // A report that fails (offline, over its budget) is not the user's problem.
    api
      .call(clientErrorRoute, { body: { message: messageOf(error), route, release }, public: true })
      .catch(() => undefined);
  }, [error, route]);
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageTitle title={PAGE_CRASH_TEXT} />
      <Alert severity="error" sx={{ mb: 2 }}>
        The page stopped because of an error in the app, not in your data; we have been told. Reload the page
        to try again, or open another from the menu.
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button component={RouterLink} to="/">
          Go Home
        </Button>
      </Stack>
    </Box>
  );
}
