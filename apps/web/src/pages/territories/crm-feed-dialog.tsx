// 'New CRM feed': a saved view, the CRM's layout and the https webhook; once made, the signing secret is shown
// this one time, to copy into the receiver.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { crmFormatLabels, crmFormats, type CrmFormat } from '@specpulse/contract';
import { useViewList } from '../../views/use-views.ts';
import { useCrmFeedChanges } from './use-crm-feeds.ts';

export function CrmFeedDialog({ onClose }: { onClose: () => void }) {
  const views = useViewList()?.views ?? [];
  const { create } = useCrmFeedChanges();
  const [viewId, setViewId] = useState<number | ''>('');
  const [format, setFormat] = useState<CrmFormat>('hubspot');
  const [url, setUrl] = useState('https://');
  const made = create.data;
  if (made)
    return (
      <Dialog open onClose={onClose} aria-labelledby="crm-feed-secret-title">
        <DialogTitle id="crm-feed-secret-title">Feed made: copy its signing secret</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Each delivery is signed with this secret (docs: Export for CRM). It is shown only now: keep it in
            the receiver&apos;s settings. To change it, delete the feed and make a new one.
          </DialogContentText>
          <TextField
            label="Signing secret"
            value={made.secret}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="crm-feed-new-title" fullWidth maxWidth="sm">
      <DialogTitle id="crm-feed-new-title">New CRM feed</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Once a day, the view&apos;s lead list (its Source Data panel&apos;s Export for CRM) is posted as a
          CSV to the webhook, with your access at that moment.
        </DialogContentText>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            label="View"
            value={viewId}
            onChange={(e) => setViewId(Number(e.target.value))}
            helperText={views.length === 0 ? 'Save a view first: the feed sends a saved view' : ' '}
          >
            {views.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="CRM layout"
            value={format}
            onChange={(e) => setFormat(e.target.value as CrmFormat)}
          >
            {crmFormats.map((f) => (
              <MenuItem key={f} value={f}>
                {crmFormatLabels[f]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Webhook URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            helperText="An https:// address your CRM or integration receives files at"
          />
          {create.error && <Alert severity="error">{create.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={viewId === '' || create.isPending}
          onClick={() => viewId !== '' && create.mutate({ view_id: viewId, format, url })}
        >
          Make feed
        </Button>
      </DialogActions>
    </Dialog>
  );
}
