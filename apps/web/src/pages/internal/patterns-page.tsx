// Patterns (/patterns/, internal): each spec attribute value's share of its type per period group, and a chart
// of the chosen spec type's top values over the period groups.
import { useMemo, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { patternDetailRoute, patternsReport } from '@specpulse/contract';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { LOAD_FAILED_TEXT, settledRows } from '../../components/page/settled.ts';
import { patternSeries, specTypesOf, TOP_VALUES } from './pattern-series.ts';

/** The chart shows Color first when the rows have it (the most asked-for characteristic). */
const PREFERRED_TYPE = 'Color';

export default function PatternsPage() {
  const { results } = useAnalyticsPage({
    queries: { patterns: { route: patternDetailRoute } },
  });
  const rows = settledRows(results.patterns);
  const types = useMemo(() => specTypesOf(rows ?? []), [rows]);
  const [chosen, setChosen] = useState<number | null>(null);
  const typeId =
    types.find((t) => t.id === chosen)?.id ??
    types.find((t) => t.name === PREFERRED_TYPE)?.id ??
    types[0]?.id ??
    null;
  const typeName = types.find((t) => t.id === typeId)?.name ?? '';
  const chart = useMemo(() => (rows ? patternSeries(rows, typeId) : undefined), [rows, typeId]);

  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={results.patterns.data?.length === 0} />
      <PageTitle
        dateRange
        title="Patterns"
        aside={
          <TextField
            select
            size="small"
            label="Spec Type"
            value={typeId ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: 200 }}
            disabled={types.length === 0}
          >
            {types.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Box sx={{ mb: 2 }}>
        <LineChart
          title={typeName ? `Top ${typeName} Values` : `Top ${TOP_VALUES} Values`}
          exportName="Patterns Chart"
          categories={chart?.categories}
          series={chart?.series}
          yAxisTitle="Percent of the spec type"
          valueSuffix="%"
          legend
          height={340}
          emptyText={results.patterns.isError ? LOAD_FAILED_TEXT : undefined}
        />
      </Box>
      <DataTable report={patternsReport} rows={rows} loading={results.patterns.isFetching} exportable />
    </Box>
  );
}
