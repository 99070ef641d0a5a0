// One card per brand of the comparison (ours first): spec share, rank k of N, projects and change. Until the
// answer comes, as many cards with '-' as it will hold, so nothing below moves when it arrives.
import { Grid } from '@mui/material';
import { POINTS_SUFFIX, type Standing } from '@specpulse/contract';
import { formatChange } from '../../components/format.ts';
import { StatCard } from '../../components/stat-card.tsx';

const signed = (points: number) => formatChange(points, 2, POINTS_SUFFIX);

export function StandingCards({ standing, expected }: { standing: Standing | undefined; expected: number }) {
  const cards = standing
    ? standing.rows.map((row) => ({
        key: row.brand_ids.join(','),
        title: row.ours ? `${row.name} (us)` : row.name,
        value: row.spec_percent,
        caption:
          `Rank ${row.rank ?? '-'} of ${standing.total_brands} · ${row.projects} projects` +
          (row.spec_growth_absolute === null ? '' : ` · ${signed(row.spec_growth_absolute)}`),
      }))
    : Array.from({ length: expected }, (_, i) => ({
        key: String(i),
        title: i === 0 ? 'Us' : `Competitor ${i}`,
        value: undefined,
        caption: 'Rank - of - · - projects',
      }));
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
          <StatCard title={card.title} value={card.value} decimals={2} suffix="%" caption={card.caption} />
        </Grid>
      ))}
    </Grid>
  );
}
