// The brand drilldown's figures (spec doc 2 §2, §7): every request declared once, all fired in parallel.
import {
  brandCompetitiveRoute,
  brandComplimentaryRoute,
  brandGroupCountsRoute,
  brandNameRoute,
  brandPerformanceRoute,
  brandTopProductsRoute,
  brandTopProjectsRoute,
  brandTopStatesRoute,
  brandTopVendorsRoute,
  logosRoute,
  type BrandId,
} from '@specpulse/contract';

export interface DrillQueryOptions {
  brandId: BrandId;
  /** The firm's hideprojects feature: the projects request is skipped, not just hidden. */
  hideProjects: boolean;
  /** The mybrands permission: the firm's logos are needed for the 'My Brand(s)' strip. */
  myBrands: boolean;
}

export function brandDrillQueries({ brandId, hideProjects, myBrands }: DrillQueryOptions) {
  const params = { brandId };
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
    logos: { route: logosRoute, enabled: myBrands },
  };
}
