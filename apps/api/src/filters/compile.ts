// The one filter compiler: payload + caller → firm-scoped, normalised filters and the SQL every analytics
// query uses (window, spec and search predicates, the fact sources, cache key).
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { categoriesOrDefaults, messages, type FilterPayload } from '@specpulse/contract';
import type { MarketStore } from '../db/market-store.ts';
import type { MarketDB } from '../db/market-schema.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { Actor } from '../plugins/actor.ts';
import { complexProjectBits, complexProjectsQuery, parseComplex, type ComplexExpression } from './complex.ts';
import { loadDimensions, type Dimensions } from './dimensions.ts';
import { firmFilterScope, type FirmFilterScope } from './firm-scope.ts';
import {
  and,
  checkAlias,
  eventConditions,
  searchConditions,
  specConditions,
  type CompiledFilters,
} from './predicates.ts';
import type { FilterScope } from './scope.ts';
import { territoryStateIds } from './territories.ts';
import { projectSource, searchSource, specSource, type SourceContext } from './sources.ts';
import { computeWindows, periodGroupFor, periodGroupLabels } from './window.ts';

const sortedUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

function refuseOutside(
  ids: readonly number[],
  allowed: readonly number[],
  message: (outside: number[]) => string,
) {
  const allowedSet = new Set(allowed);
  const outside = sortedUnique(ids.filter((id) => !allowedSet.has(id)));
  if (outside.length) throw forbidden(message(outside));
}

/**
 * Checks the payload against the firm's scope and normalises it (sorted lists, defaults applied). The
 * payload's own form (interval and period choices, id ranges) is the contract schema's, checked before.
 */
export function normalisePayload(
  payload: FilterPayload,
  firm: FirmFilterScope,
  dims: Dimensions,
): { payload: FilterPayload; stateIds: number[] | null; narrowedCategories: number[] } {
  const regions = [...new Set(payload.regions.map((r) => r.toLowerCase()))].sort();
  const unknownRegions = regions.filter((r) => !dims.regionStates.has(r));
  if (unknownRegions.length && dims.regionStates.size > 0) {
    throw badRequest(messages.unknownRegions(unknownRegions, [...dims.regionStates.keys()].sort()));
  }

  refuseOutside(payload.categories, firm.categories, messages.categoriesNotEnabled);
  for (const entry of payload.complex) {
    refuseOutside(entry.categories, firm.categories, messages.categoriesNotEnabled);
  }
  if (payload.adjacent_category !== null) {
    refuseOutside([payload.adjacent_category], firm.categories, messages.categoriesNotEnabled);
  }
  // Without the nestedcategories feature the dialog has no sub-category block: ignore any sent.
  const subCategories = firm.nestedCategories ? sortedUnique(payload.subCategories) : [];
  refuseOutside(subCategories, firm.subCategories, messages.subCategoriesNotEnabled);
  if (firm.hideProjects && payload.project_ids.length) throw forbidden(messages.projectIdsHidden);
  if (firm.hideSegments && payload.segments.length) throw forbidden(messages.segmentsHidden);
  if (!firm.territories && payload.territories.length) throw forbidden(messages.featureLocked('territories'));

  const categories = sortedUnique(
    categoriesOrDefaults(payload.categories, { enabled: firm.categories, defaults: firm.defaultCategories }),
  );
  const chosen = new Set(categories);
  // Sub-categories of categories not chosen select nothing more: drop them so equal filters share a key.
  const effectiveSubs = subCategories.filter((s) => chosen.has(dims.subCategoryParent.get(s) ?? -1));
  const narrowedCategories = sortedUnique(effectiveSubs.map((s) => dims.subCategoryParent.get(s) ?? -1));
  const stateIds = regions.length
    ? sortedUnique(regions.flatMap((r) => dims.regionStates.get(r) ?? []))
    : null;

  return {
    payload: {
      ...payload,
      regions,
      territories: sortedUnique(payload.territories),
      categories,
      subCategories: effectiveSubs,
      segments: sortedUnique(payload.segments),
      projprodstatus: sortedUnique(payload.projprodstatus),
      project_ids: sortedUnique(payload.project_ids),
      complex: payload.complex.map((e) => ({
        ...e,
        name: '',
        categories: sortedUnique(e.categories),
        statuses: sortedUnique(e.statuses),
      })),
    },
    stateIds,
    narrowedCategories,
  };
}

/** The states both lists allow (null: no restriction from that list). */
function intersectStates(a: number[] | null, b: number[] | null): number[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const inB = new Set(b);
  return a.filter((id) => inB.has(id));
}

/** Resolved advanced-query project sets per database, keyed by data version + expression (bounded). */
const complexProjectSets = new WeakMap<MarketStore, LRUCache<string, Promise<string>>>();
const COMPLEX_SETS_KEPT = 200;

/**
 * The projects an advanced query selects, computed once per data version and expression and shared by
 * every figure of a page (each asks for the same filter): one grouped pass over the involved brands' lines
 * instead of one per figure, kept as a bit string over project ids that each figure tests its lines against.
 */
