// What every growth on a page is measured against, for its label or tooltip: 'vs previous 12 months' or
// 'vs same 12 months a year ago', from the URL's filter set (compare and the window's length).
import { createContext, useContext, type ReactNode } from 'react';
import { comparisonLabel } from '@specpulse/contract';
import { useFilterSet } from './use-filter-set.ts';

// Null outside the shell (a component test of a table alone): growths then say nothing more.
const ComparisonContext = createContext<string | null>(null);

export function ComparisonProvider({ children }: { children: ReactNode }) {
  const { filters } = useFilterSet();
  return (
    <ComparisonContext.Provider value={comparisonLabel(filters.compare, filters.period_interval)}>
      {children}
    </ComparisonContext.Provider>
  );
}

/** 'vs previous 12 months' or 'vs same 12 months a year ago'; null outside the shell. */
export const useComparisonLabel = (): string | null => useContext(ComparisonContext);

/** A growth's description followed by what it is compared with. */
export const withComparison = (description: string, comparison: string | null): string =>
  comparison ? `${description} (${comparison})` : description;
