// Brands List (/brandsummary/, internal): the brands chooser (ids or names → /brandsummary/{ids}, the group's
// event types) above the market's Brands List, whose rows open the brand summary drill of that brand.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box } from '@mui/material';
import { brandTopBrandsRoute, brandsListReport, type TopBrandRow } from '@specpulse/contract';
import { DataTable, withColumnsShown } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { useCan } from '../../session/access.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { settledRows } from '../../components/page/settled.ts';
import { BrandsChooser } from '../../components/page/id-choosers.tsx';
import { GROUP_DRILL_PATH } from '../../components/page/page-links.ts';

export default function BrandSummaryPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const canList = useCan(brandTopBrandsRoute.access);
  const { results, filters } = useAnalyticsPage({
    // The market's brand list is the brands permission's figure: without it, not asked for.
    queries: { topBrands: { route: brandTopBrandsRoute } },
  });
  const report = useMemo(
    () => withColumnsShown(brandsListReport, ['spec_quantity_share'], filters.qtyShares),
    [filters.qtyShares],
  );
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar />
      <PageTitle title="Brands List" />
      <BrandsChooser />
      {canList ? (
        <DataTable<TopBrandRow>
          report={report}
          rows={settledRows(results.topBrands)}
          exportable
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
