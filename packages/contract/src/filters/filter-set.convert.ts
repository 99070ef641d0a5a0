// Filter set → API payload (spec doc 1 §5 rules), and pruning a set to what the firm's configuration allows.
import { MAX_ID, categoryBrandKeys, type FilterPayload, type FilterSet } from './filter-set.schema.ts';
import type { FilterOptions } from '../configuration.ts';

const isProjectId = (item: string): boolean =>
  /^\d{1,10}$/.test(item) && Number(item) > 0 && Number(item) <= MAX_ID;
const projectIdItems = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** 'Filter By Project IDs' text → ids: split on commas, empties and non-numbers dropped. */
export function parseProjectIds(text: string): number[] {
  return [...new Set(projectIdItems(text).filter(isProjectId).map(Number))];
}

/** The items of 'Filter By Project IDs' that parseProjectIds drops (not a project id), as typed. */
export function ignoredProjectIds(text: string): string[] {
  return [...new Set(projectIdItems(text).filter((item) => !isProjectId(item)))];
}

/** The payload every analytics call sends for this filter set. */
export function filterSetToPayload(set: FilterSet): FilterPayload {
  return {
    period_interval: set.period_interval,
    period_end: set.period_end,
    compare: set.compare,
    regions: [...new Set(set.regions.map((r) => r.toLowerCase()))],
    territories: [...set.territories],
    segments: [...set.segments],
    categories: [...set.categories],
    subCategories: [...set.subCategories],
    openspec: set.openspec,
    qtyShares: set.qtyShares,
    complex: set.complex.map((e) => ({ ...e, categories: [...e.categories], statuses: [...e.statuses] })),
    projprodstatus: set.projprodstatus.map((s) => s.value),
    category_brands: categoryBrandKeys
      .map((k) => set[k]?.id)
      .filter((id): id is number => typeof id === 'number'),
    adjacent_category: set.adjacent_category,
    adjacent_brand: set.adjacent_brand?.id ?? 0,
    spec_attribute_id: set.spec_attribute_id,
    project_ids: parseProjectIds(set.project_ids),
  };
}

/**
 * The categories a filter selects (spec doc 1 §4): the chosen ones; when none are chosen, the firm's
 * default categories that it has enabled; when none of those either, every enabled category (ascending).
 */
export function categoriesOrDefaults(
  chosen: readonly number[],
  firm: { enabled: readonly number[]; defaults: readonly number[] },
): number[] {
  if (chosen.length) return [...chosen];
  const enabled = new Set(firm.enabled);
  const defaults = firm.defaults.filter((c) => enabled.has(c));
  return defaults.length ? defaults : [...enabled].sort((a, b) => a - b);
}

/** What the configuration lets this firm choose: `{ filters, hasfeature }` of GET /v2/configuration and
 * the defaults' filter set. */
export interface FilterAllowed {
  filters: Pick<
    FilterOptions,
    'categories' | 'subCategories' | 'regions' | 'periods' | 'segments' | 'productStatus' | 'territories'
  >;
  /** nestedcategories allows sub-categories; hidesegments drops segments; hideprojects drops project ids. */
  hasfeature?: Record<string, boolean>;
  defaults: Pick<FilterSet, 'categories' | 'period_end'>;
}

/**
 * Drops every value the configuration does not allow; a period outside the choices falls back to the
 * default, and empty categories become the firm's defaults (categoriesOrDefaults, as the API applies
 * them), so the bar shows what the figures are computed for. The interval needs no check here: the
 * filter set's schema admits only the interval choices.
 */
export function pruneFilterSet(set: FilterSet, allowed: FilterAllowed): FilterSet {
  const ids = (options: readonly { id: number }[]) => new Set(options.map((o) => o.id));
  const categoryIds = ids(allowed.filters.categories);
  const subCategoryIds = ids(allowed.filters.subCategories);
  const segmentIds = ids(allowed.filters.segments);
  const statusIds = ids(allowed.filters.productStatus);
  const regionIds = new Set(allowed.filters.regions.map((r) => r.id));
  const territoryIds = ids(allowed.filters.territories);
  const periods = new Set<string>(allowed.filters.periods.map((p) => p.id));
  const features = allowed.hasfeature ?? {};
  return {
    ...set,
    period_end: periods.has(set.period_end) ? set.period_end : allowed.defaults.period_end,
    regions: set.regions.map((r) => r.toLowerCase()).filter((r) => regionIds.has(r)),
    // A territory deleted since the link or view was made is dropped (the view says so).
    territories: features.territories ? set.territories.filter((t) => territoryIds.has(t)) : [],
    segments: features.hidesegments ? [] : set.segments.filter((s) => segmentIds.has(s)),
    categories: categoriesOrDefaults(
      set.categories.filter((c) => categoryIds.has(c)),
      { enabled: [...categoryIds], defaults: allowed.defaults.categories },
    ),
    subCategories: features.nestedcategories ? set.subCategories.filter((s) => subCategoryIds.has(s)) : [],
    projprodstatus: set.projprodstatus.filter((s) => statusIds.has(s.value)),
    adjacent_category:
      set.adjacent_category !== null && categoryIds.has(set.adjacent_category) ? set.adjacent_category : null,
    project_ids: features.hideprojects ? '' : set.project_ids,
    complex: set.complex.map((e) => ({
      ...e,
      categories: e.categories.filter((c) => categoryIds.has(c)),
      statuses: e.statuses.filter((s) => statusIds.has(s)),
    })),
  };
}
