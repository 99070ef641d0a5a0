// 'Export for CRM' (issue 44): a button that opens a dialog choosing the CRM (HubSpot or Salesforce), then
// downloads the lead list of the projects in view (or of a watch's hits) through the panel's downloads
// (progress, snackbar).
import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { crmFormatLabels, crmFormats, type CrmFormat } from '@specpulse/contract';
import type { SourceDownload } from './source-downloads.ts';

export function CrmExportButton({
  download,
  onDownload,
  disabled,
  label,
}: {
  /** The file of a format: the panel's projects, the lost projects or a watch's hits. */
  download: (format: CrmFormat) => SourceDownload;
  onDownload: (download: SourceDownload) => void;
  disabled?: boolean;
  /** The button's accessible name where one page has several (a watch's, in the list of watches). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<CrmFormat>('hubspot');
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        Export for CRM
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Export for CRM</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            The principals of these projects, one row each, in the import layout of your CRM.
          </Typography>
          <RadioGroup
            aria-label="CRM"
            value={format}
            onChange={(e) => setFormat(e.target.value as CrmFormat)}
          >
            {crmFormats.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={crmFormatLabels[f]} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              onDownload(download(format));
              setOpen(false);
            }}
          >
            Download
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
