// One dashboard tile: rank, logo or product image, name, spec percent (4 digits) and its growth; a link, and
// an optional action (the favourite star) outside the link.
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
  /** A button in the tile's corner, outside its link (a button may not sit inside a link). */
  action?: ReactNode;
}

/** Shown instead of the figures of a tile without spec lines in the filters. */
export const NO_SPECS_TEXT = 'No specs in these filters';
/** Every tile is at least this tall, and a loading section keeps this much room per tile. */
export const TILE_MIN_HEIGHT = 196;

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

export function RankTile(props: RankTileProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', minHeight: TILE_MIN_HEIGHT, position: 'relative' }}
      data-testid="rank-tile"
    >
      <CardActionArea
        component={RouterLink}
        to={props.to}
        sx={{
          height: '100%',
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 1,
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 48, pr: props.action ? 4 : 0 }}
        >
          <Thumbnail name={props.name} url={props.imageUrl} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              variant="subtitle2"
              component="h3"
              sx={{
                fontWeight: 600,
                lineHeight: 1.25,
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflowWrap: 'anywhere',
              }}
              title={props.name}
            >
              {props.name}
            </Typography>
            {props.subtitle && (
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={props.subtitle}
              >
                {props.subtitle}
              </Typography>
            )}
          </Box>
          {props.rank !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
              #{props.rank}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Spec Percent
          </Typography>
          <Typography
            variant={props.specPercent === null ? 'body2' : 'h6'}
            component="p"
            sx={{ fontWeight: 600, lineHeight: 1.2 }}
            data-testid="tile-spec"
          >
            {props.specPercent === null ? NO_SPECS_TEXT : formatNumber(props.specPercent, 4, PERCENT_SUFFIX)}
          </Typography>
        </Box>
        {props.specPercent !== null && (
          <Box sx={{ display: 'grid', gap: 0.25, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
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
          </Box>
        )}
      </CardActionArea>
      {props.action && <Box sx={{ position: 'absolute', top: 4, right: 4 }}>{props.action}</Box>}
    </Card>
  );
}
