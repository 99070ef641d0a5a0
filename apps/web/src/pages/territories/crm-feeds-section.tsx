// The Territories page's 'CRM feed' section (firm admins of firms with exports): the firm's feeds, each with
// Send now, Delete and its attempt log (the row opens it), and the dialog that makes one. On this page since
// it is where firm admins manage their firm's sales set-up (territories); /settings is each user's own.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  crmFeedAttemptReport,
  crmFeedReport,
  crmFormatLabels,
  type CrmFeed,
  type CrmFeedRow,
} from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { CrmFeedDialog } from './crm-feed-dialog.tsx';
import { useCrmFeedChanges, useCrmFeedList } from './use-crm-feeds.ts';

const lastAttempt = (feed: CrmFeed) => {
  const last = feed.attempts[0];
  if (!last) return 'not sent yet';
  return last.status === null ? last.outcome : `${last.outcome} (${last.status})`;
};

export function CrmFeedsSection() {
  const list = useCrmFeedList();
  const { remove, sendNow } = useCrmFeedChanges();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const rows: CrmFeedRow[] | undefined = list.data?.feeds.map((f) => ({
    ...f,
    layout: crmFormatLabels[f.format],
    last_attempt: lastAttempt(f),
  }));
  const toggle = (row: CrmFeedRow) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(row.id)) next.add(row.id);
      return next;
    });
  const del = (row: CrmFeedRow) => {
    if (window.confirm(`Delete the CRM feed of ${row.view_name} to ${row.url}?`)) remove.mutate(row.id);
  };
  return (
    <Box component="section" aria-labelledby="crm-feed-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="crm-feed-title" variant="h6" component="h2">
        CRM feed
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A saved view&apos;s lead list posted daily to your CRM&apos;s webhook, signed, in the layout of
        HubSpot or Salesforce. Open a feed to read its delivery attempts.
      </Typography>
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      <DataTable
        report={crmFeedReport}
        rows={rows}
        loading={list.isFetching}
        title={false}
        onRowClick={toggle}
        rowLabel={(row) => `${open.has(row.id) ? 'Hide' : 'Show'} the attempts of ${row.view_name}`}
        expansion={(row) =>
          open.has(row.id) ? (
            <DataTable report={crmFeedAttemptReport} rows={row.attempts} title={false} />
          ) : null
        }
        rowActions={{
          label: 'Actions',
          render: (row) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                disabled={sendNow.isPending}
                onClick={() => sendNow.mutate(row.id)}
                aria-label={`Send ${row.view_name} now`}
              >
                Send now
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => del(row)}
                aria-label={`Delete the feed of ${row.view_name}`}
              >
                Delete
              </Button>
            </Stack>
          ),
        }}
      />
      <Box>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          New CRM feed
        </Button>
      </Box>
      {creating && (
        <CrmFeedDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </Box>
  );
}
