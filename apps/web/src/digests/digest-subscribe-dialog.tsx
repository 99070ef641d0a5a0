// 'Send me this view as a digest': weekly or monthly, optionally with the table as a spreadsheet. Subscribing
// again to the same view changes its frequency.
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { DigestFrequency } from '@specpulse/contract';
import { useDigestChanges } from './use-digests.ts';

export function DigestSubscribeDialog({
  viewId,
  name,
  onClose,
}: {
  /** null: the dashboard. */
  viewId: number | null;
  name: string;
  onClose: () => void;
}) {
  const { subscribe } = useDigestChanges();
  const { enqueueSnackbar } = useSnackbar();
  const [frequency, setFrequency] = useState<DigestFrequency>('weekly');
  const [withTable, setWithTable] = useState(false);
  const submit = () =>
    subscribe.mutate(
      { view_id: viewId, frequency, with_table: withTable },
      {
        onSuccess: () => {
          enqueueSnackbar(`You will receive ${name} ${frequency}`, { variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="digest-subscribe-title">
      <DialogTitle id="digest-subscribe-title">Send me {name} as a digest</DialogTitle>
      <DialogContent>
        <DialogContentText>
          An email with its headline figures, the change against the previous window and the top movers, on
          the day and hour of your digest settings.
        </DialogContentText>
        <RadioGroup
          aria-label="How often"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as DigestFrequency)}
        >
          <FormControlLabel value="weekly" control={<Radio />} label="Weekly" />
          <FormControlLabel value="monthly" control={<Radio />} label="Monthly (the 1st)" />
        </RadioGroup>
        <FormControlLabel
          control={<Checkbox checked={withTable} onChange={(e) => setWithTable(e.target.checked)} />}
          label="Attach the table as a spreadsheet"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={subscribe.isPending} onClick={submit}>
          Subscribe
        </Button>
      </DialogActions>
    </Dialog>
  );
}
