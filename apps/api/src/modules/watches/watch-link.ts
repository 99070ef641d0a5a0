// Where a notification opens: the page of the watched subject with the filters that show what fired, written
// in the filters' URL encoding (the saved view's query, plus the projects that fired as `project_ids` where
// the firm shows projects, plus the competitors on Win / Loss).
import type { SavedView } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';
import type { WatchRow } from './watches.queries.ts';

/** The most project ids a link names: enough to show a version's new projects, short enough for a URL. */
const LINKED_PROJECTS = 200;
/** The Win / Loss page's competitors parameter (apps/web/src/pages/winloss/competitors-param.ts). */
const COMPETITORS_PARAM = 'competitors';

const pagePath = (watch: WatchRow, view: SavedView | null): string => {
  switch (watch.subject) {
    case 'brand':
      return `/brands/drill/${watch.ids[0]}`;
    case 'product':
      return `/products/drill/${watch.ids[0]}`;
    case 'competitors':
      return '/winloss/';
    case 'view':
      return view?.path ?? '/';
  }
};

export function watchLink(
  watch: WatchRow,
  view: SavedView | null,
  scope: Pick<FilterScope, 'firm'>,
  projectIds: readonly number[],
): { path: string; query: string } {
  const query = new URLSearchParams(view?.query ?? '');
  if (projectIds.length && !scope.firm.hideProjects)
    query.set('project_ids', projectIds.slice(0, LINKED_PROJECTS).join(','));
  if (watch.subject === 'competitors') query.set(COMPETITORS_PARAM, watch.ids.join(','));
  return { path: pagePath(watch, view), query: query.toString() };
}
