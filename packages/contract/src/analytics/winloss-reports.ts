// Table declarations of the Win / Loss page (issue 42).
import { defineReport } from '../report.ts';
import type { FirmSpecRateRow, LostProjectTableRow, Outcome, StandingRow } from './winloss.ts';

export const standingReport = defineReport<StandingRow>({
  id: 'winloss-standing',
  title: 'Standing',
  columns: [
    { field: 'name', label: 'Brand', kind: 'text' },
    { field: 'spec_percent', label: 'Spec Share', kind: 'number', decimals: 2, suffix: '%', sort: 'desc' },
    { field: 'rank', label: 'Rank', kind: 'number' },
    { field: 'projects', label: 'Projects', kind: 'number' },
    {
      field: 'spec_growth_absolute',
      label: 'Change',
      description: 'Change of the spec share against the previous window, in points',
      kind: 'number',
      decimals: 2,
      suffix: ' pts',
      signColors: true,
      growth: true,
    },
  ],
});

const outcomeColumns = [
  { field: 'won', label: 'Won', kind: 'number' },
  { field: 'lost', label: 'Lost', kind: 'number' },
  { field: 'shared', label: 'Shared', kind: 'number' },
  {
    field: 'win_rate',
    label: 'Win Rate',
    description: 'Won / (won + lost)',
    kind: 'number',
    decimals: 1,
    suffix: '%',
  },
  { field: 'projects', label: 'Projects', kind: 'number', sort: 'desc' },
] as const;

export const segmentOutcomesReport = defineReport<Outcome & { name: string }>({
  id: 'winloss-segments',
  title: 'Win Loss by Segment',
  columns: [{ field: 'name', label: 'Segment', kind: 'text' }, ...outcomeColumns],
});

export const stateOutcomesReport = defineReport<Outcome & { name: string; code: string }>({
  id: 'winloss-states',
  title: 'Win Loss by State',
  columns: [{ field: 'name', label: 'State', kind: 'text' }, ...outcomeColumns],
});

/** Paged and sorted on the server. */
export const firmSpecRatesReport = defineReport<FirmSpecRateRow>({
  id: 'winloss-firms',
  title: 'By Specifying Firm',
  columns: [
    { field: 'firm_name', label: 'Firm', kind: 'text' },
    { field: 'projects', label: 'Projects', kind: 'number', sort: 'desc' },
    { field: 'projects_with_us', label: 'Projects With Us', kind: 'number' },
    {
      field: 'spec_rate',
      label: 'Spec Rate',
      description: 'Projects with us / the firm’s projects in the filters',
      kind: 'number',
      decimals: 1,
      suffix: '%',
    },
    {
      field: 'band',
      label: 'Band',
      description: 'High ≥ 50 %, Intermittent 10-50 %, Low < 10 %',
      kind: 'text',
    },
  ],
});

/** Paged and sorted on the server; a row opens the project's Source Data detail. */
export const lostProjectsReport = defineReport<LostProjectTableRow>({
  id: 'winloss-lost',
  title: 'Projects We Lost',
  columns: [
    { field: 'project_id', label: 'Project Id', kind: 'number', hidden: true },
    { field: 'project_name', label: 'Project', kind: 'text' },
    { field: 'state', label: 'State', kind: 'text' },
    { field: 'segment', label: 'Segment', kind: 'text' },
    { field: 'spec_date', label: 'Date', kind: 'date', dateFormat: 'yyyy-MM-dd', sort: 'desc' },
    { field: 'competitors', label: 'Competitors (status)', kind: 'text' },
    { field: 'firm_name', label: 'Firm', kind: 'text' },
    { field: 'principals', label: 'Principals', kind: 'text' },
  ],
});
