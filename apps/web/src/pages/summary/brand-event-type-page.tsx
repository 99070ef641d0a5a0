// Brand Event Type Summary (/brandsummary/{brandids}, internal): the group's events in the window per type.
import { Box } from '@mui/material';
import {
  eventTypeSummaryReport,
  multiEventTypeSummaryRoute,
  multiLogosRoute,
  type FilterPayload,
} from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { settledRows } from '../../components/page/settled.ts';
import { groupNames } from './group-title.ts';
import { useBrandIdsParam } from '../../components/page/use-id-params.ts';
import { PageError } from '../../components/page/page-error.tsx';

function EventTypeSummary({ brandIds }: { brandIds: number[] }) {
  const body = (payload: FilterPayload) => ({ ...payload, brand_ids: brandIds });
  const { data, results } = useAnalyticsPage({
    view: { brandIds },
    queries: {
      types: { route: multiEventTypeSummaryRoute, body },
      logos: { route: multiLogosRoute, body },
    },
  });
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.types?.length === 0} />
      <PageTitle dateRange title={`Brand Event Type Summary : ${groupNames(brandIds, data.logos)}`} />
      <DataTable report={eventTypeSummaryReport} rows={settledRows(results.types)} exportable />
    </Box>
  );
}

export default function BrandEventTypePage() {
  const param = useBrandIdsParam();
  if (param.kind !== 'valid')
    return <PageError>{param.kind === 'invalid' ? param.message : 'No brand ids'}</PageError>;
  return <EventTypeSummary key={param.ids.join(',')} brandIds={param.ids} />;
}
