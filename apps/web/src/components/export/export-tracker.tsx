// The exports and downloads running, kept by the app above its pages: a file still being made when the user
// changes page is saved all the same, and its progress stays on screen (bottom right, over any panel) until then.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { NothingToExportHost } from './nothing-to-export.tsx';

interface RunningExport {
  id: number;
  /** What is being made, e.g. 'Exporting Top Products' or 'Downloading Projects'. */
  label: string;
  /** How far it is, e.g. '42%' or '1.2 MB received'; empty until the first report. */
  progress: string;
}

/** Runs `work` as a tracked export: shown as `label` with the progress it reports, until it settles. */
type TrackExport = <T>(label: string, work: (report: (progress: string) => void) => Promise<T>) => Promise<T>;

const TrackerContext = createContext<TrackExport | null>(null);

/** Outside the app's providers (a component test of one table) an export runs untracked. */
const untracked: TrackExport = (_label, work) => work(() => undefined);

export function useTrackExport(): TrackExport {
  return useContext(TrackerContext) ?? untracked;
}

export function ExportTrackerProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState<RunningExport[]>([]);
  const nextId = useRef(1);
  const track = useCallback<TrackExport>((label, work) => {
    const id = nextId.current++;
    setRunning((list) => [...list, { id, label, progress: '' }]);
    const report = (progress: string) =>
      setRunning((list) => list.map((e) => (e.id === id ? { ...e, progress } : e)));
    return work(report).finally(() => setRunning((list) => list.filter((e) => e.id !== id)));
  }, []);
  const value = useMemo(() => track, [track]);
  return (
    <TrackerContext.Provider value={value}>
      {children}
      <ExportProgress running={running} />
      <NothingToExportHost />
    </TrackerContext.Provider>
  );
}

function ExportProgress({ running }: { running: RunningExport[] }) {
  if (running.length === 0) return null;
  return (
    <Paper
      elevation={6}
      role="status"
      aria-label="Exports in progress"
      data-testid="exports-in-progress"
      sx={{
        p: 1.5,
        minWidth: 280,
        position: 'fixed',
        bottom: 16,
        right: 16,
        zIndex: (t) => t.zIndex.snackbar,
      }}
    >
      {running.map((e) => (
        <Box key={e.id} sx={{ mb: 1 }}>
          <Typography variant="body2">{e.progress ? `${e.label}: ${e.progress}` : `${e.label}…`}</Typography>
          <LinearProgress aria-label={e.label} />
        </Box>
      ))}
    </Paper>
  );
}
