// Categories (/category/, internal): per category, the spec percent of each of the 1-4 brands chosen in the
// filters' Manufacturer pickers, brands as columns.
import { useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import {
  categoriesReport,
  categoryBreakdownRoute,
  type CategoryBreakdownColumn,
  type CategoryBreakdownRow,
  type ReportDefinition,
} from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../brands/page-title.tsx';

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
  // Asked even without brands: the API's 'Please select one or more category brands' is the page's error then.
  const { data, results, payload } = useAnalyticsPage({
    page: 'category',
    queries: { breakdown: { route: categoryBreakdownRoute } },
  });
  const breakdown = results.breakdown.isError ? undefined : data.breakdown;
  const report = useMemo(() => categoryColumnsShown(breakdown?.columns ?? []), [breakdown?.columns]);
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar filterType="category" />
      <PageTitle title="Categories" />
      {payload.category_brands.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Choose up to four brands in the filters' Manufacturer pickers, then Apply Filters.
        </Alert>
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
