// Runs an export (xlsx, png, pdf) once at a time, tracked by the app (its progress outlives the page: see
// export-tracker.tsx), reporting a failure as a notification instead of throwing.
import { useCallback, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTrackExport } from './export-tracker.tsx';

/** `label` names the export while it runs; `action` may report its progress ('42%'). */
type RunExport = (label: string, action: (report: (progress: string) => void) => Promise<unknown>) => void;

export function useExportAction(): { run: RunExport; busy: boolean } {
  const { enqueueSnackbar } = useSnackbar();
  const track = useTrackExport();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback<RunExport>(
    (label, action) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      track(label, action)
        .catch((error: unknown) => {
          console.error('Export failed', error);
          enqueueSnackbar('The export failed', { variant: 'error' });
        })
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [enqueueSnackbar, track],
  );
  return { run, busy };
}
