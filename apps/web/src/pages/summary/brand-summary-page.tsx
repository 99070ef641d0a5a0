// Brands List (/brandsummary/, internal): the brands chooser (ids or names → /brandsummary/{ids}, the group's
// event types) above the market's Brands List, whose rows open the brand summary drill of that brand.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box } from '@mui/material';
import { brandTopBrandsRoute, brandsListReport, type TopBrandRow } from '@specpulse/contract';
import { DataTable, withColumnsShown } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { useAuth } from '../../session/session-context.tsx';
import { GROUP_DRILL_PATH } from '../brands/brand-drilldown.tsx';
import { PageTitle } from '../brands/page-title.tsx';
import { settledRows } from '../brands/settled.ts';
import { BrandsChooser } from './id-choosers.tsx';

export default function BrandSummaryPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { permissions } = useAuth();
  const canList = permissions.brands === true;
  const { results, filters } = useAnalyticsPage({
    page: 'brandsummary',
    // The market's brand list is the brands permission's figure.
    queries: { topBrands: { route: brandTopBrandsRoute, enabled: canList } },
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
