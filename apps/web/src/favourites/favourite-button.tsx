// The star of a brand or product (drilldown title, list rows, dashboard tiles); absent without the favorite flag.
import type { MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { FavouriteKind } from '@specpulse/contract';
import { useCanFavourite, useFavourites, useToggleFavourite } from './use-favourites.ts';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: number;
  /** For the accessible name: 'Star {name}'. */
  name: string;
  size?: 'small' | 'medium';
}

export function FavouriteButton({ kind, id, name, size = 'small' }: FavouriteButtonProps) {
  const allowed = useCanFavourite(kind);
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  if (!allowed) return null;
  const starred = favourites?.some((f) => f.kind === kind && f.id === id) ?? false;
  const onClick = (event: MouseEvent) => {
    // Rows and tiles open on click: the star is not a click on them.
    event.stopPropagation();
    event.preventDefault();
    toggle.mutate({ kind, id, starred });
  };
  return (
    <Tooltip title={starred ? 'Remove from favourites' : 'Add to favourites'}>
      <span>
        <IconButton
          size={size}
          aria-label={`Star ${name}`}
          aria-pressed={starred}
          disabled={favourites === undefined || toggle.isPending}
          onClick={onClick}
        >
          {starred ? (
            <StarIcon fontSize="inherit" sx={{ color: 'warning.main' }} />
          ) : (
            <StarBorderIcon fontSize="inherit" />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}
