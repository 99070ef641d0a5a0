import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import {
  categories,
  DEMO_PASSWORD,
  demoAccounts,
  demoFirmIds,
  eventTypeIds,
  marketStructureOf,
  statusIds,
} from '@specpulse/demo-data';
import { loadDataSet, type LoadSummary } from './load.ts';

const END = '2026-09-30';
// The last 12 months before as_of, and the first 12 months of the three-year range.
const LAST_YEAR = ['2025-10-01', '2026-09-30'] as const;
const FIRST_YEAR = ['2023-10-01', '2024-09-30'] as const;

let t: TestDatabase;
let summary: LoadSummary;
/** Rows of a query over the market snapshot (DuckDB). */
const rows = async <T>(text: string) =>
  (await sql.raw(text).execute(await t.market.at(summary.version))).rows as T[];
/** Rows of a query over the portal database (PostgreSQL). */
const portalRows = async <T>(text: string) => (await sql.raw(text).execute(t.database.db)).rows as T[];

/** Every generated market table (the snapshot's contents). */
const MARKET_TABLES = [
  'manufacturer',
  'product',
  'spec_type',
  'spec_value',
  'product_spec_value',
  'design_firm',
  'firm_office',
  'project',
  'principal',
  'vendor',
  'market_user',
  'spec_line',
  'user_event',
  'autocomplete_word',
];
/** Every generated portal table, less the columns a load stamps with the clock or a random salt. */
const PORTAL_TABLES: Record<string, string[]> = {
  firm: ['updated_at'],
  // argon2 hashes carry a random salt: the password itself is checked by the demo-account test.
  app_user: ['password_hash', 'created_at'],
  session_event: [],
};

async function checksum(version: string): Promise<string> {
  const parts: string[] = [];
  const market = await t.market.at(version);
  for (const table of MARKET_TABLES) {
    const {
      rows: [r],
    } = await sql
      .raw<{ sum: string | null; n: number }>(
        `
      select md5(string_agg(x.j, ';' order by x.j)) as sum, count(*)::int as n
      from (select to_json(t)::varchar as j from ${table} t) x`,
      )
      .execute(market);
    parts.push(`${table}:${r?.n}:${r?.sum}`);
  }
  for (const [table, skipped] of Object.entries(PORTAL_TABLES)) {
    const skip = skipped.length ? ` - array[${skipped.map((c) => `'${c}'`).join(', ')}]` : '';
    const [r] = await portalRows<{ sum: string | null; n: number }>(`
      select md5(string_agg(x.j, ';' order by x.j)) as sum, count(*)::int as n
      from (select (to_jsonb(t)${skip})::text as j from ${table} t) x`);
    parts.push(`${table}:${r?.n}:${r?.sum}`);
  }
  return parts.join('|');
}

beforeAll(async () => {
  t = await createTestDatabase();
  summary = await loadDataSet(t.database, t.market, { scale: 'tiny', seed: 1, end: END });
});
afterAll(async () => t?.drop());

