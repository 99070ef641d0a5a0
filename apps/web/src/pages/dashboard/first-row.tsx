// The dashboard's first row (issue 48): what this user looks for first. A My Brands user sees their own brands'
// spec share, rank among the brands and change since the previous window, with the share's trend as a
// sparkline (the figures Win / Loss and My Brands already answer); anyone else sees the market's top movers.
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Link, Paper, Skeleton, Tooltip, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import {
  PERCENT_SUFFIX,
  POINTS_SUFFIX,
  noGrowthDescription,
  type MoverRow,
  type Movers,
  type Standing,
} from '@specpulse/contract';
import { SHARE_DECIMALS, formatChange, formatNumber, signOf } from '../../components/format.ts';
import { NoGrowth } from '../../components/no-growth.tsx';
import { Sparkline } from '../../components/charts/sparkline.tsx';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';
import { productDrillPath } from '../../components/page/page-links.ts';
import { useComparisonLabel } from '../../filters/index.ts';
import { useDataFrom } from '../../session/session-context.tsx';

/** The first row's body keeps this height from the first render, so the sections under it stay put (CLS). */
const BODY_HEIGHT = { xs: 240, sm: 84 } as const;
const signColor = { 1: 'success.main', [-1]: 'error.main', 0: 'text.secondary' } as const;

function FirstRowCard(props: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={props.id}
      sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}
      data-testid={props.id}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography id={props.id} variant="h6" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      <Box sx={{ minHeight: BODY_HEIGHT }}>{props.children}</Box>
    </Paper>
  );
}

/** One figure of the first row: a small label over a large value, '-' skeleton until it comes. */
function Figure(props: { label: string; testId: string; value: ReactNode | undefined; caption?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {props.label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, lineHeight: 1.25 }}
        data-testid={props.testId}
      >
        {props.value ?? <Skeleton width="4em" />}
      </Typography>
      {props.caption && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {props.caption}
        </Typography>
      )}
    </Box>
  );
}

/** A change in points, signed and coloured; '—' when the data does not reach the previous window. */
function PointsChange({ points }: { points: number | null }) {
  if (points === null) return <NoGrowth focusable={false} />;
  return (
    <Box component="span" sx={{ color: signColor[signOf(points)] }}>
      {formatChange(points, SHARE_DECIMALS, POINTS_SUFFIX)}
    </Box>
  );
}

export interface OwnBrandsRowProps {
  /** Win / Loss's standing of the firm's own brands (as one) in the filters; undefined while loading. */
  standing: Standing | undefined;
  /** The own brands' spec percent per period (My Brands' Brand Performance); undefined while loading. */
  trend: { period: readonly string[]; spec: readonly number[] } | undefined;
  failed: boolean;
}

export const OWN_BRANDS_ROW_ID = 'my-brands-first';

export function OwnBrandsRow({ standing, trend, failed }: OwnBrandsRowProps) {
  const { search } = useLocation();
  const comparison = useComparisonLabel();
  const ours = standing?.rows.find((row) => row.ours);
  const shown = failed ? undefined : ours;
  return (
    <FirstRowCard
      id={OWN_BRANDS_ROW_ID}
      title="My Brands"
      action={
        <Button
          component={RouterLink}
          to={{ pathname: '/mybrands/show', search }}
          endIcon={<ArrowForward />}
          size="small"
        >
          Open My Brands
        </Button>
      }
    >
      {failed || (standing && !ours) ? (
        <Typography role="status" sx={{ py: 2 }}>
          {LOAD_FAILED_TEXT}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'end',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr)) 2fr' },
          }}
        >
          <Figure
            label="Spec Share"
            testId="own-share"
            value={shown && formatNumber(shown.spec_percent, SHARE_DECIMALS, PERCENT_SUFFIX)}
            caption={shown?.name}
          />
          <Figure
            label="Rank"
            testId="own-rank"
            value={shown && (shown.rank === null ? '-' : `${shown.rank} of ${standing?.total_brands ?? '-'}`)}
            caption="among the brands in these filters"
          />
          <Figure
            label="Change"
            testId="own-change"
            value={shown && <PointsChange points={shown.spec_growth_absolute} />}
            caption={comparison ?? 'vs the previous window'}
          />
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
              Spec Share by Period
            </Typography>
            {trend ? (
              <Sparkline
                values={trend.spec}
                labels={trend.period}
                name="My Brands' spec percent by period"
                suffix={PERCENT_SUFFIX}
              />
            ) : (
              <Skeleton variant="rounded" height={40} />
            )}
          </Box>
        </Box>
      )}
    </FirstRowCard>
  );
}

