// Runs Source Data downloads in the background, tracked by the app with the bytes received (their progress
// outlives the page: see export-tracker.tsx), and reports each outcome as the spec's snackbar: '{PDF/CSV}
// Downloaded' or 'The {PDF/CSV} generation failed'.
import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { messages, type SourcePayload } from '@specpulse/contract';
import { ApiError } from '../api/client.ts';
import { useTrackExport } from '../components/export/export-tracker.tsx';
import { saveFile } from '../components/export/save-file.ts';
import type { SourceDownload } from './source-downloads.ts';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface Downloads {
  start: (download: SourceDownload, payload: SourcePayload) => void;
}

export function useDownloads(): Downloads {
  const { enqueueSnackbar } = useSnackbar();
  const track = useTrackExport();
  const start = useCallback(
    (download: SourceDownload, payload: SourcePayload) => {
      track(`Downloading ${download.label}`, async (report) => {
        const file = await download.fetch(payload, (bytes) => report(`${formatBytes(bytes)} received`));
        saveFile(file.blob, file.fileName ?? `${download.label}.${download.kind.toLowerCase()}`);
      })
        .then(() => enqueueSnackbar(messages.downloaded(download.kind), { variant: 'success' }))
        .catch((error: unknown) => {
          console.error(messages.downloadError, error);
          // A refusal the server explains (Export All beyond a worksheet's rows) says why and what to do.
          const text =
            error instanceof ApiError && error.status === 400
              ? error.message
              : messages.generationFailed(download.kind);
          enqueueSnackbar(text, { variant: 'error' });
        });
    },
    [enqueueSnackbar, track],
  );
  return { start };
}
