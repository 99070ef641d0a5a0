// The brand drilldown's figures (spec doc 2 §2, §7): every request declared once, all fired in parallel, for one
// brand (or the firm's own, 'show') or for a brand group `multi` (the brand summary drill, brand ids in the body).
// The figures both subjects share come from the contract's drillFigures table, each by its route for the subject.
import {
  brandMoversRoute,
  brandNameRoute,
  drillFigureNames,
  drillFigures,
  logosRoute,
  multiLogosRoute,
  MOVERS_SHOWN,
  type BrandId,
  type DrillFigureName,
  type FilterPayload,
} from '@specpulse/contract';
import type { QueryValue } from '../../api/client.ts';
import type { PageQuery } from '../../api/page-query.ts';

/** What a drilldown is about: one brand id (or 'show'), or a group of brand ids treated as one brand. */
export type DrillSubject = { brandId: BrandId } | { brandIds: readonly number[] };

/** The drilldown lists the server pages and sorts (the contract's drillPage figures). */
export type PagedDrillFigure = 'topProducts' | 'projects' | 'competitive' | 'complimentary';

export interface DrillQueryOptions {
  subject: DrillSubject;
  /** The firm's hideprojects feature: the projects request is skipped, not just hidden. */
  hideProjects: boolean;
  /** The mybrands permission: the firm's logos are needed for the 'My Brand(s)' strip. */
  myBrands: boolean;
  /** The brands permission: the market movers (who gained the share the brand lost) need it; a group's page
   * needs internal only. */
  brands: boolean;
  /** The paging of each table the server pages: its query asks for the page and order shown. */
  pages: Readonly<Record<PagedDrillFigure, { query: Readonly<Record<string, QueryValue>> }>>;
}

type DrillFigureQueries = {
  [N in DrillFigureName]: PageQuery & {
    route: (typeof drillFigures)[N]['brand'] | (typeof drillFigures)[N]['group'];
  };
};

/** Each drilldown figure by its route for the subject: the brand id in the path, or the group's ids in the body. */
function drillFigureQueries(
  subject: DrillSubject,
  hideProjects: boolean,
  pages: DrillQueryOptions['pages'],
): DrillFigureQueries {
  const group = 'brandIds' in subject ? [...subject.brandIds] : null;
  const params = 'brandId' in subject ? { brandId: subject.brandId } : undefined;
  const body = (payload: FilterPayload) => ({ ...payload, brand_ids: group });
  const paged = (name: DrillFigureName): name is PagedDrillFigure => name in pages;
  const queries = drillFigureNames.map((name): [DrillFigureName, PageQuery] => {
    const { brand, group: groupRoute } = drillFigures[name];
    const route: PageQuery = group ? { route: groupRoute, body } : { route: brand, params };
    const query: PageQuery = paged(name) ? { ...route, query: pages[name].query } : route;
    return [name, name === 'projects' ? { ...query, enabled: !hideProjects } : query];
  });
  return Object.fromEntries(queries) as DrillFigureQueries;
}

export function brandDrillQueries({ subject, hideProjects, myBrands, brands, pages }: DrillQueryOptions) {
  const group = 'brandIds' in subject;
  return {
    name: group
      ? { route: brandNameRoute, enabled: false }
      : { route: brandNameRoute, params: { brandId: subject.brandId } },
    ...drillFigureQueries(subject, hideProjects, pages),
    movers: { route: brandMoversRoute, query: { limit: MOVERS_SHOWN }, enabled: brands },
    // A group's own brands make its 'My Brand(s)' strip; a brand's page shows the firm's with mybrands.
    logos: group
      ? {
          route: multiLogosRoute,
          body: (payload: FilterPayload) => ({ ...payload, brand_ids: [...subject.brandIds] }),
        }
      : { route: logosRoute, enabled: myBrands },
  };
}
