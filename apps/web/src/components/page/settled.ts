// What a section draws for one page query: its data, or an empty list once the query failed (not a spinner forever),
// and the text a chart or table shows then.
import type { UseQueryResult } from '@tanstack/react-query';

/** What a chart or table shows when its request failed (the error banner above says why). */
export const LOAD_FAILED_TEXT = 'Could not be loaded';

/** The rows, [] after a failure (the error banner says why), undefined while loading. */
export function settledRows<T>(result: UseQueryResult<readonly T[], unknown>): readonly T[] | undefined {
  return result.isError ? [] : result.data;
}
