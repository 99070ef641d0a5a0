// The question before a change that cannot be undone (deleting a view, a watch): Cancel, or the action itself.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  /** Names the dialog's title element (unique on the page). */
  id: string;
  title: string;
  text: string;
  /** The confirming button's label. */
  action: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ id, title, text, action, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
