// The panel's status line (spec doc 1 §4): 'Reticulating splines' while its data loads, then
// 'data loaded in {n}ms shown in {n}ms' once the browser has painted it.
import { useEffect, useRef, useState } from 'react';
import { loadedStatus } from '../shell/processing-state.ts';

export const SOURCE_LOADING_STATUS = 'Reticulating splines';

export function useLoadStatus(fetching: boolean, failed: string | null): string {
  const [status, setStatus] = useState(SOURCE_LOADING_STATUS);
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    if (fetching) {
      startedAt.current ??= Date.now();
      setStatus(SOURCE_LOADING_STATUS);
      return;
    }
    const started = startedAt.current;
    startedAt.current = null;
    if (failed) {
      setStatus(failed);
      return;
    }
    if (started === null) return;
    const arrivedAt = Date.now();
    let cancelled = false;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!cancelled) setStatus(loadedStatus(arrivedAt - started, Date.now() - arrivedAt));
      }, 0),
    );
    return () => {
      cancelled = true;
    };
  }, [fetching, failed]);
  return status;
}
