// A page that cannot show its figures because of its address (an id that is not one): the page's heading, its
// route's title, above the error, so the error state is a page with its h1 like any other.
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useRouteTitle } from '../../shell/document-title.ts';
import { PageTitle } from './page-title.tsx';

export function PageError({ children }: { children: ReactNode }) {
  const title = useRouteTitle() ?? 'Error';
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageTitle title={title} />
      <Alert severity="error">{children}</Alert>
    </Box>
  );
}
