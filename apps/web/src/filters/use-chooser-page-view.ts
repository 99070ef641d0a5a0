// A chooser shown as the whole page (a drilldown's path without its id) records its page view as the page
// with an id does, with the filters and the id left empty, so every chooser counts alike (the product
// chooser's page records through useAnalyticsPage).
import { filterSetToPayload } from '@specpulse/contract';
import { useCurrentPage } from '../components/page/current-page.ts';
import { usePageView } from '../shell/use-page-view.ts';
import { useFilterSet } from './use-filter-set.ts';

/** `subject`: the page's id parameter, empty, e.g. { brandId: null }; `enabled` false inside a page that records
 * its own view. */
export function useChooserPageView(subject: Record<string, null>, enabled = true) {
  const { filters } = useFilterSet();
  const page = useCurrentPage()?.view;
  const payload = filterSetToPayload(filters) as unknown as Record<string, unknown>;
  usePageView(enabled ? page : undefined, payload, subject);
}
