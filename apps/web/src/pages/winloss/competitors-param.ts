// The chosen competitors live in the URL (`?competitors=12,34`) beside the filters, so a shared or saved link
// opens the same comparison; none = the leading brands of the filters.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_COMPETITORS } from '@specpulse/contract';
import { splitIdList } from '../../components/page/id-list.ts';

export const COMPETITORS_PARAM = 'competitors';

/** The competitor ids of a `competitors` value: positive whole numbers, in order, duplicates dropped. */
export const parseCompetitors = (raw: string | null): number[] =>
  [
    ...new Set(
      splitIdList(raw ?? '')
        .filter((p) => /^[1-9][0-9]{0,8}$/.test(p))
        .map(Number),
    ),
  ].slice(0, MAX_COMPETITORS);

export function useCompetitorsParam(): [number[], (ids: readonly number[]) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(COMPETITORS_PARAM);
  const ids = useMemo(() => parseCompetitors(raw), [raw]);
  const set = useCallback(
    (next: readonly number[]) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next.length) params.set(COMPETITORS_PARAM, next.join(','));
        else params.delete(COMPETITORS_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  return [ids, set];
}