async function resolveComplexProjects(
  market: MarketStore,
  db: Kysely<MarketDB>,
  version: string,
  complex: ComplexExpression,
): Promise<string> {
  let sets = complexProjectSets.get(market);
  if (!sets) complexProjectSets.set(market, (sets = new LRUCache({ max: COMPLEX_SETS_KEPT })));
  const key = `${version}|${JSON.stringify(complex)}`;
  let found = sets.get(key);
  if (!found) {
    found = Promise.all([
      complexProjectsQuery(complex).execute(db),
      sql<{ last: number | null }>`select max(project_id) as last from spec_line`.execute(db),
    ]).then(([projects, last]) =>
      complexProjectBits(
        projects.rows.map((row) => Number(row.project_id)),
        Number(last.rows[0]?.last ?? 0),
      ),
    );
    found.catch(() => sets.delete(key));
    sets.set(key, found);
  }
  return found;
}

export async function compileFilters(
  market: MarketStore,
  actor: Actor,
  payload: FilterPayload,
): Promise<FilterScope> {
  const dims = await loadDimensions(market, actor.dataVersion);
  // The request's snapshot: every query of it reads the version its filters were compiled against.
  const db = await market.at(dims.version);
  const firm = firmFilterScope(actor, dims);
  const normalised = normalisePayload(payload, firm, dims);
  const p = normalised.payload;
  // Territories and regions both narrow the states: a territory's states within the chosen regions.
  const territoryStates = p.territories.length
    ? await territoryStateIds(p.territories, actor.firmId, actor.territories, dims)
    : null;
  const stateIds = intersectStates(normalised.stateIds, territoryStates);
  const windows = computeWindows(
    dims.asOf,
    p.period_end,
    p.period_interval,
    p.compare,
    actor.fiscalYearStart,
  );
  const complex = parseComplex(p.complex);
  const filters: CompiledFilters = {
    payload: p,
    windows,
    stateIds,
    regions: p.regions.length ? p.regions : null,
    narrowedCategories: normalised.narrowedCategories,
    complex,
    // Before any data is loaded (tests that insert facts by hand) the SQL resolves the set itself.
    complexProjects:
      complex && dims.version !== 'none'
        ? await resolveComplexProjects(market, db, dims.version, complex)
        : null,
    searchEventTypeId: dims.searchEventTypeId,
  };
  const periodGroup = periodGroupFor(p.period_interval);
  // Written so both engines read it: the market store's queries and the portal's firm reports use it.
  const year = (date: RawBuilder<unknown>) => sql`cast(cast(extract(year from ${date}) as int) as text)`;
  const periodGroupOf = (date: RawBuilder<unknown>): RawBuilder<string> =>
    periodGroup === 'month'
      ? sql<string>`${year(date)} || '-' || lpad(cast(cast(extract(month from ${date}) as int) as text), 2, '0')`
      : sql<string>`${year(date)} || '-Q' || cast(cast(extract(quarter from ${date}) as int) as text)`;
  const ctx: SourceContext = {
    filters,
    periodGroup,
    periodGroupOf,
    window: windows.window,
    previous: windows.previous,
  };
  const cacheKey = `${dims.version}:${createHash('sha256')
    .update(
      JSON.stringify({
        asOf: dims.asOf,
        fiscalYearStart: actor.fiscalYearStart ?? 1,
        payload: p,
        // The territories' states as they are now: renaming keeps the key, changing its states does not.
        territoryStates,
        firmBrandIds: firm.firmBrandIds,
        specifications: firm.specifications,
      }),
    )
    .digest('hex')}`;

  return {
    db,
    payload: p,
    asOf: dims.asOf,
    window: windows.window,
    previous: windows.previous,
    dataFrom: dims.dataFrom,
    previousCovered: windows.previous.start >= dims.dataFrom,
    periodGroup,
    firmBrandIds: firm.firmBrandIds,
    dataVersion: dims.version,
    firm,
    cacheKey,
    specWhere: (alias = 'sl', range = 'window', options = {}) =>
      and(specConditions(filters, alias, range, options.projectConditions ?? true)),
    searchWhere: (alias = 'ue', range = 'window') => and(searchConditions(filters, alias, range)),
    eventWhere: (alias = 'ue', range = 'window') => and(eventConditions(filters, alias, range)),
    periodGroupOf,
    periodGroups: (range = 'window') =>
      periodGroupLabels(
        range === 'window'
          ? windows.window
          : range === 'previous'
            ? windows.previous
            : { start: windows.previous.start, end: windows.window.end },
        periodGroup,
      ),
    eventDay: (alias = 'ue') => sql<string>`${sql.ref(`${checkAlias(alias)}.event_day`)}`,
    specSource: (range, dimensions) => specSource(ctx, range, dimensions),
    searchSource: (range, dimensions) => searchSource(ctx, range, dimensions),
    projectSource: (range) => projectSource(ctx, range),
  };
}
