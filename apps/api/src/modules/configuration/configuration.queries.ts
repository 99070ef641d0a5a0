// Filter options, default filters and logos for a firm, from its configuration and the dimension tables.
import type { Kysely } from 'kysely';
import {
  defaultFilterSet,
  periodIntervals,
  periodOptions,
  type DefaultFilters,
  type FilterOptions,
  type IdName,
  type Logo,
  type PeriodOption,
  type SubCategoryOption,
} from '@specpulse/contract';
import { fiscalPeriodLabel, windowEndMonth } from '../../filters/window.ts';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FirmConfiguration } from '../../db/schema.ts';

/** Census order, so the filter dialog lists regions the way people expect. */
const regionOrder = ['northeast', 'midwest', 'south', 'west'];

/**
 * Categories (parent_id null) and sub-categories (parent_id set), by name. `only` limits them to the
 * given ids (a firm's enabled ones); without it every one is returned (the admin's available list).
 */
export async function categoryOptions(
  db: Kysely<MarketDB>,
  only?: { categories: readonly number[]; subCategories: readonly number[] },
): Promise<{ categories: IdName[]; subCategories: SubCategoryOption[] }> {
  const wanted = only ? [...only.categories, ...only.subCategories] : null;
  if (wanted && wanted.length === 0) return { categories: [], subCategories: [] };
  let query = db.selectFrom('category').select(['id', 'name', 'parent_id']).orderBy('name').orderBy('id');
  if (wanted) query = query.where('id', 'in', wanted);
  const rows = await query.execute();
  const categoryIds = only ? new Set(only.categories) : null;
  const subCategoryIds = only ? new Set(only.subCategories) : null;
  const categories: IdName[] = [];
  const subCategories: SubCategoryOption[] = [];
  for (const r of rows) {
    if (r.parent_id === null) {
      if (!categoryIds || categoryIds.has(r.id)) categories.push({ id: r.id, name: r.name });
    } else if (!subCategoryIds || subCategoryIds.has(r.id)) {
      subCategories.push({ id: r.id, name: r.name, category_id: r.parent_id });
    }
  }
  return { categories, subCategories };
}

export async function firmFilterOptions(
  db: Kysely<MarketDB>,
  config: FirmConfiguration,
): Promise<Omit<FilterOptions, 'territories'>> {
  const [categories, regions, segments, productStatus] = await Promise.all([
    categoryOptions(db, config.filters),
    db.selectFrom('census_region').select(['id', 'name']).execute(),
    db.selectFrom('segment').select(['id', 'name', 'icon']).orderBy('id').execute(),
    db.selectFrom('product_status').select(['id', 'name']).orderBy('id').execute(),
  ]);
  const rank = (id: string) => {
    const i = regionOrder.indexOf(id);
    return i === -1 ? regionOrder.length : i;
  };
  return {
    ...categories,
    regions: regions.sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name)),
    intervals: [...periodIntervals],
    periods: [...periodOptions],
    segments,
    productStatus,
  };
}

/**
 * The 'Last day of' choices: a fiscal firm's quarter and year are named by the fiscal period the window ends
 * with ('FQ3 2026', 'FY2026'); a calendar firm's read as before.
 */
export function periodChoices(asOf: string, fiscalYearStart: number): PeriodOption[] {
  if (fiscalYearStart === 1) return [...periodOptions];
  return periodOptions.map((p) =>
    p.id === 'month'
      ? p
      : { ...p, abbr: fiscalPeriodLabel(windowEndMonth(asOf, p.id, fiscalYearStart), p.id, fiscalYearStart) },
  );
}

/** The filter set pages start from (spec doc 1 §3, §9); defaults outside the enabled lists are dropped. */
export function defaultFilters(config: FirmConfiguration): DefaultFilters {
  const enabledCategories = new Set(config.filters.categories);
  const enabledSubCategories = new Set(config.filters.subCategories);
  return {
    ...defaultFilterSet,
    categories: config.defaultcategories.filter((id) => enabledCategories.has(id)),
    subCategories: config.defaultsubcategories.filter((id) => enabledSubCategories.has(id)),
  };
}

export async function firmLogos(db: Kysely<MarketDB>, firmbrands: readonly number[]): Promise<Logo[]> {
  if (firmbrands.length === 0) return [];
  const rows = await db
    .selectFrom('manufacturer')
    .select(['id', 'name', 'logo_url'])
    .where('id', 'in', [...firmbrands])
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ manufacturer_id: r.id, name: r.name, image_url: r.logo_url }));
}
