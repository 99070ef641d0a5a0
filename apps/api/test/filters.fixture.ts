// Test support: a small hand-made market with every case the filter compiler distinguishes (sub-categories,
// open-spec products, several statuses, segments, regions, projects and searches), seeded and deterministic.
import { loadDataSet } from '../src/data-load/load.ts';
import { buildAutocompleteWords } from '../src/modules/autocomplete/autocomplete-words.ts';
import type { TestDatabase } from './test-database.ts';

type Stores = Pick<TestDatabase, 'database' | 'market'>;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Market rows into the in-memory market store, the data version into the portal database. */
export async function loadFilterFixture(t: Stores, asOf = '2026-09-30'): Promise<void> {
  const db = await t.market.at('fixture');
  const rand = rng(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

  await db
    .insertInto('census_region')
    .values(['northeast', 'midwest', 'south', 'west'].map((id) => ({ id, name: id })))
    .execute();
  const states = [
    { id: 1, name: 'New York', code: 'NY', region_id: 'northeast' },
    { id: 2, name: 'Illinois', code: 'IL', region_id: 'midwest' },
    { id: 3, name: 'Texas', code: 'TX', region_id: 'south' },
    { id: 4, name: 'Florida', code: 'FL', region_id: 'south' },
    { id: 5, name: 'California', code: 'CA', region_id: 'west' },
  ];
  await db.insertInto('us_state').values(states).execute();
  await db
    .insertInto('city')
    .values(states.map((s) => ({ id: s.id, name: `City ${s.code}`, state_id: s.id, lat: 40, lng: -100 })))
    .execute();
  await db
    .insertInto('segment')
    .values([1, 2, 3].map((id) => ({ id, name: `Segment ${id}`, icon: 'Business' })))
    .execute();
  const categories = [
    { id: 1, name: 'Flooring', parent_id: null, quantity_unit: 'sq ft' },
    { id: 2, name: 'Seating', parent_id: null, quantity_unit: 'each' },
    { id: 3, name: 'Lighting', parent_id: null, quantity_unit: 'each' },
    { id: 11, name: 'Carpet Tile', parent_id: 1, quantity_unit: 'sq ft' },
    { id: 12, name: 'LVT', parent_id: 1, quantity_unit: 'sq ft' },
    { id: 21, name: 'Task', parent_id: 2, quantity_unit: 'each' },
    { id: 22, name: 'Lounge', parent_id: 2, quantity_unit: 'each' },
    { id: 31, name: 'Downlights', parent_id: 3, quantity_unit: 'each' },
  ];
  await db.insertInto('category').values(categories).execute();
  await db
    .insertInto('manufacturer')
    .values([1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Brand ${id}`, logo_url: '' })))
    .execute();
  const subs = categories.filter((c) => c.parent_id !== null);
  const products = Array.from({ length: 24 }, (_, i) => {
    const sub = subs[i % subs.length]!;
    return {
      id: i + 1,
      name: `Product ${i + 1}`,
      manufacturer_id: (i % 6) + 1,
      category_id: sub.parent_id!,
      sub_category_id: i % 5 === 0 ? null : sub.id,
      is_open_spec: false,
      image_url: '',
    };
  });
  // The generic open-spec product of each category.
  for (const c of [1, 2, 3]) {
    products.push({
      id: 100 + c,
      name: 'Open Spec',
      manufacturer_id: 6,
      category_id: c,
      sub_category_id: null,
      is_open_spec: true,
      image_url: '',
    });
  }
  await db.insertInto('product').values(products).execute();
  await db
    .insertInto('product_status')
    .values([1, 2, 3].map((id) => ({ id, name: `Status ${id}` })))
    .execute();
  await db.insertInto('design_firm').values({ id: 1, name: 'Firm' }).execute();
  await db.insertInto('firm_office').values({ id: 1, design_firm_id: 1, city_id: 1 }).execute();
  const projects = Array.from({ length: 40 }, (_, i) => {
    const state = pick(states);
    return {
      id: i + 1,
      name: `Project ${i + 1}`,
      segment_id: pick([1, 2, 3]),
      city_id: state.id,
      state_id: state.id,
      lat: 40,
      lng: -100,
      office_id: 1,
      start_date: '2023-01-01',
      completion_date: null,
    };
  });
  await db.insertInto('project').values(projects).execute();

  const day = () => {
    const t = Date.UTC(2023, 6, 1) + Math.floor(rand() * (Date.UTC(2026, 9, 31) - Date.UTC(2023, 6, 1)));
    return new Date(t).toISOString().slice(0, 10);
  };
  const lines = Array.from({ length: 1500 }, (_, i) => {
    const project = pick(projects);
    const product = rand() < 0.1 ? products[24 + (i % 3)]! : pick(products.slice(0, 24));
    return {
      id: i + 1,
      project_id: project.id,
      product_id: product.id,
      status_id: pick([1, 2, 3]),
      quantity: 1 + Math.floor(rand() * 50),
      spec_date: day(),
      manufacturer_id: product.manufacturer_id,
      category_id: product.category_id,
      sub_category_id: product.sub_category_id,
      is_open_spec: product.is_open_spec,
      segment_id: project.segment_id,
      state_id: project.state_id,
    };
  });
  for (let i = 0; i < lines.length; i += 500)
    await db
      .insertInto('spec_line')
      .values(lines.slice(i, i + 500))
      .execute();

  await db
    .insertInto('event_type')
    .values([
      { id: 1, code: 'search', name: 'Search' },
      { id: 2, code: 'product_view', name: 'Product view' },
    ])
    .execute();
  await db.insertInto('market_user').values({ id: 1, design_firm_id: 1, city_id: 1 }).execute();
  const events = Array.from({ length: 900 }, (_, i) => {
    const product = pick(products.slice(0, 24));
    const state = pick(states);
    // Late-evening UTC times near month ends catch any local-time slip in the day/month logic.
    const time = rand() < 0.3 ? 'T23:59:30Z' : 'T12:00:00Z';
    // Drawn in the order the fields were always drawn, so the fixture's data stays the same.
    const eventType = rand() < 0.8 ? 1 : 2;
    const eventDay = day();
    return {
      id: i + 1,
      event_type_id: eventType,
      event_date: `${eventDay}${time}`,
      event_day: eventDay,
      user_id: 1,
      design_firm_id: 1,
      manufacturer_id: product.manufacturer_id,
      product_id: rand() < 0.9 ? product.id : null,
      category_id: product.category_id,
      project_id: null,
      vendor_id: null,
      city_id: state.id,
      state_id: state.id,
      score: null,
      calc_type: null,
    };
  });
  for (let i = 0; i < events.length; i += 300)
    await db
      .insertInto('user_event')
      .values(events.slice(i, i + 300))
      .execute();
  await buildAutocompleteWords(db);
  // data_from long before the first fact: the reference checks growth over every previous window, as
  // figures (the uncovered case is growth-coverage.int.test.ts's, on generated data).
  await t.database.db
    .insertInto('data_version')
    .values({
      id: 1,
      version: `fixture-${asOf}`,
      as_of: asOf,
      data_from: '2000-01-01',
      scale: 'fixture',
      seed: 7,
    })
    .execute();
}

/** The data sets the source tests run on: this fixture and the tiny generated set. */
export const sourceTestDatasets: [string, (t: Stores) => Promise<unknown>][] = [
  ['fixture', (t) => loadFilterFixture(t)],
  ['tiny', (t) => loadDataSet(t.database, t.market, { scale: 'tiny', seed: 1, end: '2026-09-30' })],
];
