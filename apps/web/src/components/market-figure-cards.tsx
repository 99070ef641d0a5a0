// The three market figure cards of Top Brands and Top Products: how many were spec'd and the two medians.
import { Box } from '@mui/material';
import { SEARCH_FILTERS_CAVEAT } from '@specpulse/contract';
import { SHARE_DECIMALS } from './format.ts';
import { StatCard, type StatCardProps } from './stat-card.tsx';

export interface MarketFigureCardsProps {
  /** "Brands Spec'd" or "Products Spec'd". */
  countTitle: string;
  count: StatCardProps['value'];
  medians: { spec: StatCardProps['value']; search: StatCardProps['value'] } | undefined;
}

export function MarketFigureCards({ countTitle, count, medians }: MarketFigureCardsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <StatCard title={countTitle} value={count} decimals={0} />
      <StatCard title="Median Spec" value={medians?.spec} decimals={SHARE_DECIMALS} suffix="%" />
      {/* Search figures ignore the project filters: the title's tooltip says so (metrics.md, Medians). */}
      <StatCard
        title="Median Search"
        value={medians?.search}
        decimals={SHARE_DECIMALS}
        suffix="%"
        description={SEARCH_FILTERS_CAVEAT}
      />
    </Box>
  );
}
