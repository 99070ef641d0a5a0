// Internal Top Brands (/brandsummary/topbrands, internal): the brands ranking with each brand's product views,
// asset views, vendor views and all events in the window; a row opens the brand summary drilldown.
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { internalTopBrandsReport, internalTopBrandsRoute } from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { settledRows } from '../../components/page/settled.ts';

export default function InternalTopBrandsPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { results } = useAnalyticsPage({
    queries: { topBrands: { route: internalTopBrandsRoute } },
  });
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={results.topBrands.data?.length === 0} />
      <PageTitle dateRange title="Top Brands" />
      <DataTable
        report={internalTopBrandsReport}
        rows={settledRows(results.topBrands)}
        loading={results.topBrands.isFetching}
        exportable
        onRowClick={(row) =>
          void navigate({ pathname: `/brandsummary/branddrill/${row.manufacturer_id}`, search })
        }
        rowLabel={(row) => `Open ${row.name}`}
      />
    </Box>
  );
}
