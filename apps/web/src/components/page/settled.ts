// What a section draws for one page query: its data, or an empty list once the query failed (not a spinner forever).
import type { UseQueryResult } from '@tanstack/react-query';

/** The rows, [] after a failure (the error banner says why), undefined while loading. */
export function settledRows<T>(result: UseQueryResult<readonly T[], unknown>): readonly T[] | undefined {
  return result.isError ? [] : result.data;
}
