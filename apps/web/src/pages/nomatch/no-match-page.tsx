// Shown for a path that matches no page: 'No page match for' and the path, with a Go Home link.
import { Box, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { messages } from '@specpulse/contract';
import { SupportContact } from '../../shell/support-contact.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';

function fromPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

export default function NoMatchPage() {
  const location = useLocation();
  const path = fromPath(location.state) ?? location.pathname;
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <PageTitle
        title={
          <>
            {messages.noPageMatch} <code>{path}</code>
          </>
        }
      />
      <SupportContact />
      <Button component={RouterLink} to="/" variant="contained">
        Go Home
      </Button>
    </Box>
  );
}
