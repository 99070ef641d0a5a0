// The downloads in progress with the bytes received so far (the page stays usable meanwhile).
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { RunningDownload } from './use-downloads.ts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function DownloadProgress({
  running,
  floating = false,
}: {
  running: RunningDownload[];
  floating?: boolean;
}) {
  if (running.length === 0) return null;
  return (
    <Paper
      elevation={floating ? 6 : 0}
      variant={floating ? 'elevation' : 'outlined'}
      role="status"
      aria-label="Downloads in progress"
      sx={{
        p: 1.5,
        minWidth: 280,
        ...(floating ? { position: 'fixed', bottom: 16, right: 16, zIndex: (t) => t.zIndex.snackbar } : {}),
      }}
    >
      {running.map((d) => (
        <Box key={d.id} sx={{ mb: 1 }}>
          <Typography variant="body2">
            Downloading {d.label}: {formatBytes(d.bytes)} received
          </Typography>
          <LinearProgress aria-label={`Downloading ${d.label}`} />
        </Box>
      ))}
    </Paper>
  );
}
