// "Why it changed" on the brand drilldown: the sentences, a waterfall from the previous share to the current
// one, the top contributors (a row filters the page to its state's region, segment or category) and the
// projects behind the largest gains and losses (a row opens the project as the Source Data panel does).
import { useMemo, useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import {
  noGrowthDescription,
  PERCENT_SUFFIX,
  POINTS_SUFFIX,
  shareContributorsReport,
  shareProjectsReport,
  type ContributorRow,
  type FilterPayload,
  type FilterSet,
  type ProjectContribution,
  type ShareExplained,
} from '@specpulse/contract';
import { WaterfallChart } from '../../components/charts/waterfall-chart.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { TWO_COLUMNS } from '../../components/two-columns.ts';
import { useComparisonLabel, useFilterSet } from '../../filters/index.ts';
import { useDataFrom } from '../../session/session-context.tsx';
import { ProjectDetail } from '../../source-data/project-detail.tsx';
import { sourcePayload } from '../../source-data/source-downloads.ts';
import { shareChangeSentences } from './share-explained-text.ts';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';

/** The filters that narrow the page to a contributor: a state's region (there is no state filter). */
function filtersFor(row: ContributorRow, filters: FilterSet): FilterSet {
  if (row.dimension === 'segment') return { ...filters, segments: [row.id] };
  if (row.dimension === 'category') return { ...filters, categories: [row.id], subCategories: [] };
  return { ...filters, regions: row.region ? [row.region] : filters.regions };
}

export interface ShareExplainedSectionProps {
  /** undefined while loading. */
  data: ShareExplained | undefined;
  failed: boolean;
  payload: FilterPayload;
  /** Not for firms with hideprojects (their answer lists none). */
  showProjects: boolean;
  height: number;
}

/**
 * A project that lost all its spec lines in the window is outside the page's filters, so its detail (read
 * within the filters) answers 404: the row says why instead of showing an error.
 */
export const LOST_PROJECT_TEXT =
  'This project has no spec lines in the current window: its lines count in the previous window only.';

export function ShareExplainedSection({
  data,
  failed,
  payload,
  showProjects,
  height,
}: ShareExplainedSectionProps) {
  const { setFilters, filters } = useFilterSet();
  const dataFrom = useDataFrom();
  const comparison = useComparisonLabel();
  const [expanded, setExpanded] = useState<number | null>(null);
  // A previous window before the data explains no real change: the section says why instead.
  const uncovered = data?.previous_covered === false;
  const noChangeText = uncovered ? noGrowthDescription(dataFrom) : undefined;
  // Nothing to draw after a failure or in an empty universe: the chart says so instead.
  const empty = failed || uncovered || (data !== undefined && data.previous.total + data.current.total === 0);
  const waterfall = useMemo(
    () =>
      empty
        ? { start: { label: '', value: 0 }, steps: [], endLabel: '' }
        : data && {
            start: {
              label: filters.compare === 'yearAgo' ? 'Share a year ago' : 'Previous share',
              value: data.previous.spec_percent,
            },
            steps: [
              { label: 'Own specifications', value: data.within },
              { label: 'Market mix', value: data.mix },
            ],
            endLabel: 'Current share',
          },
    [data, empty, filters.compare],
  );
  const projects = data && [...data.projects.gains, ...data.projects.losses];
  return (
    <Box component="section" aria-labelledby="why-it-changed">
      <Typography id="why-it-changed" variant="h6" component="h2">
        Why it changed
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
        data-testid="share-explained-comparison"
      >
        Share change {comparison}
      </Typography>
      {/* Room for the three sentences from the start, so what is under them does not move when they come (CLS). */}
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2, minHeight: 104 }} data-testid="share-explained-text">
        {failed ? (
          <Typography>{LOAD_FAILED_TEXT}</Typography>
        ) : noChangeText ? (
          <Typography>{noChangeText}</Typography>
        ) : data ? (
          shareChangeSentences(data).map((line) => <Typography key={line}>{line}</Typography>)
        ) : (
          <Typography color="text.secondary">Loading…</Typography>
        )}
      </Paper>
      <Box sx={TWO_COLUMNS}>
        <WaterfallChart
          title="Share Change"
          input={waterfall}
          totalSuffix={PERCENT_SUFFIX}
          stepSuffix={POINTS_SUFFIX}
          height={height}
          emptyText={failed ? LOAD_FAILED_TEXT : noChangeText}
        />
        <DataTable<ContributorRow>
          report={shareContributorsReport}
          rows={failed || uncovered ? [] : data?.contributors}
          exportable
          onRowClick={(row) => setFilters((current) => filtersFor(row, current))}
          rowLabel={(row) => `Filter the page to ${row.dimension} ${row.name}`}
        />
        {showProjects && (
          <DataTable<ProjectContribution>
            report={shareProjectsReport}
            rows={failed || uncovered ? [] : projects}
            exportable
            onRowClick={(row) => setExpanded((open) => (open === row.id ? null : row.id))}
            rowLabel={(row) => `${expanded === row.id ? 'Collapse' : 'Expand'} ${row.name}`}
            expansion={(row) =>
              expanded === row.id ? (
                <ProjectDetail
                  projectId={row.id}
                  // Any project in the filters: one the brand lost has none of its lines left.
                  payload={sourcePayload(payload)}
                  outsideFiltersText={row.lines === 0 ? LOST_PROJECT_TEXT : undefined}
                />
              ) : null
            }
          />
        )}
      </Box>
    </Box>
  );
}
