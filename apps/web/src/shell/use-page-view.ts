// Records one page-view event per view (spec doc 2 §1) under the page's registry name (app/pages.ts), with
// its filters.
import { useEffect, useRef } from 'react';
import { recordSessionEvent } from '../api/session-events.ts';

/**
 * `page` names the view (e.g. 'brands' or 'brand/drill'; undefined: none is recorded); `extra` carries view
 * identity such as {brandId}: a change of page or extra is a new view, a change of filters alone is not.
 * The filters sent are those current when the view starts.
 */
export function usePageView(
  page: string | undefined,
  filters?: Record<string, unknown>,
  extra?: Record<string, unknown>,
) {
  const viewKey = `${page}\u0000${JSON.stringify(extra ?? {})}`;
  const recorded = useRef<string | null>(null);
  const latest = useRef({ filters, extra });
  latest.current = { filters, extra };

  useEffect(() => {
    // The ref also absorbs React's development double-run of effects.
    if (page === undefined || recorded.current === viewKey) return;
    recorded.current = viewKey;
    const { filters: currentFilters, extra: currentExtra } = latest.current;
    recordSessionEvent({ kind: 'page', page, filters: { ...currentFilters, ...currentExtra } });
  }, [viewKey, page]);
}
