// /admin/sessions: session activity over the last 10,000 events (spec doc 1 §2.7).
import { Box, Typography } from '@mui/material';
import { messages } from '@specpulse/contract';
import { adminQueryKeys, fetchSessions } from '../../api/admin-api.ts';
import { SessionsTable } from './sessions-table.tsx';
import { useAdminQuery } from './use-admin-query.ts';
import { AdminPageHeader } from './admin-page-header.tsx';

export default function SessionsPage() {
  const sessions = useAdminQuery(adminQueryKeys.sessions, fetchSessions, messages.noAdminAccess);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <AdminPageHeader title="Session Activity" />
      <Typography variant="body2" color="text.secondary">
        Sessions built from the last 10,000 events; events of one user less than 30 minutes apart form one
        session.
      </Typography>
      <SessionsTable sessions={sessions.data} />
    </Box>
  );
}
