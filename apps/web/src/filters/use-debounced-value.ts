// A value that follows its input after `delayMs` of quiet (autocomplete terms: 200 ms, spec doc 1 §9).
import { useEffect, useState } from 'react';

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

export function useDebouncedValue<T>(value: T, delayMs: number = AUTOCOMPLETE_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
