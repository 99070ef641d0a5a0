// Opening a view: its page with its filters, telling the user what the firm no longer allows of them.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { isAppPath, messages, type SavedView } from '@specpulse/contract';
import { useFilterSet } from '../filters/use-filter-set.ts';
import { droppedFilters, goneTerritories } from './view-query.ts';

export function useViewNotice(): (query: string) => void {
  const { base, allowed } = useFilterSet();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (query: string) => {
      const dropped = droppedFilters(query, base, allowed);
      if (dropped.length) enqueueSnackbar(messages.viewFiltersDropped(dropped), { variant: 'warning' });
      const gone = goneTerritories(query, base, allowed);
      if (gone) enqueueSnackbar(messages.territoriesGone(gone), { variant: 'warning' });
    },
    [base, allowed, enqueueSnackbar],
  );
}

export function useOpenView(): (view: SavedView) => void {
  const navigate = useNavigate();
  const notice = useViewNotice();
  return useCallback(
    (view: SavedView) => {
      notice(view.query);
      // The API accepts only paths of this app; one stored before it checked opens the start page.
      const pathname = isAppPath(view.path) ? view.path : '/';
      void navigate({ pathname, search: view.query ? `?${view.query}` : '' });
    },
    [navigate, notice],
  );
}
