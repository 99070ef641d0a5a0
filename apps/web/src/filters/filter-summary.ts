// The summary bar's texts for a filter set: one short item per field that narrows the figures.
import {
  categoryBrandKeys,
  comparisonLabel,
  type FilterSet,
  type UserConfiguration,
} from '@specpulse/contract';
import { complexReading } from './complex-entries.ts';

const MAX_NAMES = 3;

function names<T extends string | number>(
  ids: readonly T[],
  options: readonly { id: T; name: string }[],
): string {
  const byId = new Map(options.map((o) => [o.id, o.name]));
  const list = ids.map((id) => byId.get(id) ?? String(id));
  return list.length > MAX_NAMES
    ? `${list.slice(0, MAX_NAMES).join(', ')} +${list.length - MAX_NAMES} more`
    : list.join(', ');
}

export function filterSummary(filters: FilterSet, configuration: UserConfiguration): string[] {
  const f = configuration.filters;
  const period = f.periods.find((p) => p.id === filters.period_end)?.abbr ?? filters.period_end;
  const items = [
    `${filters.period_interval} Months to last day of ${period}`,
    `Growth ${comparisonLabel(filters.compare, filters.period_interval)}`,
  ];
  items.push(
    filters.categories.length === f.categories.length && f.categories.length > 1
      ? 'All categories'
      : `Categories: ${names(filters.categories, f.categories)}`,
  );
  if (filters.subCategories.length)
    items.push(`Sub-Categories: ${names(filters.subCategories, f.subCategories)}`);
  if (filters.segments.length) items.push(`Segments: ${names(filters.segments, f.segments)}`);
  if (filters.regions.length) items.push(`Regions: ${names(filters.regions, f.regions)}`);
  if (filters.territories.length) items.push(`Territory: ${names(filters.territories, f.territories)}`);
  if (filters.projprodstatus.length)
    items.push(`Statuses: ${filters.projprodstatus.map((s) => s.name).join(', ')}`);
  if (filters.project_ids.trim()) items.push(`Project IDs: ${filters.project_ids}`);
  if (filters.openspec) items.push('OpenSpec');
  if (filters.qtyShares) items.push('Quantity Shares');
  const brands = categoryBrandKeys.map((k) => filters[k]?.name).filter(Boolean);
  if (brands.length) items.push(`Manufacturers: ${brands.join(', ')}`);
  if (filters.adjacent_brand) items.push(`Anchor Brand: ${filters.adjacent_brand.name}`);
  if (filters.adjacent_category !== null) {
    items.push(`Adjacent Category: ${names([filters.adjacent_category], f.categories)}`);
  }
  if (filters.spec_attribute_id !== null) items.push(`Spec Attribute Id: ${filters.spec_attribute_id}`);
  if (filters.complex.length) items.push(`Advanced: ${complexReading(filters.complex)}`);
  return items;
}

/** A filter that narrows the figures beyond the firm's defaults, and how to take it off. */
export interface NarrowingFilter {
  /** Its name, as the summary bar's chip starts ('Segments', 'Project IDs'). */
  name: string;
  /** The summary bar's chip text, e.g. 'Segments: Healthcare'. */
  text: string;
  /** The filter set without it: the field back to the firm's default. */
  clear: (filters: FilterSet) => FilterSet;
}

/**
 * The filters set beyond the defaults that can leave a page with nothing (the period, the comparison and
 * the category brands a page needs are not among them): what an empty result names and offers to clear.
 */
export function narrowingFilters(
  filters: FilterSet,
  base: FilterSet,
  configuration: UserConfiguration,
): NarrowingFilter[] {
  const f = configuration.filters;
  const sameIds = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((v) => b.includes(v));
  const found: NarrowingFilter[] = [];
  const add = (name: string, detail: string, clear: NarrowingFilter['clear']) =>
    found.push({ name, text: `${name}: ${detail}`, clear });
  if (!sameIds(filters.categories, base.categories))
    add('Categories', names(filters.categories, f.categories), (s) => ({
      ...s,
      categories: base.categories,
    }));
  if (filters.subCategories.length && !sameIds(filters.subCategories, base.subCategories))
    add('Sub-Categories', names(filters.subCategories, f.subCategories), (s) => ({
      ...s,
      subCategories: base.subCategories,
    }));
  if (filters.segments.length)
    add('Segments', names(filters.segments, f.segments), (s) => ({ ...s, segments: [] }));
  if (filters.regions.length)
    add('Regions', names(filters.regions, f.regions), (s) => ({ ...s, regions: [] }));
  if (filters.territories.length)
    add('Territory', names(filters.territories, f.territories), (s) => ({ ...s, territories: [] }));
  if (filters.projprodstatus.length)
    add('Statuses', filters.projprodstatus.map((s) => s.name).join(', '), (s) => ({
      ...s,
      projprodstatus: [],
    }));
  if (filters.project_ids.trim()) add('Project IDs', filters.project_ids, (s) => ({ ...s, project_ids: '' }));
  if (filters.openspec)
    found.push({ name: 'OpenSpec', text: 'OpenSpec', clear: (s) => ({ ...s, openspec: false }) });
  if (filters.complex.length)
    add('Advanced', complexReading(filters.complex), (s) => ({ ...s, complex: [] }));
  return found;
}