describe('tiny data set (seed 1, as of 2026-09-30)', () => {
  it('reports what it loaded and records the data version', async () => {
    expect(summary.rows.spec_line).toBeGreaterThan(15_000);
    expect(summary.rows.user_event).toBe(25_000);
    const version = await t.database.db.selectFrom('data_version').selectAll().executeTakeFirstOrThrow();
    expect(version).toMatchObject({ id: 1, as_of: END, scale: 'tiny', seed: 1, version: summary.version });
    const [count] = await rows<{ n: number }>('select count(*)::int as n from spec_line');
    expect(count?.n).toBe(summary.rows.spec_line);
  });

  it('has no dangling reference in the fact tables', async () => {
    const orphans = await rows<{ n: number }>(`
      select (select count(*) from spec_line s where not exists (select 1 from project p where p.id = s.project_id)
          or not exists (select 1 from product p where p.id = s.product_id and p.manufacturer_id = s.manufacturer_id
            and p.category_id = s.category_id and p.sub_category_id is not distinct from s.sub_category_id
            and p.is_open_spec = s.is_open_spec)
          or not exists (select 1 from project p where p.id = s.project_id and p.segment_id = s.segment_id
            and p.state_id = s.state_id)
          or not exists (select 1 from product_status x where x.id = s.status_id))
        + (select count(*) from user_event e where not exists (select 1 from market_user u where u.id = e.user_id
            and u.design_firm_id = e.design_firm_id and u.city_id = e.city_id)
          or not exists (select 1 from city c where c.id = e.city_id
            -- From abroad: the searcher keeps the US state of the firm's home office (data.md).
            and (c.state_id = e.state_id or (c.state_id is null and c.country_code <> 'US')))
          or (e.product_id is not null and not exists (select 1 from product p where p.id = e.product_id
            and p.manufacturer_id = e.manufacturer_id and p.category_id = e.category_id))
          or (e.vendor_id is not null and not exists (select 1 from vendor v where v.id = e.vendor_id
            and v.manufacturer_id = e.manufacturer_id))
          or (e.project_id is not null and not exists (select 1 from project p where p.id = e.project_id))
          or not exists (select 1 from event_type x where x.id = e.event_type_id))
        + (select count(*) from product_spec_value v where not exists (select 1 from product p where p.id = v.product_id))
        as n`);
    expect(orphans[0]?.n).toBe(0);
  });

  it("stores the facts in the order the filters prune by (category, then date), with each event's UTC day", async () => {
    const [r] = await rows<{ unsorted: number }>(`
      select count(*)::int as unsorted from (
        select category_id, spec_date, lag(category_id) over (order by rowid) as pc,
          lag(spec_date) over (order by rowid) as pd from spec_line) x
      where pc > category_id or (pc = category_id and pd > spec_date)`);
    expect(r?.unsorted).toBe(0);
    const [days] = await rows<{ wrong: number }>(`
      select count(*)::int as wrong from user_event where event_day <> cast(event_date at time zone 'UTC' as date)`);
    expect(days?.wrong).toBe(0);
  });

  it('gives each sub-category the concentration of its market structure, so categories differ', async () => {
    const subs = await rows<{ sub_category_id: number; brands: number; top3: number }>(`
      with b as (select sub_category_id, manufacturer_id,
          count(*)::double / sum(count(*)) over (partition by sub_category_id) as share,
          row_number() over (partition by sub_category_id order by count(*) desc) as rk
        from spec_line where not is_open_spec group by 1, 2)
      select sub_category_id, count(*)::int as brands, sum(share) filter (where rk <= 3) as top3 from b group by 1`);
    const structureOf = new Map(
      categories.flatMap((c) => c.subs.map((u) => [u.id, marketStructureOf(u.name)])),
    );
    expect(subs).toHaveLength(structureOf.size);
    /** Furniture sub-categories but the niche ones follow the furniture groups (their own test below). */
    const furniture = (subId: number) =>
      [10, 11, 12].includes(Math.floor(subId / 100)) && structureOf.get(subId) !== 'niche';
    for (const s of subs) {
      const structure = structureOf.get(s.sub_category_id);
      const label = `${structure} sub-category ${s.sub_category_id}`;
      if (furniture(s.sub_category_id)) {
        // A fragmented furniture sub-category's top three plan just over 0.4; the tiny set's lines scatter a little.
        expect.soft(s.top3, label).toBeGreaterThanOrEqual(0.38);
        expect.soft(s.top3, label).toBeLessThanOrEqual(0.85);
      } else if (structure === 'oligopoly') {
        expect.soft(s.brands, label).toBeLessThanOrEqual(12);
        expect.soft(s.top3, label).toBeGreaterThanOrEqual(0.68);
        expect.soft(s.top3, label).toBeLessThanOrEqual(0.92);
      } else if (structure === 'niche') {
        expect.soft(s.brands, label).toBeLessThanOrEqual(8);
        expect.soft(s.top3, label).toBeGreaterThanOrEqual(0.55);
      } else if (structure === 'fragmented') {
        expect.soft(s.brands, label).toBeGreaterThanOrEqual(15);
        expect.soft(s.top3, label).toBeLessThanOrEqual(0.28);
      } else {
        expect.soft(s.brands, label).toBeGreaterThanOrEqual(10);
        expect.soft(s.top3, label).toBeGreaterThanOrEqual(0.25);
        expect.soft(s.top3, label).toBeLessThanOrEqual(0.6);
      }
    }
    // Categories of oligopolies (ceilings, openings) are far more concentrated than lighting (furniture, a
    // market of groups, is concentrated too).
    const hhi = await rows<{ category_id: number; hhi: number }>(`
      with b as (select category_id, count(*)::double / sum(count(*)) over (partition by category_id) as share
        from spec_line where not is_open_spec group by category_id, manufacturer_id)
      select category_id, sum(share * share) * 10000 as hhi from b group by 1`);
    const byCategory = new Map(hhi.map((h) => [h.category_id, h.hhi]));
    expect(byCategory.get(3)).toBeGreaterThan(2 * (byCategory.get(13) as number));
    expect(Math.max(...byCategory.values())).toBeGreaterThan(2.5 * Math.min(...byCategory.values()));
  });

  it('lets five furniture groups, each making seating, tables and storage, hold most of furniture', async () => {
    const top = await rows<{ n: number; categories: number }>(`
      select count(*)::int as n, count(distinct category_id)::int as categories from spec_line
      where not is_open_spec and category_id in (10, 11, 12) group by manufacturer_id order by 1 desc limit 5`);
    const [all] = await rows<{ n: number }>(`
      select count(*)::int as n from spec_line where not is_open_spec and category_id in (10, 11, 12)`);
    expect(top.reduce((n, r) => n + r.n, 0) / all!.n).toBeGreaterThan(0.7);
    expect(top.map((r) => r.categories)).toEqual([3, 3, 3, 3, 3]);
  });

  it('covers every state, DC and segment, for specs and for searches', async () => {
    const [r] = await rows<{ spec_states: number; search_states: number; segments: number; states: number }>(`
      select (select count(distinct state_id)::int from spec_line) as spec_states,
        (select count(distinct state_id)::int from user_event where event_type_id = ${eventTypeIds.search}) as search_states,
        (select count(distinct segment_id)::int from spec_line) as segments,
        (select count(*)::int from us_state) as states`);
    expect(r).toEqual({ spec_states: 51, search_states: 51, segments: 8, states: 51 });
    // Big states lead: the four most populous hold the most projects. Their order is left open: at tiny scale
    // neighbours in it tie or differ by one (New York and Florida both on 40 projects).
    const byState = await rows<{ code: string; n: number }>(`
      select s.code, count(*)::int as n from project p join us_state s on s.id = p.state_id group by 1 order by 2 desc, 1`);
    expect(new Set(byState.slice(0, 4).map((s) => s.code))).toEqual(new Set(['CA', 'TX', 'FL', 'NY']));
  });

  it('fills the twelve months before as_of, with quiet weekends and a quieter December', async () => {
    const months = await rows<{ month: string; specs: number; searches: number }>(`
      select strftime(m, '%Y-%m') as month,
        (select count(*)::int from spec_line where spec_date >= m and spec_date < m + interval '1 month') as specs,
        (select count(*)::int from user_event where event_type_id = ${eventTypeIds.search}
          and event_date >= timezone('UTC', m) and event_date < timezone('UTC', m + interval '1 month')) as searches
      from (select unnest(generate_series(timestamp '${LAST_YEAR[0]}', timestamp '2026-09-01', interval '1 month')) as m)
      order by 1`);
    expect(months).toHaveLength(12);
    // Every month filled: none under 0.4 of the average month. Months vary more than that allows at tiny
    // scale (500 projects, each scope a template's several categories at once, and the market's cycle), so
    // the bound catches a missing or half-loaded month, not a quiet one.
    const average = summary.rows.spec_line! / 36;
    for (const m of months) {
      expect.soft(m.specs, m.month).toBeGreaterThan(average * 0.4);
      expect.soft(m.searches, m.month).toBeGreaterThan(200);
    }
    const [days] = await rows<{ weekend: number; weekday: number }>(`
      select count(*) filter (where extract(isodow from spec_date) >= 6)::double / 2 as weekend,
        count(*) filter (where extract(isodow from spec_date) between 1 and 4)::double / 4 as weekday from spec_line`);
    expect(days!.weekend).toBeLessThan(days!.weekday * 0.3);
    const [season] = await rows<{ dec: number; oct: number }>(`
      select count(*) filter (where extract(month from spec_date) = 12)::double as dec,
        count(*) filter (where extract(month from spec_date) = 10)::double as oct from spec_line`);
    expect(season!.dec).toBeLessThan(season!.oct);
  });

  it('shows the growing brands gaining and the shrinking brands losing share', async () => {
    const growing = summary.highlights.trending.filter((x) => x.trend > 0);
    const shrinking = summary.highlights.trending.filter((x) => x.trend < 0);
    // 0-2 movers per category, of varied kinds; those that moved clearly over the three years are listed.
    expect(growing.length).toBeGreaterThanOrEqual(4);
    expect(shrinking.length).toBeGreaterThanOrEqual(4);
    expect(new Set(summary.highlights.trending.map((x) => x.kind)).size).toBeGreaterThanOrEqual(3);
    for (const c of categories)
      expect(summary.highlights.trending.filter((x) => x.categoryId === c.id).length).toBeLessThanOrEqual(2);
    const share = async (brandId: number, categoryId: number, [from, to]: readonly [string, string]) => {
      const [r] = await rows<{ share: number }>(`
        select count(*) filter (where manufacturer_id = ${brandId})::double / count(*) as share from spec_line
        where category_id = ${categoryId} and not is_open_spec and spec_date between '${from}' and '${to}'`);
      return r!.share;
    };
    // Pooled over the categories the movement is unmistakable; brand by brand (a few dozen lines a year
    // at this scale) most of them show it.
    const moves = async (list: typeof growing) => {
      let before = 0;
      let after = 0;
      const ratios: number[] = [];
      for (const x of list) {
        const [a, b] = [
          await share(x.brandId, x.categoryId, FIRST_YEAR),
          await share(x.brandId, x.categoryId, LAST_YEAR),
        ];
        before += a;
        after += b;
        ratios.push(b / a);
      }
      return { pooled: after / before, ratios };
    };
    const up = await moves(growing);
    const down = await moves(shrinking);
    // 1.2, not 1.3 as before launched lines (issue 49): two of this seed's breakouts now move for a launched
    // line, whose gain lies in one sub-category and starts within the last two years, a handful of lines a year
    // at this scale; the pooled rise is 1.22 for this seed (the per-brand majorities below still hold).
    expect(up.pooled).toBeGreaterThan(1.2);
    expect(down.pooled).toBeLessThan(0.8);
    expect(up.ratios.filter((r) => r > 1).length).toBeGreaterThan(up.ratios.length / 2);
    expect(down.ratios.filter((r) => r < 1).length).toBeGreaterThan(down.ratios.length / 2);
  });

  it('uses statuses, quantities and Open Spec items that fit each category', async () => {
    const quoted = await rows<{ category_id: number }>(
      `select distinct category_id from spec_line where status_id = ${statusIds.quoted} order by 1`,
    );
    expect(quoted.map((r) => r.category_id)).toEqual(categories.filter((c) => c.ffe).map((c) => c.id));
    const [open] = await rows<{ share: number; brands: number; statuses: number; products: number }>(`
      select avg(is_open_spec::int)::double as share,
        count(distinct manufacturer_id) filter (where is_open_spec)::int as brands,
        count(distinct product_id) filter (where is_open_spec)::int as products,
        count(*) filter (where is_open_spec and status_id not in (${statusIds.specified}, ${statusIds.installed}))::int as statuses
      from spec_line`);
    expect(open!.share).toBeGreaterThan(0.02);
    expect(open!.share).toBeLessThan(0.12);
    expect(open).toMatchObject({ brands: 1, products: categories.length, statuses: 0 });
    const [quantity] = await rows<{ flooring: number; seating: number }>(`
      select percentile_cont(0.5) within group (order by quantity) filter (where category_id = 1) as flooring,
        percentile_cont(0.5) within group (order by quantity) filter (where category_id = 10) as seating from spec_line`);
    expect(quantity!.flooring).toBeGreaterThan(5 * quantity!.seating);
  });

  it('seeds the demo accounts with the documented access', async () => {
    const users = await t.database.db
      .selectFrom('app_user as u')
      .innerJoin('firm as f', 'f.id', 'u.firm_id')
      .select([
        'u.id',
        'u.email',
        'u.is_admin',
        'u.is_active',
        'u.firm_id',
        'u.password_hash',
        'f.configuration',
      ])
      .where(
        'u.email',
        'in',
        Object.values(demoAccounts).map((a) => a.email),
      )
      .execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const account of Object.values(demoAccounts)) {
      const u = byEmail.get(account.email);
      expect(u, account.email).toMatchObject({
        id: account.userId,
        firm_id: account.firmId,
        is_admin: account.isAdmin,
        is_active: account.isActive,
      });
    }
    expect(await verifyPassword(byEmail.get(demoAccounts.brand.email)!.password_hash, DEMO_PASSWORD)).toBe(
      true,
    );
    expect(await verifyPassword(byEmail.get(demoAccounts.brand.email)!.password_hash, 'wrong')).toBe(false);
    // Each user has its own salt: no two stored hashes are equal, and each still checks the demo password.
    const hashes = (await t.database.db.selectFrom('app_user').select('password_hash').execute()).map(
      (u) => u.password_hash,
    );
    expect(hashes.length).toBeGreaterThan(4);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(await verifyPassword(hashes.at(-1)!, DEMO_PASSWORD)).toBe(true);

    const admin = byEmail.get(demoAccounts.admin.email)!.configuration!;
    expect(Object.values(admin.permissions).every(Boolean)).toBe(true);
    expect(admin.filters.categories).toEqual(categories.map((c) => c.id));
    const brand = byEmail.get(demoAccounts.brand.email)!.configuration!;
    expect(brand.permissions).toEqual({
      brands: true,
      products: true,
      mybrands: true,
      internal: false,
      spectypes: true,
    });
    expect(brand.firmbrands).toEqual(summary.highlights.clientBrandIds);
    const designer = byEmail.get(demoAccounts.designer.email)!.configuration!;
    expect(designer.permissions).toMatchObject({ products: true, brands: false, internal: false });
    expect(designer.hasfeature.hidesegments).toBe(true);
    expect(designer.filters.categories.length).toBeLessThan(brand.filters.categories.length);
    expect(designer.filters.categories).not.toEqual(brand.filters.categories);

    // Each firmbrand is a leading brand (at least 5 % of the lines) of a category the firm has enabled.
    const lines = await rows<{ manufacturer_id: number; category_id: number; share: number }>(`
      select manufacturer_id, category_id, share from (
        select manufacturer_id, category_id, count(*)::double / sum(count(*)) over (partition by category_id) as share
        from spec_line where not is_open_spec group by 1, 2) b
      where manufacturer_id in (${brand.firmbrands.join(',')}) order by share desc`);
    for (const id of brand.firmbrands) {
      const best = lines.find((l) => l.manufacturer_id === id);
      expect(best?.share, `share of firmbrand ${id}`).toBeGreaterThan(0.05);
      expect(brand.filters.categories).toContain(best?.category_id);
    }
    const [firm] = await portalRows<{ name: string }>(
      `select name from firm where id = ${demoFirmIds.manufacturer}`,
    );
    const [brandName] = await rows<{ name: string }>(
      `select name from manufacturer where id = ${brand.firmbrands[0]}`,
    );
    expect(firm?.name).toBe(brandName?.name);
  });

  it('records session history in sessions of events under 30 minutes apart, starting with a login', async () => {
    const [r] = await portalRows<{
      sessions: number;
      bad_gaps: number;
      not_login_first: number;
      users: number;
    }>(`
      with e as (select *, lag(created_at) over (partition by user_session_id order by created_at, id) as previous,
          row_number() over (partition by user_session_id order by created_at, id) as n from session_event)
      select count(distinct user_session_id)::int as sessions, count(distinct user_id)::int as users,
        count(*) filter (where created_at - previous >= interval '30 minutes')::int as bad_gaps,
        count(*) filter (where n = 1 and kind <> 'login')::int as not_login_first from e`);
    expect(r!.sessions).toBeGreaterThan(500);
    expect(r!.users).toBeGreaterThan(20);
    expect(r).toMatchObject({ bad_gaps: 0, not_login_first: 0 });
    const [latest] = await portalRows<{ day: string }>(
      `select max(created_at)::date::text as day from session_event`,
    );
    expect(latest!.day <= END).toBe(true);
    // New rows after a load get fresh ids.
    const inserted = await t.database.db
      .insertInto('audit_log')
      .values({
        actor_user_id: demoAccounts.admin.userId,
        action: 'test',
        target: 'load',
        before: null,
        after: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
  });

  it('points logos and product images at the built-in image routes', async () => {
    const [r] = await rows<{ logo: string; image: string; open: string }>(`
      select (select logo_url from manufacturer where id = 12) as logo,
        (select image_url from product where not is_open_spec order by id limit 1) as image,
        (select string_agg(distinct image_url, ',') from product where is_open_spec) as open`);
    const [user] = await portalRows<{ avatar: string }>(
      `select avatar_url as avatar from app_user where id = 2`,
    );
    expect({ ...r, ...user }).toEqual({
      logo: '/v2/images/brand/12.svg',
      image: expect.stringMatching(/^\/v2\/images\/product\/\d+\.svg$/),
      open: '/v2/images/open-spec.svg',
      avatar: '/v2/images/user/2.svg',
    });
  });

  it('reloads the same data for the same seed and end date, and other data for another seed', async () => {
    const first = await checksum(summary.version);
    const again = await loadDataSet(t.database, t.market, { scale: 'tiny', seed: 1, end: END });
    expect(await checksum(again.version)).toBe(first);
    const other = await loadDataSet(t.database, t.market, { scale: 'tiny', seed: 2, end: END });
    expect(other.version).not.toBe(summary.version);
    expect(await checksum(other.version)).not.toBe(first);
    const [users] = await portalRows<{ n: number }>(`select count(*)::int as n from app_user where id <= 4`);
    expect(users?.n).toBe(4);
  });
});
