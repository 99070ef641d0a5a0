// The user's default view: its filters are applied once when a page opens without any filter in its URL.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ViewList } from '@specpulse/contract';
import { useViewNotice } from './use-open-view.ts';
import { hasFilters, withViewFilters } from './view-query.ts';

export function useDefaultView(list: ViewList | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notice = useViewNotice();
  // The URL the page opened with: later changes (the user's own) are never overridden.
  const opened = useRef({ pathname, search });
  const done = useRef(false);
  useEffect(() => {
    if (done.current || list === undefined) return;
    done.current = true;
    const start = opened.current;
    if (hasFilters(start.search) || start.pathname !== pathname || start.search !== search) return;
    const view = list.views.find((v) => v.id === list.default_view_id);
    if (!view || !hasFilters(view.query)) return;
    notice(view.query);
    void navigate({ pathname, search: `?${withViewFilters(search, view.query)}` }, { replace: true });
  }, [list, pathname, search, navigate, notice]);
}