export interface TopMoversRowProps {
  /** Undefined: the user does not see that kind, or it is loading (then `loading`). */
  brands?: { movers: Movers | undefined; failed: boolean };
  products?: { movers: Movers | undefined; failed: boolean };
}

export const TOP_MOVERS_ROW_ID = 'top-movers-first';

/** One mover: what it is, its name (its drilldown; cut with a tooltip), its change and its share now. */
function Mover(props: { label: string; row: MoverRow | undefined; to: string | undefined; loaded: boolean }) {
  const { row } = props;
  return (
    <Box sx={{ minWidth: 0 }} data-testid="top-mover">
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {props.label}
      </Typography>
      {!props.loaded ? (
        <Skeleton width="80%" />
      ) : row && props.to ? (
        <>
          <Tooltip title={row.name} describeChild placement="top-start">
            <Link component={RouterLink} to={props.to} noWrap sx={{ display: 'block', fontWeight: 600 }}>
              {row.name}
            </Link>
          </Tooltip>
          <Typography variant="body2" component="p">
            <PointsChange points={row.spec_growth_absolute} />
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {` to ${formatNumber(row.spec_percent, SHARE_DECIMALS, PERCENT_SUFFIX)}`}
            </Box>
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      )}
    </Box>
  );
}

/** Why there are no movers: 'No brand or product has at least 30 spec lines in the two windows together.' */
const noMoversText = (kinds: readonly ('brand' | 'product')[], minSample: number): string =>
  `No ${kinds.join(' or ')} has at least ${minSample} spec lines in the two windows together, the least a mover needs.`;

export function TopMoversRow({ brands, products }: TopMoversRowProps) {
  const { search } = useLocation();
  const dataFrom = useDataFrom();
  const comparison = useComparisonLabel();
  const kinds = [
    brands && { kind: 'brand' as const, things: 'Brand', ...brands },
    products && { kind: 'product' as const, things: 'Product', ...products },
  ].filter((k) => k !== undefined);
  const failed = kinds.some((k) => k.failed);
  const uncovered = kinds.some((k) => k.movers?.previous_covered === false);
  // Every list came back empty: no entry has the minimum sample in these filters (a narrow filter set).
  const none = kinds.every((k) => k.movers && k.movers.gainers.length + k.movers.losers.length === 0);
  const pathOf = (kind: 'brand' | 'product', row: MoverRow) =>
    kind === 'brand'
      ? `/brands/drill/${row.id}${search}`
      : productDrillPath(row.id, row.manufacturer_name, search);
  return (
    <FirstRowCard id={TOP_MOVERS_ROW_ID} title="Top Movers">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The largest spec percent gains and losses {comparison ?? 'vs the previous window'}.
      </Typography>
      {failed || uncovered || none ? (
        <Typography role="status">
          {failed
            ? LOAD_FAILED_TEXT
            : uncovered
              ? noGrowthDescription(dataFrom)
              : noMoversText(
                  kinds.map((k) => k.kind),
                  kinds[0]?.movers?.min_sample ?? 0,
                )}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {kinds.flatMap(({ kind, things, movers }) =>
            (['gainers', 'losers'] as const).map((side) => {
              const row = movers?.[side][0];
              return (
                <Mover
                  key={`${kind}-${side}`}
                  label={`${things} ${side === 'gainers' ? 'gaining' : 'losing'} most`}
                  row={row}
                  to={row && pathOf(kind, row)}
                  loaded={movers !== undefined}
                />
              );
            }),
          )}
        </Box>
      )}
    </FirstRowCard>
  );
}
