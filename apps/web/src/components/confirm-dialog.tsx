// The question before a change that cannot be undone (deleting a view, a watch): Cancel, or the action itself.
// Without onCancel it is a notice with one button (e.g. 'no records to export'), in the app's own dialog.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  /** Names the dialog's title element (unique on the page). */
  id: string;
  title: string;
  text: string;
  /** A second paragraph, e.g. what to do about it. */
  detail?: string;
  /** The confirming button's label. */
  action: string;
  busy?: boolean;
  /** Absent: a notice, which its one button (or Escape) closes. */
  onCancel?: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { id, title, text, detail, action, busy = false, onCancel, onConfirm } = props;
  return (
    <Dialog open onClose={onCancel ?? onConfirm} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button
          color={onCancel ? 'error' : 'primary'}
          variant="contained"
          disabled={busy}
          onClick={onConfirm}
          autoFocus={!onCancel}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
