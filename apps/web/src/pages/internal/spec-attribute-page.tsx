// Spec Attributes (/specattribute/, internal): the pattern rows of the value chosen in the filters' Spec
// Attribute Id block, and its percent over the period groups.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { messages, specAttributeDetailRoute, specAttributeReport } from '@specpulse/contract';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage, useFilterSet } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { LOAD_FAILED_TEXT, settledRows } from '../../components/page/settled.ts';
import { patternSeries } from './pattern-series.ts';
import { RequiredFilterAlert, explainRequired } from './required-filter.tsx';

export default function SpecAttributePage() {
  // Asked even without an id: the API's 'Please set the spec attribute id' is the page's error then, shown
  // on the page (RequiredFilterAlert).
  const missing = useFilterSet().filters.spec_attribute_id === null;
  const { results, filters } = useAnalyticsPage({
    queries: { detail: { route: specAttributeDetailRoute } },
    explainError: useMemo(() => explainRequired(messages.specAttributeRequired, missing), [missing]),
  });
  const rows = settledRows(results.detail);
  const first = rows?.[0];
  const chart = useMemo(() => (rows ? patternSeries(rows, null, 1) : undefined), [rows]);
  const title = first
    ? `Spec Attribute : ${first.spec_type_name}: ${first.spec_name}`
    : filters.spec_attribute_id !== null
      ? `Spec Attribute : ${filters.spec_attribute_id}`
      : 'Spec Attribute';

  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar filterType="specattribute" empty={results.detail.data?.length === 0} />
      <PageTitle dateRange title={title} />
      {missing && (
        <RequiredFilterAlert
          text={messages.specAttributeRequired}
          hint="Choose a value in the filters' Spec Attribute Id field (by name or id), then Apply Filters."
        />
      )}
      <Box sx={{ mb: 2 }}>
        <LineChart
          title="Spec Attribute Percent"
          categories={chart?.categories}
          series={chart?.series}
          yAxisTitle="Percent of the spec type"
          valueSuffix="%"
          height={300}
          emptyText={results.detail.isError ? LOAD_FAILED_TEXT : undefined}
        />
      </Box>
      <DataTable report={specAttributeReport} rows={rows} loading={results.detail.isFetching} exportable />
    </Box>
  );
}
