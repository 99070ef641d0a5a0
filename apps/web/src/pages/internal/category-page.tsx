// Categories (/category/, internal): per category, the spec percent of each of the 1-4 brands chosen in the
// filters' Manufacturer pickers, brands as columns.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import {
  categoriesReport,
  categoryBreakdownRoute,
  filterSetToPayload,
  messages,
  type CategoryBreakdownColumn,
  type CategoryBreakdownRow,
  type ReportDefinition,
} from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage, useFilterSet } from '../../filters/index.ts';
import { RequiredFilterAlert, explainRequired } from './required-filter.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';

/** The report with each brand column labelled with its brand's name; slots without a brand left out. */
function categoryColumnsShown(
  columns: readonly CategoryBreakdownColumn[],
): ReportDefinition<CategoryBreakdownRow> {
  const byField = new Map(columns.map((c) => [c.field as string, c.name]));
  return {
    ...categoriesReport,
    columns: categoriesReport.columns.flatMap((c) => {
      if (!c.field.startsWith('brand')) return [c];
      const name = byField.get(c.field);
      return name === undefined ? [] : [{ ...c, label: name }];
    }),
  };
}

export default function CategoryPage() {
  // Asked even without brands: the API's 'Please select one or more category brands' is the page's error
  // then, shown on the page (RequiredFilterAlert).
  const missing = filterSetToPayload(useFilterSet().filters).category_brands.length === 0;
  const { data, results } = useAnalyticsPage({
    queries: { breakdown: { route: categoryBreakdownRoute } },
    explainError: useMemo(() => explainRequired(messages.categoryBrandsRequired, missing), [missing]),
  });
  const breakdown = results.breakdown.isError ? undefined : data.breakdown;
  const report = useMemo(() => categoryColumnsShown(breakdown?.columns ?? []), [breakdown?.columns]);
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar filterType="category" empty={breakdown?.data.length === 0} />
      <PageTitle dateRange title="Categories" />
      {missing && (
        <RequiredFilterAlert
          text={messages.categoryBrandsRequired}
          hint="Choose up to four brands in the filters' Manufacturer pickers, then Apply Filters."
        />
      )}
      <DataTable
        report={report}
        rows={results.breakdown.isError ? [] : breakdown?.data}
        loading={results.breakdown.isFetching}
        exportable
      />
    </Box>
  );
}
