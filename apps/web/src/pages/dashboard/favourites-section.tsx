// The dashboard's Favourites (issue 30): the user's starred brands and products with their figures in the
// current filters (one request), each opening its drilldown with those filters.
import { useLocation } from 'react-router';
import type { FavouriteFigure } from '@specpulse/contract';
import { FavouriteButton } from '../../favourites/favourite-button.tsx';
import { useFavourites } from '../../favourites/use-favourites.ts';
import { RankTile, barShare } from './rank-tile.tsx';
import { TileSection } from './tile-section.tsx';
import { productDrillPath } from '../../components/page/page-links.ts';

export const NO_FAVOURITES_TEXT =
  'No favourites yet: star brands and products on their pages to follow them here';

export function FavouritesSection({
  rows,
  failed,
}: {
  rows: FavouriteFigure[] | undefined;
  failed: boolean;
}) {
  const { search } = useLocation();
  // The starred list (one short request, also behind every star; the page waits for it) says how many tiles
  // the figures will fill, so their space is kept while the figures load; no favourites is known before them.
  const starred = useFavourites();
  const largest = Math.max(0, ...(rows ?? []).map((r) => r.spec_percent ?? 0));
  return (
    <TileSection
      id="favourites"
      title="Favourites"
      count={starred?.length === 0 ? 0 : rows?.length}
      expected={starred?.length ?? 0}
      failed={failed}
      loadingText="Loading Favourites"
      emptyText={NO_FAVOURITES_TEXT}
      compactEmpty
    >
      {rows?.map((row) => (
        <RankTile
          key={`${row.kind}-${row.id}`}
          name={row.name}
          subtitle={row.subtitle ?? undefined}
          imageUrl={row.image_url}
          specPercent={row.spec_percent}
          growthReal={row.spec_growth_real}
          growthAbsolute={row.spec_growth_absolute}
          to={
            row.kind === 'brand'
              ? `/brands/drill/${row.id}${search}`
              : productDrillPath(row.id, row.subtitle ?? '', search)
          }
          action={<FavouriteButton kind={row.kind} id={row.id} name={row.name} />}
          barShare={barShare(row.spec_percent, largest)}
        />
      ))}
    </TileSection>
  );
}
