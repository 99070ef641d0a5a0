// Win / Loss (issue 42): our brand(s) against a competitor set on the URL's filters — standing, projects won,
// lost and shared (overall, by segment, by state, on the map), our spec rate per specifying firm, and the
// projects we lost. docs/metrics.md defines the figures.
import { useMemo } from 'react';
import { Alert, Box, Grid, Typography } from '@mui/material';
import {
  DEFAULT_COMPETITORS,
  MIN_DECIDED_PROJECTS,
  accessRules,
  firmSortFields,
  firmSpecRatesReport,
  messages,
  segmentOutcomesReport,
  standingReport,
  stateOutcomesReport,
  winLossFirmsRoute,
  winLossLostRoute,
  winLossOutcomesRoute,
  serverPageSizes,
  winLossStandingRoute,
  type FilterPayload,
  lostSortFields,
  type FirmPageQuery,
  type LostPageQuery,
  type WinLossPayload,
} from '@specpulse/contract';
import { StateMap, type StateMapSeries } from '../../components/charts/state-map.tsx';
import { stateKey } from '../../components/charts/state-keys.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { useServerPage, useShownAnswer } from '../../components/data-table/server-page.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';
import { StatCard } from '../../components/stat-card.tsx';
import { StandingCards } from './standing-cards.tsx';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { useCan } from '../../session/access.ts';
import { CompetitorsPicker } from './competitors-picker.tsx';
import { useCompetitorsParam } from './competitors-param.ts';
import { LostProjects } from './lost-projects.tsx';

const firstFirms: FirmPageQuery = { offset: 0, limit: 10, sort: 'projects', order: 'desc' };
const firstLost: LostPageQuery = { offset: 0, limit: 10, sort: 'spec_date', order: 'desc' };

/** `brandIds`: ours as named in the path; none = the firm's own brands. */
export function WinLoss({ brandIds }: { brandIds: number[] }) {
  const [competitors, setCompetitors] = useCompetitorsParam();
  const firms = useServerPage(firstFirms, firmSortFields, serverPageSizes);
  const lost = useServerPage(firstLost, lostSortFields, serverPageSizes);
  const canSeeProjects = useCan(accessRules.winLossProjects);
  const body = (payload: FilterPayload): WinLossPayload => ({
    ...payload,
    brand_ids: brandIds,
    competitor_ids: competitors,
    utc_offset: -new Date().getTimezoneOffset(),
  });
  const { data, results, loading, payload } = useAnalyticsPage({
    view: { brandIds, competitors },
    queries: {
      standing: { route: winLossStandingRoute, body },
      outcomes: { route: winLossOutcomesRoute, body },
      firms: { route: winLossFirmsRoute, body, query: { ...firms.page } },
      lost: { route: winLossLostRoute, body, query: { ...lost.page }, enabled: canSeeProjects },
    },
  });
  const standing = data.standing;
  const outcomes = data.outcomes;
  const mapSeries = useMemo<StateMapSeries[] | undefined>(() => {
    if (results.outcomes.isError) return [];
    if (!outcomes) return undefined;
    return [
      {
        name: 'Win Rate',
        rows: outcomes.states.map((s) => ({
          key: stateKey(s.name),
          value: s.win_rate,
          sample: s.won + s.lost,
        })),
        sample: { unit: 'decided projects', minimum: MIN_DECIDED_PROJECTS },
      },
    ];
  }, [outcomes, results.outcomes.isError]);
  const firmsShown = useShownAnswer(data.firms);

  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={standing?.total_brands === 0} />
      <PageTitle dateRange title="Win / Loss" />
      <CompetitorsPicker chosen={competitors} rows={standing?.rows} onChange={setCompetitors} />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Standing
      </Typography>
      <StandingCards standing={standing} expected={1 + (competitors.length || DEFAULT_COMPETITORS)} />
      <DataTable report={standingReport} rows={results.standing.isError ? [] : standing?.rows} exportable />

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Win / Loss per Project
      </Typography>
      {outcomes && !outcomes.competitor_specified ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {messages.noCompetitorSpecified}
        </Alert>
      ) : (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {(
            [
              ['Won', outcomes?.overall.won, undefined],
              ['Lost', outcomes?.overall.lost, undefined],
              ['Shared', outcomes?.overall.shared, undefined],
              ['Win Rate', outcomes?.overall.win_rate, '%'],
            ] as const
          ).map(([title, value, suffix]) => (
            <Grid key={title} size={{ xs: 6, md: 3 }}>
              <StatCard title={title} value={value} decimals={suffix ? 1 : 0} suffix={suffix} />
            </Grid>
          ))}
        </Grid>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DataTable
            report={segmentOutcomesReport}
            rows={results.outcomes.isError ? [] : outcomes?.segments}
            exportable
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <StateMap
            title="Win Rate by State"
            series={mapSeries}
            valueSuffix="%"
            emptyText={results.outcomes.isError ? LOAD_FAILED_TEXT : undefined}
          />
        </Grid>
      </Grid>
      <DataTable
        report={stateOutcomesReport}
        rows={results.outcomes.isError ? [] : outcomes?.states}
        exportable
      />

      <Box sx={{ mt: 3 }} />
      <DataTable
        report={firmSpecRatesReport}
        rows={results.firms.isError ? [] : firmsShown?.rows}
        loading={loading}
        server={firms.paging(results.firms.isError ? 0 : (firmsShown?.total ?? 0))}
      />

      {canSeeProjects && (
        <Box sx={{ mt: 3 }}>
          <LostProjects
            page={lost.page}
            paging={lost.paging}
            answer={data.lost}
            loading={loading}
            failed={results.lost.isError}
            body={body(payload)}
            payload={payload}
          />
        </Box>
      )}
    </Box>
  );
}
