// Filter set → API payload (spec doc 1 §5 rules), and pruning a set to what the firm's configuration allows.
import { MAX_ID, categoryBrandKeys, type FilterPayload, type FilterSet } from './filter-set.schema.ts';
import type { FilterOptions } from '../configuration.ts';

/** 'Filter By Project IDs' text → ids: split on commas, empties and non-numbers dropped. */
export function parseProjectIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number)
    .filter((n) => n > 0 && n <= MAX_ID);
  return [...new Set(ids)];
}

/** The payload every analytics call sends for this filter set. */
export function filterSetToPayload(set: FilterSet): FilterPayload {
  return {
    period_interval: set.period_interval,
    period_end: set.period_end,
    regions: [...new Set(set.regions.map((r) => r.toLowerCase()))],
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

/** What the configuration lets this firm choose: `{ filters, hasfeature }` of GET /v2/configuration and
 * the defaults' filter set. */
export interface FilterAllowed {
  filters: Pick<
    FilterOptions,
    'categories' | 'subCategories' | 'regions' | 'intervals' | 'periods' | 'segments' | 'productStatus'
  >;
  /** nestedcategories allows sub-categories; hidesegments drops segments; hideprojects drops project ids. */
  hasfeature?: Record<string, boolean>;
  defaults: Pick<FilterSet, 'categories' | 'period_interval' | 'period_end'>;
}

/**
 * Drops every value the configuration does not allow; an interval or period outside the choices falls
 * back to the default, and empty categories become the defaults' categories (spec doc 1 §4), or every
 * allowed category when no default is allowed: the same fallback as the API's firm scope
 * (apps/api/src/filters/firm-scope.ts), so the bar shows what the figures are computed for.
 */
export function pruneFilterSet(set: FilterSet, allowed: FilterAllowed): FilterSet {
  const ids = (options: readonly { id: number }[]) => new Set(options.map((o) => o.id));
  const categoryIds = ids(allowed.filters.categories);
  const subCategoryIds = ids(allowed.filters.subCategories);
  const segmentIds = ids(allowed.filters.segments);
  const statusIds = ids(allowed.filters.productStatus);
  const regionIds = new Set(allowed.filters.regions.map((r) => r.id));
  const periods = new Set<string>(allowed.filters.periods.map((p) => p.id));
  const features = allowed.hasfeature ?? {};
  const categories = set.categories.filter((c) => categoryIds.has(c));
  const defaultCategories = allowed.defaults.categories.filter((c) => categoryIds.has(c));
  return {
    ...set,
    period_interval: allowed.filters.intervals.includes(set.period_interval)
      ? set.period_interval
      : allowed.defaults.period_interval,
    period_end: periods.has(set.period_end) ? set.period_end : allowed.defaults.period_end,
    regions: set.regions.map((r) => r.toLowerCase()).filter((r) => regionIds.has(r)),
    segments: features.hidesegments ? [] : set.segments.filter((s) => segmentIds.has(s)),
    categories: categories.length
      ? categories
      : defaultCategories.length
        ? defaultCategories
        : [...categoryIds].sort((a, b) => a - b),
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
