// Pure URL filter state: the configuration's base set, what it allows, and reading/writing a URL query.
import {
  categoryBrandKeys,
  defaultFilterSet,
  filterSetFromSearchParams,
  filterSetSchema,
  filterSetToSearchParams,
  pruneFilterSet,
  type ConfigurationResponse,
  type FilterAllowed,
  type FilterSet,
} from '@specpulse/contract';

type Configuration = Pick<ConfigurationResponse, 'defaults' | 'configuration'>;

/** The filter-set fields: the URL keys this module owns (other query keys are left alone). */
export const FILTER_KEYS: readonly string[] = Object.keys(defaultFilterSet);

/** The page-type blocks (spec doc 1 §2.4): they belong to the page that asks for them. */
const PAGE_BLOCK_KEYS: ReadonlySet<string> = new Set([
  ...categoryBrandKeys,
  'adjacent_brand',
  'adjacent_category',
  'spec_attribute_id',
]);

/**
 * The filters every page shares, taken from a URL query ('?…', or '' when there are none): what a menu
 * link carries to the next page, so moving through the menu keeps the market being compared.
 */
export function sharedFilterQuery(search: URLSearchParams | string): string {
  const out = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search))
    if (FILTER_KEYS.includes(key) && !PAGE_BLOCK_KEYS.has(key)) out.append(key, value);
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The configuration's defaults (a whole filter set): the start of every page's filters. */
export function baseFilterSet(config: Configuration): FilterSet {
  // Parsed again so a default missing from an older server still takes the filter-set default.
  const parsed = filterSetSchema.safeParse(config.defaults.filters);
  return parsed.success ? parsed.data : defaultFilterSet;
}

export function filterAllowed(config: Configuration, base: FilterSet = baseFilterSet(config)): FilterAllowed {
  return {
    filters: config.configuration.filters,
    hasfeature: config.configuration.hasfeature,
    defaults: base,
  };
}

/** Spec doc 1 §4: defaults merged with the URL query, pruned to what the configuration allows. */
export function readFilterSet(
  search: URLSearchParams | string,
  base: FilterSet,
  allowed: FilterAllowed,
): FilterSet {
  return pruneFilterSet(filterSetFromSearchParams(search, base), allowed);
}

/**
 * The URL query for `next`: the filter keys rewritten (only fields that differ from the base), every
 * other key of `current` kept.
 */
export function writeFilterSet(
  current: URLSearchParams | string,
  next: FilterSet,
  base: FilterSet,
): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of FILTER_KEYS) out.delete(key);
  for (const [key, value] of filterSetToSearchParams(next, base)) out.append(key, value);
  return out;
}

/** Order-insensitive comparison of two queries, so an Apply without changes is recognised. */
export function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (q: URLSearchParams) => {
    const copy = new URLSearchParams(q);
    copy.sort();
    return copy.toString();
  };
  return sorted(a) === sorted(b);
}
