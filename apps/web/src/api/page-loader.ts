// The current page's data loader, registered on mount, which Apply Filters runs (spec doc 1 §4).
import { useEffect, useRef } from 'react';

let registered: (() => void) | null = null;

/** Registers `loader` as the page's reload action while the calling component is mounted. */
export function useRegisterPageLoader(loader: () => void): void {
  const latest = useRef(loader);
  useEffect(() => {
    latest.current = loader;
  });
  useEffect(() => {
    const run = () => latest.current();
    registered = run;
    return () => {
      if (registered === run) registered = null;
    };
  }, []);
}

/** Runs the registered loader; false when no page registered one. */
export function runPageLoader(): boolean {
  if (!registered) return false;
  registered();
  return true;
}
