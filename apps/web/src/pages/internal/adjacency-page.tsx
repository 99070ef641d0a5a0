// Adjacency (/adjacency/, internal): for the anchor brand and adjacent category of the filters, what the
// anchor's projects specify in that category: three stat cards and the Adjacency table.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { adjacencyBreakdownRoute, adjacencyReport, messages } from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { StatCard, statText } from '../../components/stat-card.tsx';
import { FilterSummaryBar, useAnalyticsPage, useFilterSet } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { RequiredFilterAlert, explainRequired } from './required-filter.tsx';

export default function AdjacencyPage() {
  // Asked even without an anchor (sent as 0): the API's validation text is the page's error then, shown on
  // the page (RequiredFilterAlert).
  const { filters: urlFilters } = useFilterSet();
  const anchorId = urlFilters.adjacent_brand?.id ?? 0;
  const unset = anchorId < 1 || urlFilters.adjacent_category === null;
  const { data, results, filters } = useAnalyticsPage({
    queries: { breakdown: { route: adjacencyBreakdownRoute, params: { brandId: anchorId } } },
    explainError: useMemo(() => explainRequired(messages.adjacencyRequired, unset), [unset]),
  });
  const stats = results.breakdown.isError ? null : data.breakdown?.stats;
  const anchor = filters.adjacent_brand?.name ?? 'the anchor brand';
  const category = stats?.cat ?? 'the category';

  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar filterType="adjacency" empty={data.breakdown?.data.length === 0} />
      <PageTitle
        dateRange
        title={filters.adjacent_brand ? `Adjacency : ${filters.adjacent_brand.name}` : 'Adjacency'}
      />
      {unset && (
        <RequiredFilterAlert
          text={messages.adjacencyRequired}
          hint="Choose an Anchor Brand and an Adjacent Category in the filters, then Apply Filters."
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 2 }}>
        <StatCard
          title="Projects with the anchor brand"
          value={stats?.total}
          decimals={0}
          caption={stats ? `Projects specifying ${anchor}` : undefined}
        />
        <StatCard
          title={`Also specify ${category}`}
          value={stats?.withpct}
          decimals={2}
          suffix="%"
          caption={
            stats
              ? `${stats.cnt} projects; ${statText(stats.withoutpct, 2, '%')} do not specify ${category}`
              : undefined
          }
        />
        <StatCard
          title={`Top brand in ${category}`}
          value={stats ? (stats.second ?? 'None') : undefined}
          caption={stats ? `Most often specified next to ${anchor}` : undefined}
        />
      </Box>
      <DataTable
        report={adjacencyReport}
        rows={results.breakdown.isError ? [] : data.breakdown?.data}
        loading={results.breakdown.isFetching}
        exportable
      />
    </Box>
  );
}
