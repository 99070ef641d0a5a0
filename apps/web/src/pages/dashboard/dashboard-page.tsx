// Dashboard (/), in order of what a user looks for (issue 48): a first row with their own brands' share, rank
// and change (My Brands users) or the market's top movers (others); the user's Favourites (favorite flag; one
// line while there are none); the ranked lists Top 5 Brands (brands permission) and Top 10 Products (products
// permission) with inline bars; their Market Movers; and the Project Type Distribution pie, exportable as PDF.
import { useLocation } from 'react-router';
import { Box } from '@mui/material';
import {
  MOVERS_SHOWN,
  accessRules,
  drillFigures,
  winLossStandingRoute,
  brandMoversRoute,
  brandTopBrandsRoute,
  favouriteFiguresRoute,
  productMoversRoute,
  productTopProductsRoute,
  sourceMarketSegmentsRoute,
} from '@specpulse/contract';
import { FavouriteButton } from '../../favourites/favourite-button.tsx';
import { useCanFavourite, useFavouritesPending } from '../../favourites/use-favourites.ts';
import { useCan } from '../../session/access.ts';
import { SegmentPie } from '../../components/charts/segment-pie.tsx';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { FavouritesSection } from './favourites-section.tsx';
import { MarketMoversCard } from '../../components/page/market-movers-card.tsx';
import { RankTile, barShare } from './rank-tile.tsx';
import { OwnBrandsRow, TopMoversRow } from './first-row.tsx';
import { TileSection } from './tile-section.tsx';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';
import { productDrillPath } from '../../components/page/page-links.ts';

/** Spec doc 2 §9. */
export const DASHBOARD_TOP_BRANDS = 5;
export const DASHBOARD_TOP_PRODUCTS = 10;
export const DASHBOARD_SEGMENTS = 5;

export default function DashboardPage() {
  const { search } = useLocation();
  const showBrands = useCan(brandTopBrandsRoute.access);
  const showProducts = useCan(productTopProductsRoute.access);
  const showFavourites = useCanFavourite();
  // A My Brands user's first row is their own brands (the firm's, as one); anyone else's the market's movers.
  const ownBrands = useCan({ allOf: [accessRules.mybrands, winLossStandingRoute.access] });
  // The sections wait for the starred list (one short request): it says how much room the Favourites take, so
  // the sections under them are drawn where they stay (CLS 0.26 at 412 px with three favourites).
  const favouritesPending = useFavouritesPending();
  const { data, results } = useAnalyticsPage({
    queries: {
      // Each asked for only where its route's rule lets the user through (usePageQueries).
      brands: { route: brandTopBrandsRoute, query: { limit: DASHBOARD_TOP_BRANDS } },
      products: { route: productTopProductsRoute, query: { limit: DASHBOARD_TOP_PRODUCTS } },
      segments: { route: sourceMarketSegmentsRoute, query: { limit: DASHBOARD_SEGMENTS } },
      favourites: { route: favouriteFiguresRoute },
      brandMovers: { route: brandMoversRoute, query: { limit: MOVERS_SHOWN } },
      productMovers: { route: productMoversRoute, query: { limit: MOVERS_SHOWN } },
      // The filter payload is Win / Loss's whole body here: no brand ids = the firm's own brands, no competitors
      // named = the leading brands (their rows are not shown).
      standing: { route: winLossStandingRoute, enabled: ownBrands },
      ownTrend: { route: drillFigures.performance.brand, params: { brandId: 'show' }, enabled: ownBrands },
    },
  });
  const largestBrand = Math.max(0, ...(data.brands ?? []).map((b) => b.spec_percent));
  const largestProduct = Math.max(0, ...(data.products ?? []).map((p) => p.spec_percent));
  // Empty when the ranked lists the user sees came back without a row (with neither, the project types).
  const mainLists =
    showBrands || showProducts
      ? [showBrands ? data.brands : [], showProducts ? data.products : []]
      : [data.segments];
  const empty = mainLists.every((list) => list?.length === 0);

  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={empty} />
      <PageTitle dateRange title="Dashboard" />
      {!favouritesPending && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {ownBrands ? (
            <OwnBrandsRow
              standing={data.standing}
              trend={data.ownTrend}
              failed={results.standing.isError || results.ownTrend.isError}
            />
          ) : (
            (showBrands || showProducts) && (
              <TopMoversRow
                brands={
                  showBrands ? { movers: data.brandMovers, failed: results.brandMovers.isError } : undefined
                }
                products={
                  showProducts
                    ? { movers: data.productMovers, failed: results.productMovers.isError }
                    : undefined
                }
              />
            )
          )}
          {showFavourites && <FavouritesSection rows={data.favourites} failed={results.favourites.isError} />}
          {showBrands && (
            <TileSection
              id="top-brands"
              title={`Top ${DASHBOARD_TOP_BRANDS} Brands`}
              viewAllTo="/brands/"
              count={data.brands?.length}
              failed={results.brands.isError}
              loadingText="Loading Brands"
              emptyText="No Brands for this filterset"
              expected={DASHBOARD_TOP_BRANDS}
            >
              {data.brands?.map((brand, i) => (
                <RankTile
                  key={brand.manufacturer_id}
                  rank={i + 1}
                  name={brand.name}
                  imageUrl={brand.image_url}
                  specPercent={brand.spec_percent}
                  growthReal={brand.spec_growth_real}
                  growthAbsolute={brand.spec_growth_absolute}
                  to={`/brands/drill/${brand.manufacturer_id}${search}`}
                  action={<FavouriteButton kind="brand" id={brand.manufacturer_id} name={brand.name} />}
                  barShare={barShare(brand.spec_percent, largestBrand)}
                />
              ))}
            </TileSection>
          )}
          {showProducts && (
            <TileSection
              id="top-products"
              title={`Top ${DASHBOARD_TOP_PRODUCTS} Products`}
              viewAllTo="/products/"
              count={data.products?.length}
              failed={results.products.isError}
              loadingText="Loading Products"
              emptyText="No Products for this filterset"
              expected={DASHBOARD_TOP_PRODUCTS}
            >
              {data.products?.map((product, i) => (
                <RankTile
                  key={product.product_id}
                  rank={i + 1}
                  name={product.product_name}
                  subtitle={product.manufacturer_name}
                  imageUrl={product.product_image_url}
                  specPercent={product.spec_percent}
                  growthReal={product.spec_growth_real}
                  growthAbsolute={product.spec_growth_absolute}
                  to={productDrillPath(product.product_id, product.manufacturer_name, search)}
                  action={
                    <FavouriteButton kind="product" id={product.product_id} name={product.product_name} />
                  }
                  barShare={barShare(product.spec_percent, largestProduct)}
                />
              ))}
            </TileSection>
          )}
          {showBrands && (
            <MarketMoversCard kind="brand" movers={data.brandMovers} failed={results.brandMovers.isError} />
          )}
          {showProducts && (
            <MarketMoversCard
              kind="product"
              movers={data.productMovers}
              failed={results.productMovers.isError}
            />
          )}
          <SegmentPie
            title="Project Type Distribution"
            data={results.segments.isError ? [] : data.segments}
            height={320}
            emptyText={results.segments.isError ? LOAD_FAILED_TEXT : undefined}
          />
        </Box>
      )}
    </Box>
  );
}
