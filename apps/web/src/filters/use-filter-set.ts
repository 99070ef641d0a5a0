// The URL is the one source of filter state: read it through the contract, write it with updater functions.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterAllowed, FilterSet } from '@specpulse/contract';
import { useConfiguration } from '../session/session-context.tsx';
import { baseFilterSet, filterAllowed, readFilterSet, sameQuery, writeFilterSet } from './filter-state.ts';

export type FilterUpdate = FilterSet | ((current: FilterSet) => FilterSet);

export interface FilterSetState {
  /** Defaults merged with the URL, pruned to the configuration (empty categories → defaults'). */
  filters: FilterSet;
  /** Writes the URL (a new history entry unless `replace`); returns false when nothing changed. */
  setFilters: (update: FilterUpdate, options?: { replace?: boolean }) => boolean;
  /** The configuration's defaults as a filter set. */
  base: FilterSet;
  allowed: FilterAllowed;
}

export function useFilterSet(): FilterSetState {
  const configuration = useConfiguration();
  const [searchParams, setSearchParams] = useSearchParams();
  const base = useMemo(() => baseFilterSet(configuration), [configuration]);
  const allowed = useMemo(() => filterAllowed(configuration, base), [configuration, base]);
  const search = searchParams.toString();
  const filters = useMemo(() => readFilterSet(search, base, allowed), [search, base, allowed]);

  const setFilters = useCallback(
    (update: FilterUpdate, options?: { replace?: boolean }) => {
      const next = typeof update === 'function' ? update(filters) : update;
      const current = new URLSearchParams(search);
      const written = writeFilterSet(current, next, base);
      if (sameQuery(current, written)) return false;
      setSearchParams(written, { replace: options?.replace ?? false });
      return true;
    },
    [filters, search, base, setSearchParams],
  );

  return { filters, setFilters, base, allowed };
}
