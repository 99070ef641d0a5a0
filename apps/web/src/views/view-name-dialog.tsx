// The dialog that names a view: saving the current filters (with the share choice) or renaming one.
import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { MAX_VIEW_NAME } from '@specpulse/contract';

export interface ViewNameDialogProps {
  title: string;
  initialName?: string;
  /** Shows the 'Share with my firm' choice (saving, not renaming). */
  withShare?: boolean;
  busy: boolean;
  onSubmit: (name: string, shared: boolean) => void;
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from its initial name. */
export function ViewNameDialog({
  title,
  initialName = '',
  withShare,
  busy,
  onSubmit,
  onClose,
}: ViewNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed, shared);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="view-name-title">
      <form onSubmit={submit}>
        <DialogTitle id="view-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
            helperText={`${name.length}/${MAX_VIEW_NAME}`}
          />
          {withShare && (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
              label="Share with my firm"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
