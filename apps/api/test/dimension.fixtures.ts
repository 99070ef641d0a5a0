// Test fixtures: the few dimension rows the configuration and admin tests need (no demo data).
import type { Kysely } from 'kysely';
import type { MarketDB } from '../src/db/market-schema.ts';

export const fixture = {
  categories: { lighting: 10, flooring: 20, seating: 30 },
  subCategories: { downlights: 11, pendants: 12, carpet: 21 },
  manufacturers: { lumen: 100, tread: 101, perch: 102 },
  specTypes: { finish: 5, size: 6 },
} as const;

export async function insertDimensions(db: Kysely<MarketDB>): Promise<void> {
  await db
    .insertInto('census_region')
    .values([
      { id: 'west', name: 'West' },
      { id: 'south', name: 'South' },
      { id: 'northeast', name: 'Northeast' },
      { id: 'midwest', name: 'Midwest' },
    ])
    .execute();
  await db
    .insertInto('segment')
    .values([
      { id: 1, name: 'Education', icon: 'school' },
      { id: 2, name: 'Workplace', icon: 'work' },
    ])
    .execute();
  await db
    .insertInto('product_status')
    .values([
      { id: 1, name: 'Specified' },
      { id: 2, name: 'Installed' },
    ])
    .execute();
  const c = fixture.categories;
  const s = fixture.subCategories;
  await db
    .insertInto('category')
    .values([
      { id: c.lighting, name: 'Lighting', parent_id: null, quantity_unit: 'each' },
      { id: c.flooring, name: 'Flooring', parent_id: null, quantity_unit: 'sq ft' },
      { id: c.seating, name: 'Seating', parent_id: null, quantity_unit: 'each' },
    ])
    .execute();
  await db
    .insertInto('category')
    .values([
      { id: s.downlights, name: 'Downlights', parent_id: c.lighting, quantity_unit: 'each' },
      { id: s.pendants, name: 'Pendants', parent_id: c.lighting, quantity_unit: 'each' },
      { id: s.carpet, name: 'Carpet', parent_id: c.flooring, quantity_unit: 'sq ft' },
    ])
    .execute();
  const m = fixture.manufacturers;
  await db
    .insertInto('manufacturer')
    .values([
      { id: m.lumen, name: 'Lumen Works', logo_url: '/images/brands/100.png' },
      { id: m.tread, name: 'Tread Co', logo_url: '/images/brands/101.png' },
      { id: m.perch, name: 'Perch', logo_url: '/images/brands/102.png' },
    ])
    .execute();
  await db
    .insertInto('spec_type')
    .values([
      { id: fixture.specTypes.finish, name: 'Finish', code: 'finish' },
      { id: fixture.specTypes.size, name: 'Size', code: 'size' },
    ])
    .execute();
}
