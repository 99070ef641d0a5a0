// Loads and registers the US states map once; null until it is ready.
import { useEffect, useState } from 'react';
import { loadUsStates, type UsStates } from './us-states.ts';

export function useUsStates(): UsStates | null {
  const [states, setStates] = useState<UsStates | null>(null);
  useEffect(() => {
    let live = true;
    loadUsStates().then(
      (s) => live && setStates(s),
      (error: unknown) => console.error('US map failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return states;
}
