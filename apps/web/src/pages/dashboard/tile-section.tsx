// A dashboard block of tiles: heading with a View All link, and the loading, empty and failed states.
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, CircularProgress, Paper, Skeleton, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { TILE_MIN_HEIGHT } from './rank-tile.tsx';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';

export interface TileSectionProps {
  id: string;
  title: string;
  /** The full list's page (a View All link beside the title); none without it. */
  viewAllTo?: string;
  /** Items to draw; undefined while loading. */
  count: number | undefined;
  failed: boolean;
  loadingText: string;
  emptyText: string;
  /**
   * Tiles the section will hold: their space is kept while loading, so the page does not shift (CLS); 0 keeps
   * the empty text's space.
   */
  expected: number;
  /**
   * Empty, the section is one line: its text beside the title and no room kept (the Favourites before anything
   * is starred, issue 48); else the empty text keeps the body's height.
   */
  compactEmpty?: boolean;
  children: ReactNode;
}

/** The ranked list: one row per entry, the first at the top. */
const list = { display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' };
/** The least height of the section's body: its empty and failed texts, and a load of no tiles, keep it. */
const STATUS_HEIGHT = 120;

export function TileSection(props: TileSectionProps) {
  const { id, title, count } = props;
  const { search } = useLocation();
  const oneLine = props.compactEmpty === true && count === 0 && !props.failed;
  const status = (content: ReactNode) => (
    <Box
      role="status"
      sx={{
        minHeight: STATUS_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        color: 'text.secondary',
      }}
    >
      {content}
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, ...(oneLine ? { py: 1 } : {}) }}
      data-testid={id}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, mb: oneLine ? 0 : 1.5 }}
      >
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600, flexGrow: oneLine ? 0 : 1 }}>
          {title}
        </Typography>
        {oneLine && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {props.emptyText}
          </Typography>
        )}
        {props.viewAllTo && (
          <Button
            component={RouterLink}
            to={{ pathname: props.viewAllTo, search }}
            endIcon={<ArrowForward />}
            size="small"
          >
            View All
          </Button>
        )}
      </Box>
      {oneLine ? null : props.failed ? (
        status(<Typography color="error">{LOAD_FAILED_TEXT}</Typography>)
      ) : count === undefined ? (
        <Box sx={{ position: 'relative', minHeight: STATUS_HEIGHT }}>
          <Box sx={list} aria-hidden>
            {Array.from({ length: props.expected }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ height: TILE_MIN_HEIGHT }} />
            ))}
          </Box>
          <Box sx={{ position: 'absolute', inset: 0 }}>
            {status(
              <>
                <CircularProgress size={20} aria-hidden />
                <Typography>{props.loadingText}</Typography>
              </>,
            )}
          </Box>
        </Box>
      ) : count === 0 ? (
        status(<Typography>{props.emptyText}</Typography>)
      ) : (
        <Box sx={list} role="list">
          {props.children}
        </Box>
      )}
    </Paper>
  );
}
