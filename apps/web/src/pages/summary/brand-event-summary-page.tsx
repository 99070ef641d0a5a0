// Brand Event Summary (/brandeventsummary/{brandids}, internal): the group's events, paged and sorted on the
// server (millions of events: a page and the total, never the whole table); the brands chooser without ids.
import { useState } from 'react';
import { Box } from '@mui/material';
import {
  EVENT_EXPORT_PAGE_SIZE,
  eventPageSizes,
  eventSortFields,
  eventSummaryReport,
  multiEventSummaryRoute,
  multiLogosRoute,
  type EventPageQuery,
  type EventSortField,
  type FilterPayload,
} from '@specpulse/contract';
import { api } from '../../api/client.ts';
import { everyPage } from '../../api/all-pages.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { groupNames } from './group-title.ts';
import { BrandsChooser } from '../../components/page/id-choosers.tsx';
import { useBrandIdsParam } from '../../components/page/use-id-params.ts';
import { PageError } from '../../components/page/page-error.tsx';

const firstPage: EventPageQuery = { offset: 0, limit: 10, sort: 'event_date', order: 'asc' };

function EventSummary({ brandIds }: { brandIds: number[] }) {
  const [page, setPage] = useState<EventPageQuery>(firstPage);
  const body = (payload: FilterPayload) => ({ ...payload, brand_ids: brandIds });
  const { data, results, loading, payload } = useAnalyticsPage({
    view: { brandIds },
    queries: {
      events: { route: multiEventSummaryRoute, body, query: { ...page } },
      logos: { route: multiLogosRoute, body },
    },
  });
  // The shown page stays until the next one arrives.
  const [shown, setShown] = useState(data.events);
  if (data.events && data.events !== shown) setShown(data.events);
  const failed = results.events.isError;
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.events?.total === 0} />
      <PageTitle dateRange title={`Brand Event Summary : ${groupNames(brandIds, data.logos)}`} />
      <DataTable
        report={eventSummaryReport}
        rows={failed ? [] : shown?.rows}
        loading={loading}
        exportable
        server={{
          total: failed ? 0 : (shown?.total ?? 0),
          pageIndex: Math.floor(page.offset / page.limit),
          pageSize: page.limit,
          pageSizes: eventPageSizes,
          sort: { field: page.sort, order: page.order },
          sortable: eventSortFields,
          onPage: (pageIndex, pageSize) =>
            setPage({ ...page, offset: pageIndex * pageSize, limit: pageSize }),
          onSort: (field, order) => setPage({ ...page, offset: 0, sort: field as EventSortField, order }),
          // Every event in the shown order, not the page on screen.
          allRows: (onProgress) =>
            everyPage(
              async (offset, limit) =>
                (
                  await api.call(multiEventSummaryRoute, {
                    body: body(payload),
                    query: { sort: page.sort, order: page.order, offset, limit },
                  })
                ).rows,
              EVENT_EXPORT_PAGE_SIZE,
              onProgress,
            ),
        }}
      />
    </Box>
  );
}

export default function BrandEventSummaryPage() {
  const param = useBrandIdsParam();
  if (param.kind === 'none') return <BrandsChooser title="Brand Event Summary" />;
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  return <EventSummary key={param.ids.join(',')} brandIds={param.ids} />;
}
