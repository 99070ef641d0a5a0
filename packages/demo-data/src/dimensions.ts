// CSV for the dimension tables (geography, taxonomy, brands, products, firms, users, vendors), in load order.
import { imageUrls } from '@specpulse/contract';
import { citiesAbroad } from './abroad.ts';
import { csvRows, csvText } from './csv.ts';
import type { FirmsPlan } from './firms-plan.ts';
import { censusRegions, cities, stateByCode, states } from './geography.ts';
import type { MarketPlan } from './market-plan.ts';
import { categories } from './categories.ts';
import { eventTypes, productStatuses, segments } from './taxonomy.ts';
import { specTypes, vocabulary } from './vocabularies.ts';

export interface TableLoad {
  table: string;
  columns: readonly string[];
  rows: () => Iterable<string>;
}

const lines = (rows: string[]) => (rows.length ? [rows.join('\n') + '\n'] : []);

export function dimensionLoads(market: MarketPlan, firms: FirmsPlan): TableLoad[] {
  return [
    {
      table: 'census_region',
      columns: ['id', 'name'],
      rows: () => lines(censusRegions.map((r) => `${r.id},${r.name}`)),
    },
    {
      table: 'us_state',
      columns: ['id', 'name', 'code', 'region_id'],
      rows: () => lines(states.map((s) => `${s.id},${csvText(s.name)},${s.code},${s.region}`)),
    },
    {
      table: 'city',
      columns: ['id', 'name', 'state_id', 'lat', 'lng', 'country_code'],
      rows: () =>
        lines([
          ...cities.map(
            (c) => `${c.id},${csvText(c.name)},${stateByCode.get(c.stateCode)?.id},${c.lat},${c.lng},US`,
          ),
          // Abroad: no US state (NULL).
          ...citiesAbroad.map((c) => `${c.id},${csvText(c.name)},,${c.lat},${c.lng},${c.country}`),
        ]),
    },
    {
      table: 'segment',
      columns: ['id', 'name', 'icon'],
      rows: () => lines(segments.map((s) => `${s.id},${csvText(s.name)},${s.icon}`)),
    },
    {
      table: 'category',
      columns: ['id', 'name', 'parent_id', 'quantity_unit'],
      // A sub-category's lines are counted in its category's unit.
      rows: () =>
        lines([
          ...categories.map((c) => `${c.id},${csvText(c.name)},,${csvText(c.quantity.unit)}`),
          ...categories.flatMap((c) =>
            c.subs.map((s) => `${s.id},${csvText(s.name)},${c.id},${csvText(c.quantity.unit)}`),
          ),
        ]),
    },
    {
      table: 'manufacturer',
      columns: ['id', 'name', 'logo_url'],
      rows: () => csvRows(market.brands, (b) => `${b.id},${csvText(b.name)},${imageUrls.brand(b.id)}`),
    },
    {
      table: 'product_status',
      columns: ['id', 'name'],
      rows: () => lines(productStatuses.map((s) => `${s.id},${csvText(s.name)}`)),
    },
    {
      table: 'spec_type',
      columns: ['id', 'name', 'code'],
      rows: () => lines(specTypes.map((t) => `${t.id},${csvText(t.name)},${t.code}`)),
    },
    {
      table: 'spec_value',
      columns: ['id', 'spec_type_id', 'name'],
      rows: () => lines(vocabulary.values.map((v) => `${v.id},${v.specTypeId},${csvText(v.name)}`)),
    },
    {
      table: 'product',
      columns: [
        'id',
        'name',
        'manufacturer_id',
        'category_id',
        'sub_category_id',
        'is_open_spec',
        'image_url',
      ],
      rows: () =>
        csvRows(market.products, (p) =>
          [
            p.id,
            csvText(p.name),
            p.brandId,
            p.categoryId,
            p.subCategoryId ?? '',
            p.isOpenSpec ? 't' : 'f',
            p.isOpenSpec ? imageUrls.openSpec : imageUrls.product(p.id),
          ].join(','),
        ),
    },
    {
      table: 'product_spec_value',
      columns: ['product_id', 'spec_value_id'],
      rows: () =>
        csvRows(
          market.products.filter((p) => p.specValueIds.length),
          (p) => p.specValueIds.map((v) => `${p.id},${v}`).join('\n'),
        ),
    },
    {
      table: 'design_firm',
      columns: ['id', 'name'],
      rows: () => csvRows(firms.designFirms, (f) => `${f.id},${csvText(f.name)}`),
    },
    {
      table: 'firm_office',
      columns: ['id', 'design_firm_id', 'city_id', 'lat', 'lng'],
      rows: () => csvRows(firms.offices, (o) => `${o.id},${o.designFirmId},${o.city.id},${o.lat},${o.lng}`),
    },
    {
      table: 'market_user',
      columns: ['id', 'design_firm_id', 'city_id'],
      rows: () => csvRows(firms.marketUsers, (u) => `${u.id},${u.designFirmId},${u.city.id}`),
    },
    {
      table: 'vendor',
      columns: ['id', 'manufacturer_id', 'name', 'email', 'city_id', 'state_id'],
      rows: () =>
        csvRows(
          firms.vendors,
          (v) => `${v.id},${v.brandId},${csvText(v.name)},${csvText(v.email)},${v.city.id},${v.stateId}`,
        ),
    },
    {
      table: 'event_type',
      columns: ['id', 'code', 'name'],
      rows: () => lines(eventTypes.map((t) => `${t.id},${t.code},${csvText(t.name)}`)),
    },
  ];
}
