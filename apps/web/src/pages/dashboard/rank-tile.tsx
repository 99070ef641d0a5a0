// One dashboard tile, drawn as a row of a ranked list (issue 48): rank, logo or product image, the full name on
// one line (cut with an ellipsis, whole in a tooltip), spec percent (4 digits) with an inline bar against the
// list's largest, and its growth; a link, and an optional action (the favourite star) outside the link.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, Tooltip, Typography } from '@mui/material';
import {
  GROWTH_ABSOLUTE_DESCRIPTION,
  GROWTH_REAL_DESCRIPTION,
  NEW_GROWTH_TEXT,
  PERCENT_SUFFIX,
  POINTS_SUFFIX,
} from '@specpulse/contract';
import { formatChange, formatNumber, formatRelativeGrowth, signOf } from '../../components/format.ts';
import { NoGrowth } from '../../components/no-growth.tsx';
import { useComparisonLabel, withComparison } from '../../filters/index.ts';
import { Thumbnail } from '../../components/thumbnail.tsx';

export interface RankTileProps {
  /** Place in a ranking; absent for a tile that is not ranked (a favourite). */
  rank?: number;
  name: string;
  /** A second line, e.g. the product's brand. */
  subtitle?: string;
  imageUrl: string;
  /** null: no spec line in the filters (a favourite outside them). */
  specPercent: number | null;
  /** Percent change against the previous window; null when there was nothing to compare with. */
  growthReal: number | null;
  /** Change in spec percent, in percentage points (shown as pts); null when the data does not cover the
   * previous window (both growths then show '—'). */
  growthAbsolute: number | null;
  /** The drilldown link, filters (query string) included. */
  to: string;
  /** A button at the row's end, outside its link (a button may not sit inside a link). */
  action?: ReactNode;
  /** The inline bar's length, 0 to 1: the spec percent against the list's largest (barShare). */
  barShare?: number;
}

/** Shown instead of the figures of a tile without spec lines in the filters. */
export const NO_SPECS_TEXT = 'No specs in these filters';
/**
 * Every row is at least this tall (two lines on a phone, one from md), and a loading section keeps this much room
 * per row, so the rows take the skeletons' place without moving what is under them (CLS).
 */
export const TILE_MIN_HEIGHT = { xs: 104, md: 64 } as const;

const signColor = { 1: 'success.main', [-1]: 'error.main', 0: 'text.secondary' } as const;

interface GrowthProps {
  label: string;
  value: number | null;
  /** The data does not cover the previous window: no figure. */
  uncovered: boolean;
  /** '%' for a relative change, ' pts' for a change of a share in percentage points. */
  suffix: string;
  description: string;
}

function Growth({ label, value, uncovered, suffix, description }: GrowthProps) {
  const comparison = useComparisonLabel();
  const text = uncovered ? (
    <NoGrowth focusable={false} />
  ) : value === null ? (
    NEW_GROWTH_TEXT
  ) : // A relative growth on a small base says so (format.ts).
  suffix === PERCENT_SUFFIX ? (
    formatRelativeGrowth(value, 4, suffix)
  ) : (
    formatChange(value, 4, suffix)
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Tooltip title={withComparison(description, comparison)} describeChild>
        <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {label}
        </Typography>
      </Tooltip>
      <Typography
        variant="caption"
        sx={{
          color: signColor[signOf(value)],
          fontWeight: 600,
          ml: 'auto',
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}

/** The share of the row's bar: its spec percent against the list's largest (0 without a figure). */
export function barShare(specPercent: number | null, largest: number): number {
  if (specPercent === null || !(largest > 0)) return 0;
  return Math.min(1, Math.max(0, specPercent / largest));
}

/** The name on one line, cut with an ellipsis; the whole name in a tooltip (and in the text, for readers). */
function Name({ name }: { name: string }) {
  return (
    <Tooltip title={name} describeChild placement="top-start">
      <Typography
        variant="subtitle2"
        component="h3"
        noWrap
        sx={{ fontWeight: 600, lineHeight: 1.3 }}
        data-testid="tile-name"
      >
        {name}
      </Typography>
    </Tooltip>
  );
}

export function RankTile(props: RankTileProps) {
  const share = props.barShare ?? 0;
  return (
    <Card
      variant="outlined"
      role="listitem"
      sx={{ minHeight: TILE_MIN_HEIGHT, position: 'relative' }}
      data-testid="rank-tile"
    >
      <CardActionArea
        component={RouterLink}
        to={props.to}
        sx={{
          height: '100%',
          minHeight: TILE_MIN_HEIGHT,
          px: 1.5,
          py: 1,
          pr: props.action ? 6 : 1.5,
          display: 'grid',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          // Narrow: rank, image and name on the first line, the bar and the growths under them. Wide: one line.
          gridTemplateColumns: {
            xs: 'auto auto minmax(0, 1fr) 170px',
            md: 'auto auto minmax(0, 1fr) minmax(140px, 220px) 180px',
          },
          gridTemplateAreas: {
            xs: '"rank image name name" "bar bar bar growth"',
            md: '"rank image name bar growth"',
          },
        }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ gridArea: 'rank', minWidth: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        >
          {props.rank === undefined ? '' : `#${props.rank}`}
        </Typography>
        <Box sx={{ gridArea: 'image' }}>
          <Thumbnail name={props.name} url={props.imageUrl} size={40} />
        </Box>
        <Box sx={{ gridArea: 'name', minWidth: 0 }}>
          <Name name={props.name} />
          {props.subtitle && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap title={props.subtitle}>
              {props.subtitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ gridArea: 'bar', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              Spec Percent
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              data-testid="tile-spec"
            >
              {props.specPercent === null
                ? NO_SPECS_TEXT
                : formatNumber(props.specPercent, 4, PERCENT_SUFFIX)}
            </Typography>
          </Box>
          {/* The inline bar: the spec percent against the list's largest; the figure beside it is what is read. */}
          <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden>
            <Box
              data-testid="tile-bar"
              data-share={share.toFixed(4)}
              sx={{ height: '100%', width: `${share * 100}%`, bgcolor: 'primary.main', borderRadius: 3 }}
            />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'growth', display: 'grid', gap: 0.25, minWidth: 0 }}>
          {props.specPercent !== null && (
            <>
              <Growth
                label="Growth Real"
                value={props.growthReal}
                uncovered={props.growthAbsolute === null}
                suffix={PERCENT_SUFFIX}
                description={GROWTH_REAL_DESCRIPTION}
              />
              <Growth
                label="Growth Absolute"
                value={props.growthAbsolute}
                uncovered={props.growthAbsolute === null}
                suffix={POINTS_SUFFIX}
                description={GROWTH_ABSOLUTE_DESCRIPTION}
              />
            </>
          )}
        </Box>
      </CardActionArea>
      {props.action && (
        <Box sx={{ position: 'absolute', top: '50%', right: 4, transform: 'translateY(-50%)' }}>
          {props.action}
        </Box>
      )}
    </Card>
  );
}
