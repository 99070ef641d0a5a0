// Category Rank (/brandrank/:brandId?, internal): the brand chooser, or the brand's Category Ranks table.
import { Box } from '@mui/material';
import {
  brandCategoryRankRoute,
  brandNameRoute,
  categoryRanksReport,
  type BrandId,
} from '@specpulse/contract';
import { useCan } from '../../session/access.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { BrandChooser } from './brand-chooser.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { settledRows } from '../../components/page/settled.ts';
import { useBrandIdParam } from './use-brand-id-param.ts';
import { PageError } from '../../components/page/page-error.tsx';

function CategoryRanks({ brandId }: { brandId: BrandId }) {
  const canName = useCan(brandNameRoute.access);
  const params = { brandId };
  const { data, results } = useAnalyticsPage({
    view: { brandId },
    queries: {
      ranks: { route: brandCategoryRankRoute, params },
      // The name call needs the brands permission; internal staff without it see the id instead.
      name: { route: brandNameRoute, params },
    },
  });
  const name = data.name?.name ?? (canName ? '-' : `Brand ${brandId}`);
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.ranks?.length === 0} />
      <PageTitle
        dateRange
        title={`Category Rank : ${name}`}
        // The logo's place is there from the start (an empty box until the name comes), so the title and the
        // date range under it do not move when it arrives (CLS).
        logo={canName ? { name: data.name?.name, url: data.name?.image_url } : undefined}
      />
      <DataTable report={categoryRanksReport} rows={settledRows(results.ranks)} exportable />
    </Box>
  );
}

export default function BrandRankPage() {
  const param = useBrandIdParam();
  if (param.kind === 'none') return <BrandChooser />;
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  return <CategoryRanks key={String(param.brandId)} brandId={param.brandId} />;
}
