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
