// One dashboard tile: rank, logo or product image, name, spec percent (4 digits) and its growth; a link.
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { formatNumber, signOf } from '../../components/format.ts';
import { Thumbnail } from '../../components/thumbnail.tsx';

export interface RankTileProps {
  rank: number;
  name: string;
  /** A second line, e.g. the product's brand. */
  subtitle?: string;
  imageUrl: string;
  specPercent: number;
  /** Percent change against the previous window; null when there was nothing to compare with. */
  growthReal: number | null;
  /** Change in spec percent points. */
  growthAbsolute: number;
  /** The drilldown link, filters (query string) included. */
  to: string;
}

/** Every tile is at least this tall, and a loading section keeps this much room per tile. */
export const TILE_MIN_HEIGHT = 196;

const signColor = { 1: 'success.main', [-1]: 'error.main', 0: 'text.secondary' } as const;

function Growth({ label, value }: { label: string; value: number | null }) {
  const text = value === null ? 'New' : `${value > 0 ? '+' : ''}${formatNumber(value, 4, '%')}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
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
    <Card variant="outlined" sx={{ height: '100%', minHeight: TILE_MIN_HEIGHT }} data-testid="rank-tile">
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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 48 }}>
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
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
            #{props.rank}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Spec Percent
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 600, lineHeight: 1.2 }}
            data-testid="tile-spec"
          >
            {formatNumber(props.specPercent, 4, '%')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 0.25, mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Growth label="Growth Real" value={props.growthReal} />
          <Growth label="Growth Absolute" value={props.growthAbsolute} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
