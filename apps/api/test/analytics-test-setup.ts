// Test support for the brand, product and source integration tests: the app over the tiny data set, a few
// firms with chosen configurations, the reference facts, and a request helper.
import { sql, type Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { filterPayloadSchema, type FilterPayload, type FilterPayloadInput } from '@specpulse/contract';
import { createTestApp, type TestApp } from './test-app.ts';
import { bearerFor, compileForTest, createFirmUser, firmConfiguration, testActor } from './auth-helpers.ts';
import type { LoadOptions } from '../src/data-load/load.ts';
import { readDataVersion } from '../src/filters/dimensions.ts';
import type { MarketDB } from '../src/db/market-schema.ts';
import type { FirmConfiguration, PortalDB } from '../src/db/schema.ts';
import {
  loadReferenceFacts,
  referenceSearches,
  referenceSpecLines,
  type ReferenceFacts,
  type ReferenceSearch,
  type ReferenceSpecLine,
} from './filter-reference.ts';
import type { FilterScope } from '../src/filters/scope.ts';
import type { WindowChoice } from '../src/filters/window.ts';

/** Any event (all types) with its UTC day, for the event-based drilldown figures. */
export interface EventFact {
  code: string;
  manufacturer_id: number | null;
  vendor_id: number | null;
  day: string;
}

export interface AnalyticsTestContext {
  t: TestApp;
  /** The market snapshot of the loaded tiny set. */
  db: Kysely<MarketDB>;
  /** The portal database (firms, users, sessions). */
  portal: Kysely<PortalDB>;
  facts: ReferenceFacts;
  events: EventFact[];
  /** The analyst firm: brands, products, spectypes, internal; three default categories; two firm brands. */
  config: FirmConfiguration;
  tokens: {
    analyst: string;
    brandsOnly: string;
    productsOnly: string;
    hideProjects: string;
    /** brands permission, no firm brands of its own. */
    noFirmBrands: string;
    /** The analyst's permissions with the firm's export flag (source-data downloads). */
    exporter: string;
  };
  post(
    url: string,
    body?: unknown,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** The analyst's compiled scope and the reference universes for a payload. */
  universe(
    input?: FilterPayloadInput,
    range?: WindowChoice,
  ): Promise<{
    payload: FilterPayload;
    scope: FilterScope;
    lines: ReferenceSpecLine[];
    searches: ReferenceSearch[];
  }>;
  close(): Promise<void>;
}

/** `load`: options of the tiny set's load (historyYears: six years like the demo instead of three). */
export async function createAnalyticsTestContext(
  load: Pick<LoadOptions, 'historyYears'> = {},
): Promise<AnalyticsTestContext> {
  // A copy of the tiny set loaded once per run (test-fixtures.ts: seed 1, as of 2026-09-30).
  const t = await createTestApp({}, load);
  const database = t.testDb.database;
  const db = await t.testDb.market.at((await readDataVersion(database)).version);
  const facts = await loadReferenceFacts(t.testDb);
  const { rows: events } = await sql<EventFact>`
    select et.code, ue.manufacturer_id, ue.vendor_id, strftime(ue.event_date at time zone 'UTC', '%Y-%m-%d') as day
    from user_event ue join event_type et on et.id = ue.event_type_id`.execute(db);

  // The three categories with the most spec lines, and the two leading brands of the first one.
  const byCategory = new Map<number, Map<number, number>>();
  for (const l of facts.specLines) {
    const brands = byCategory.get(l.category_id) ?? new Map<number, number>();
    brands.set(l.manufacturer_id, (brands.get(l.manufacturer_id) ?? 0) + 1);
    byCategory.set(l.category_id, brands);
  }
  const total = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const categories = [...byCategory].sort((a, b) => total(b[1]) - total(a[1])).map(([c]) => c);
  const defaultcategories = categories.slice(0, 3);
  const leaders = [...(byCategory.get(defaultcategories[0] ?? -1) ?? new Map<number, number>())]
    .sort((a, b) => b[1] - a[1])
    .map(([m]) => m);
  const config = firmConfiguration({
    permissions: { brands: true, products: true, spectypes: true, internal: true, mybrands: true },
    firmbrands: leaders.slice(0, 2),
    filters: { categories: facts.topCategoryIds, subCategories: [] },
    defaultcategories,
    specifications: ['color', 3, 4],
  });

  const user = async (email: string, configuration: FirmConfiguration) =>
    bearerFor(database.db, (await createFirmUser(database.db, { email, configuration })).userId);
  const tokens = {
    analyst: await user('analyst@test.example', config),
    brandsOnly: await user('brands@test.example', { ...config, permissions: { brands: true } }),
    productsOnly: await user('products@test.example', { ...config, permissions: { products: true } }),
    hideProjects: await user('hide@test.example', { ...config, hasfeature: { hideprojects: true } }),
    noFirmBrands: await user('nobrands@test.example', { ...config, firmbrands: [] }),
    exporter: await user('exporter@test.example', { ...config, hasfeature: { export: true } }),
  };
  const actor = testActor(config, config.permissions);

  return {
    t,
    db,
    portal: database.db,
    facts,
    events,
    config,
    tokens,
    post: (url, body = {}, token = tokens.analyst, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: token ? { ...headers, authorization: token } : headers,
      }),
    async universe(input = {}, range = 'window') {
      const payload = filterPayloadSchema.parse(input);
      return {
        payload,
        scope: await compileForTest(t.testDb, actor, payload),
        lines: referenceSpecLines(facts, payload, config, range),
        searches: referenceSearches(facts, payload, config, range),
      };
    },
    close: () => t.close(),
  };
}
