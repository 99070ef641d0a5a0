// Runs Source Data downloads in the background with their progress (bytes received), and reports each
// outcome as the spec's snackbar: '{PDF/CSV} Downloaded' or 'The {PDF/CSV} generation failed'.
import { useCallback, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { messages, type SourcePayload } from '@specpulse/contract';
import { ApiError } from '../api/client.ts';
import { saveFile } from '../components/export/save-file.ts';
import type { SourceDownload } from './source-downloads.ts';

export interface RunningDownload {
  id: number;
  label: string;
  /** Bytes received so far. */
  bytes: number;
}

export interface Downloads {
  running: RunningDownload[];
  start: (download: SourceDownload, payload: SourcePayload) => void;
}

export function useDownloads(): Downloads {
  const { enqueueSnackbar } = useSnackbar();
  const [running, setRunning] = useState<RunningDownload[]>([]);
  const nextId = useRef(1);
  const start = useCallback(
    (download: SourceDownload, payload: SourcePayload) => {
      const id = nextId.current++;
      setRunning((list) => [...list, { id, label: download.label, bytes: 0 }]);
      const progress = (bytes: number) =>
        setRunning((list) => list.map((d) => (d.id === id ? { ...d, bytes } : d)));
      download
        .fetch(payload, progress)
        .then((file) => {
          saveFile(file.blob, file.fileName ?? `${download.label}.${download.kind.toLowerCase()}`);
          enqueueSnackbar(messages.downloaded(download.kind), { variant: 'success' });
        })
        .catch((error: unknown) => {
          console.error(messages.downloadError, error);
          // A refusal the server explains (Export All beyond a worksheet's rows) says why and what to do.
          const text =
            error instanceof ApiError && error.status === 400
              ? error.message
              : messages.generationFailed(download.kind);
          enqueueSnackbar(text, { variant: 'error' });
        })
        .finally(() => setRunning((list) => list.filter((d) => d.id !== id)));
    },
    [enqueueSnackbar],
  );
  return { running, start };
}
