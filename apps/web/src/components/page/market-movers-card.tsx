// The Market Movers card (dashboard, /brands, /products): the brands or products with the largest share gains
// and losses since the previous window, each with its sample; each table exports and a row opens the drilldown.
import { useLocation, useNavigate } from 'react-router';
import { Box, Paper, Typography } from '@mui/material';
import { moversReports, noGrowthDescription, type MoverRow, type Movers } from '@specpulse/contract';
import { DataTable } from '../data-table/index.ts';
import { useComparisonLabel } from '../../filters/comparison.tsx';
import { useDataFrom } from '../../session/session-context.tsx';
import { LOAD_FAILED_TEXT } from './settled.ts';
import { productDrillPath } from './page-links.ts';

/**
 * Gainers beside losers only where each table has room for all its columns (a wide screen); else one above
 * the other, rather than columns cut off at the box's edge (issue 48: no clipped columns from 1280 px).
 */
const SIDE_BY_SIDE_WHEN_ROOM = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 42rem), 1fr))',
} as const;

export interface MarketMoversCardProps {
  kind: 'brand' | 'product';
  /** undefined while loading. */
  movers: Movers | undefined;
  failed: boolean;
}

export function MarketMoversCard({ kind, movers, failed }: MarketMoversCardProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const dataFrom = useDataFrom();
  const id = `${kind}-movers`;
  const reports = moversReports[kind];
  const open = (row: MoverRow) =>
    void navigate(
      kind === 'brand'
        ? { pathname: `/brands/drill/${row.id}`, search }
        : productDrillPath(row.id, row.manufacturer_name, search),
    );
  const things = kind === 'brand' ? 'brands' : 'products';
  const comparison = useComparisonLabel();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }} data-testid={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        Market Movers: {kind === 'brand' ? 'Brands' : 'Products'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The {things} whose spec percent rose or fell most {comparison ?? 'vs the previous window'}, among
        those with at least {movers?.min_sample ?? '…'} spec lines in the two windows together (Sample).
      </Typography>
      {/* Why the tables are empty: the call failed, or the previous window starts before the data. */}
      {(failed || movers?.previous_covered === false) && (
        <Typography variant="body2" sx={{ mb: 1 }} role="status" data-testid={`${id}-notice`}>
          {failed ? LOAD_FAILED_TEXT : noGrowthDescription(dataFrom)}
        </Typography>
      )}
      <Box sx={SIDE_BY_SIDE_WHEN_ROOM}>
        {(['gainers', 'losers'] as const).map((side) => (
          <DataTable<MoverRow>
            key={side}
            report={reports[side]}
            rows={failed ? [] : movers?.[side]}
            exportable
            onRowClick={open}
            rowLabel={(row) => `Open ${row.name}`}
          />
        ))}
      </Box>
    </Paper>
  );
}
