// Table declarations for "Why it changed" (the contributors) and the Market Movers cards (metrics.md).
import { defineReport, type ReportColumn } from '../report.ts';
import { GROWTH_ABSOLUTE_COLUMN, GROWTH_REAL_COLUMN, PERCENT_SUFFIX, POINTS_SUFFIX } from '../figures.ts';
import type { ContributorRow, MoverRow, ProjectContribution } from './share-change.ts';

const pct = { kind: 'number', decimals: 4, suffix: PERCENT_SUFFIX } as const;
const pts = { kind: 'number', decimals: 2, suffix: POINTS_SUFFIX, signColors: true } as const;
const lines = { kind: 'number', decimals: 0 } as const;
/** A points column of a share change part, its meaning as the heading's tooltip. */
const part = <F extends string>(field: F, label: string, description: string) =>
  ({ field, label, ...pts, description }) as const;

/** The states, segments and categories behind a brand's share change, largest effect first (the API's order). */
export const shareContributorsReport = defineReport<ContributorRow>({
  id: 'brand-sharecontributors',
  title: 'Top Contributors',
  columns: [
    { field: 'dimension', label: 'By', kind: 'text' },
    { field: 'name', label: 'Name', kind: 'text' },
    part('change', 'Change', 'Points of the brand’s share this value added or removed (within + mix).'),
    part('within', 'Own Specs', 'The brand winning or losing specifications inside this value.'),
    part(
      'mix',
      'Market Mix',
      'The market moving towards (away from) this value, against the brand’s average share.',
    ),
    { field: 'previous_percent', label: 'Previous Share', ...pct },
    { field: 'current_percent', label: 'Current Share', ...pct },
    { field: 'lines', label: 'Spec Lines', ...lines },
    { field: 'previous_lines', label: 'Previous Spec Lines', ...lines, hidden: true },
  ],
});

/** The projects behind the largest gains, then those behind the largest losses. */
export const shareProjectsReport = defineReport<ProjectContribution>({
  id: 'brand-shareprojects',
  title: 'Projects Behind the Change',
  columns: [
    { field: 'name', label: 'Project', kind: 'text' },
    { field: 'state', label: 'State', kind: 'text' },
    part('change', 'Change', 'Points of the brand’s share the project added or removed.'),
    { field: 'previous_lines', label: 'Previous Brand Lines', ...lines },
    { field: 'lines', label: 'Brand Lines', ...lines },
  ],
});

const moverColumns = (brandColumn: boolean): ReportColumn<MoverRow>[] => [
  { field: 'image_url', label: 'Image', kind: 'image' },
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'manufacturer_name', label: 'Brand', kind: 'text', hidden: !brandColumn },
  { field: 'spec_growth_absolute', label: 'Growth Absolute', ...GROWTH_ABSOLUTE_COLUMN },
  { field: 'spec_growth_real', label: 'Growth Real', ...GROWTH_REAL_COLUMN },
  { field: 'spec_percent', label: 'Spec Percent', ...pct },
  { field: 'previous_percent', label: 'Previous Spec Percent', ...pct, hidden: true },
  {
    field: 'sample',
    label: 'Sample',
    ...lines,
    description: 'Spec lines in the window and the previous window: the sample behind both shares.',
  },
];

/** The gainers' and losers' tables of one Market Movers card ('brand-movers-gainers', 'Brand Gainers', …). */
const moverTables = (kind: 'brand' | 'product', label: string) => {
  const table = (side: 'gainers' | 'losers', title: string) =>
    defineReport<MoverRow>({
      id: `${kind}-movers-${side}`,
      title,
      columns: moverColumns(kind === 'product'),
    });
  return { gainers: table('gainers', `${label} Gainers`), losers: table('losers', `${label} Losers`) };
};

export const moversReports = {
  brand: moverTables('brand', 'Brand'),
  product: moverTables('product', 'Product'),
};
