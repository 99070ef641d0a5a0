// The brand drilldown's figures (spec doc 2 §2, §7): every request declared once, all fired in parallel, for one
// brand (or the firm's own, 'show') or for a brand group `multi` (the brand summary drill, brand ids in the body).
import {
  brandCompetitiveRoute,
  brandComplimentaryRoute,
  brandGroupCountsRoute,
  brandNameRoute,
  brandPerformanceRoute,
  brandMoversRoute,
  brandShareExplainedRoute,
  brandTopProductsRoute,
  brandTopProjectsRoute,
  brandTopStatesRoute,
  brandTopVendorsRoute,
  logosRoute,
  multiCompetitiveRoute,
  multiComplimentaryRoute,
  multiGroupCountsRoute,
  multiLogosRoute,
  multiPerformanceRoute,
  multiShareExplainedRoute,
  multiTopProductsRoute,
  multiTopProjectsRoute,
  multiTopStatesRoute,
  multiTopVendorsRoute,
  MOVERS_SHOWN,
  type BrandId,
  type FilterPayload,
} from '@specpulse/contract';

/** What a drilldown is about: one brand id (or 'show'), or a group of brand ids treated as one brand. */
export type DrillSubject = { brandId: BrandId } | { brandIds: readonly number[] };

export interface DrillQueryOptions {
  subject: DrillSubject;
  /** The firm's hideprojects feature: the projects request is skipped, not just hidden. */
  hideProjects: boolean;
  /** The mybrands permission: the firm's logos are needed for the 'My Brand(s)' strip. */
  myBrands: boolean;
  /** The brands permission: the market movers (who gained the share the brand lost) need it; a group's page
   * needs internal only. */
  brands: boolean;
}

export function brandDrillQueries({ subject, hideProjects, myBrands, brands }: DrillQueryOptions) {
  const movers = { route: brandMoversRoute, query: { limit: MOVERS_SHOWN }, enabled: brands };
  if ('brandIds' in subject) {
    const body = (payload: FilterPayload) => ({ ...payload, brand_ids: [...subject.brandIds] });
    return {
      name: { route: brandNameRoute, enabled: false },
      counts: { route: multiGroupCountsRoute, body },
      performance: { route: multiPerformanceRoute, body },
      topProducts: { route: multiTopProductsRoute, body },
      topStates: { route: multiTopStatesRoute, body },
      projects: { route: multiTopProjectsRoute, body, enabled: !hideProjects },
      competitive: { route: multiCompetitiveRoute, body },
      complimentary: { route: multiComplimentaryRoute, body },
      topVendors: { route: multiTopVendorsRoute, body },
      shareExplained: { route: multiShareExplainedRoute, body },
      movers,
      // The group's own brands make its 'My Brand(s)' strip.
      logos: { route: multiLogosRoute, body },
    };
  }
  const params = { brandId: subject.brandId };
  return {
    name: { route: brandNameRoute, params },
    counts: { route: brandGroupCountsRoute, params },
    performance: { route: brandPerformanceRoute, params },
    topProducts: { route: brandTopProductsRoute, params },
    topStates: { route: brandTopStatesRoute, params },
    projects: { route: brandTopProjectsRoute, params, enabled: !hideProjects },
    competitive: { route: brandCompetitiveRoute, params },
    complimentary: { route: brandComplimentaryRoute, params },
    topVendors: { route: brandTopVendorsRoute, params },
    shareExplained: { route: brandShareExplainedRoute, params },
    movers,
    logos: { route: logosRoute, enabled: myBrands },
  };
}
