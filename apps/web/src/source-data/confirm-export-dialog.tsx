// The confirmation before a large export (spec doc 1 §2.5): 'Export All ... to ...', Cancel and Download.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface LargeExport {
  /** What is exported, e.g. 'Projects', 'Specs', 'Contacts'. */
  what: string;
  /** The format, e.g. 'Spreadsheet', 'PDF', 'CSV'. */
  format: string;
}

export function ConfirmExportDialog({
  pending,
  onCancel,
  onDownload,
}: {
  pending: LargeExport | null;
  onCancel: () => void;
  onDownload: () => void;
}) {
  return (
    <Dialog open={pending !== null} onClose={onCancel} aria-labelledby="confirm-export-title">
      <DialogTitle id="confirm-export-title">
        Export All {pending?.what} to {pending?.format}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          This export covers every project in the current filters and can take several minutes... don&apos;t
          close or refresh the page until the download finishes. You can keep working meanwhile.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onDownload} autoFocus>
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
