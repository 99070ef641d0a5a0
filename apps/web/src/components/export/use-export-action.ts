// Runs an export (xlsx, png, pdf) once at a time, reporting a failure as a notification instead of throwing.
import { useCallback, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';

export function useExportAction(): { run: (action: () => Promise<unknown>) => void; busy: boolean } {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    (action: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      action()
        .catch((error: unknown) => {
          console.error('Export failed', error);
          enqueueSnackbar('The export failed', { variant: 'error' });
        })
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [enqueueSnackbar],
  );
  return { run, busy };
}
