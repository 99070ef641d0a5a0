// /admin/outbox: the mail the portal sent or kept (without SMTP_URL every message stays here), newest first,
// each as its recipient sees it: subject, to, date, delivery status with the last error, and the HTML in a
// sandboxed frame (no scripts, no same-origin access).
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { messages, type OutboxMessage } from '@specpulse/contract';
import { adminQueryKeys, fetchOutbox } from '../../api/admin-api.ts';
import { AdminPageHeader } from './admin-page-header.tsx';
import { useAdminQuery } from './use-admin-query.ts';

const statusText: Record<OutboxMessage['status'], string> = {
  kept: 'Kept (no mail server set)',
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};
const statusColour = (s: OutboxMessage['status']) =>
  s === 'sent' ? 'success' : s === 'failed' ? 'error' : s === 'retrying' ? 'warning' : 'default';

const when = (iso: string) => new Date(iso).toLocaleString();

function Message({ message }: { message: OutboxMessage }) {
  const headingId = `outbox-${message.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={0.5} sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {message.subject}
        </Typography>
        <Typography variant="body2">To: {message.to}</Typography>
        <Typography variant="body2">Date: {when(message.sent_at ?? message.created_at)}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={statusText[message.status]} color={statusColour(message.status)} />
          {message.attempts > 0 && (
            <Typography variant="body2" color="text.secondary">
              {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
            </Typography>
          )}
        </Stack>
        {message.error && (
          <Alert severity={message.status === 'failed' ? 'error' : 'warning'}>{message.error}</Alert>
        )}
        {message.attachments.length > 0 && (
          <Typography variant="body2">Attachments: {message.attachments.join(', ')}</Typography>
        )}
      </Stack>
      <Box
        component="iframe"
        title={`Message: ${message.subject}`}
        sandbox=""
        srcDoc={message.html}
        sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
      />
    </Paper>
  );
}

export default function OutboxPage() {
  const outbox = useAdminQuery(adminQueryKeys.outbox, fetchOutbox, messages.noAdminAccess);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <AdminPageHeader title="Outbox" />
      <Typography variant="body2" color="text.secondary">
        Every message the portal sends (the digests) is recorded here with its delivery; without a mail server
        (SMTP_URL) messages are kept here only.
      </Typography>
      {outbox.isPending && <Typography role="status">Loading the outbox</Typography>}
      {outbox.data?.length === 0 && <Typography>No mail yet.</Typography>}
      {outbox.data?.map((m) => (
        <Message key={m.id} message={m} />
      ))}
    </Box>
  );
}
