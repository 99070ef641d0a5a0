// Brands List (/brandsummary/, internal): the brands chooser (ids or names → /brandsummary/{ids}, the group's
// event types) above the market's Brands List (paged and sorted on the server, as on Top Brands), whose rows
// open the brand summary drill of that brand.
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box } from '@mui/material';
import { brandSpecCountRoute, brandTopBrandsRoute, type TopBrandRow } from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { useShownAnswer } from '../../components/data-table/server-page.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { useCan } from '../../session/access.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { BrandsChooser } from '../../components/page/id-choosers.tsx';
import { GROUP_DRILL_PATH } from '../../components/page/page-links.ts';
import {
  brandsListServer,
  useBrandsListPaging,
  useBrandsListReport,
} from '../../components/page/brands-list.ts';

export default function BrandSummaryPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const canList = useCan(brandTopBrandsRoute.access);
  const paging = useBrandsListPaging();
  const { data, results, filters, payload } = useAnalyticsPage({
    // The market's brand list is the brands permission's figure: without it, not asked for.
    queries: {
      topBrands: { route: brandTopBrandsRoute, query: paging.query },
      specCount: { route: brandSpecCountRoute },
    },
  });
  // The shown page stays until the next one arrives.
  const shownPage = useShownAnswer(data.topBrands);
  const listFailed = results.topBrands.isError;
  const report = useBrandsListReport(filters.qtyShares, shownPage);
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.specCount?.count === 0} />
      <PageTitle dateRange title="Brands List" />
      <BrandsChooser />
      {canList ? (
        <DataTable<TopBrandRow>
          report={report}
          rows={listFailed ? [] : shownPage}
          loading={results.topBrands.isFetching}
          exportable
          // Sorted by the server over every brand: the order of a page alone would mislead.
          server={brandsListServer(
            paging,
            listFailed ? 0 : (data.specCount?.count ?? shownPage?.length ?? 0),
            payload,
          )}
          onRowClick={(row) =>
            void navigate({ pathname: `${GROUP_DRILL_PATH}/${row.manufacturer_id}`, search })
          }
          rowLabel={(row) => `Open the brand summary of ${row.name}`}
        />
      ) : (
        <Alert severity="info">The Brands List needs the brands permission; choose brands by id above.</Alert>
      )}
    </Box>
  );
}
