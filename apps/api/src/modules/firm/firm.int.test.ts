// Firm usage reports against a plain reference over the session events of the tiny data set, and their guards.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFirmIds } from '@specpulse/demo-data';
import {
  firmAutocompleteRoute,
  firmPeriodEmailRoute,
  firmUsersRoute,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';

interface Session {
  user_id: number;
  firm_id: number;
  email: string;
  day: string;
}

const payloads: [string, FilterPayloadInput][] = [
  ['12 months by quarter', {}],
  ['6 months by month', { period_interval: 6, period_end: 'month' }],
  ['36 months, categories and regions do not apply', { period_interval: 36, regions: ['west'] }],
];

describe('firm reports', () => {
  let c: AnalyticsTestContext;
  let sessions: Session[];
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    ({ rows: sessions } = await sql<Session>`
      select se.user_id, u.firm_id, u.email, to_char(se.created_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from session_event se join app_user u on u.id = se.user_id`.execute(c.portal));
  });
  afterAll(async () => c?.close());

  /** period group → firm → emails of the users with a session event then. */
  async function reference(input: FilterPayloadInput) {
    const { scope, payload } = await c.universe(input);
    const active = new Map<string, Map<number, Set<string>>>();
    for (const s of sessions) {
      if (s.day < scope.window.start || s.day > scope.window.end) continue;
      const period = referencePeriodGroup(s.day, payload);
      const firms = active.get(period) ?? new Map<number, Set<string>>();
      firms.set(s.firm_id, (firms.get(s.firm_id) ?? new Set()).add(s.email));
      active.set(period, firms);
    }
    return { active, periods: scope.periodGroups('window') };
  }

  it.each(payloads)('users: distinct active users of each firm per period group (%s)', async (_n, input) => {
    const { active, periods } = await reference(input);
    const firmIds = [...new Set(sessions.map((s) => s.firm_id))].sort((a, b) => a - b);
    expect(firmIds.length).toBeGreaterThanOrEqual(10);
    let users = 0;
    for (const firmId of firmIds) {
      const res = await c.post(`/v2/analytics/firm/${firmId}/users`, input);
      expect(res.statusCode).toBe(200);
      const rows = firmUsersRoute.response.parse(res.json());
      expect(rows).toEqual(
        periods.map((period_group) => ({
          period_group,
          count: active.get(period_group)?.get(firmId)?.size ?? 0,
        })),
      );
      users += rows.reduce((a, r) => a + r.count, 0);
    }
    expect(users).toBeGreaterThan(0);
  });

  it.each(payloads)(
    'periodemail: each active user once per period group and firm, with the firm count (%s)',
    async (_n, input) => {
      const { active } = await reference(input);
      const rows = firmPeriodEmailRoute.response.parse(
        (await c.post('/v2/analytics/firm/periodemail', input)).json(),
      );
      const expected = [...active].flatMap(([period_group, firms]) =>
        [...firms].flatMap(([firm_id, emails]) =>
          [...emails].map((email) => ({ period_group, firm_id, email, total_firm_emails: emails.size })),
        ),
      );
      const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        b.period_group.localeCompare(a.period_group) ||
        a.firm_id - b.firm_id ||
        (a.email < b.email ? -1 : a.email > b.email ? 1 : 0);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual([...expected].sort(order));
      const one = firmPeriodEmailRoute.response.parse(
        (await c.post(`/v2/analytics/firm/periodemail?firm_id=${demoFirmIds.manufacturer}`, input)).json(),
      );
      expect(one).toEqual(rows.filter((r) => r.firm_id === demoFirmIds.manufacturer));
    },
  );

  it('the demo firms show seasonality and churn: users come and go across the three years', async () => {
    const { rows } = await sql<{ firm_id: number; first: string; last: string }>`
      select u.firm_id, min(se.created_at)::date::text as first, max(se.created_at)::date::text as last
      from session_event se join app_user u on u.id = se.user_id group by u.id, u.firm_id`.execute(c.portal);
    const ends = rows.map((r) => r.last).sort();
    const starts = rows.map((r) => r.first).sort();
    // Someone joined well after the start and someone left well before the end.
    expect(starts.at(-1)! > starts[0]!).toBe(true);
    expect(ends[0]! < ends.at(-1)!).toBe(true);
    const years = new Set(sessions.map((s) => s.day.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });

  it('guards: 401, 403 without internal, 400 on a bad firm id, 404 naming an unknown firm', async () => {
    const urls = ['/v2/analytics/firm/periodemail', `/v2/analytics/firm/${demoFirmIds.manufacturer}/users`];
    for (const url of urls) {
      expect((await c.post(url, {}, null)).statusCode).toBe(401);
      const locked = await c.post(url, {}, c.tokens.brandsOnly);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.message).toMatch(/internal/);
    }
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await c.post(`/v2/analytics/firm/${bad}/users`)).statusCode, bad).toBe(400);
      expect((await c.post(`/v2/analytics/firm/periodemail?firm_id=${bad}`)).statusCode, bad).toBe(400);
    }
    for (const url of ['/v2/analytics/firm/987654/users', '/v2/analytics/firm/periodemail?firm_id=987654']) {
      const res = await c.post(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Firm 987654 does not exist');
    }
  });

  it('autocomplete: firm names containing the term, or the firm of that id; internal only', async () => {
    const get = (term: string, token: string | null = c.tokens.analyst) =>
      c.t.app.inject({
        method: 'GET',
        url: `/v2/autocomplete/firm/?term=${encodeURIComponent(term)}`,
        headers: token ? { authorization: token } : {},
      });
    const firms = await c.portal.selectFrom('firm').select(['id', 'name']).execute();
    const probe = firms.find((f) => f.id === demoFirmIds.manufacturer)!;
    const term = probe.name.slice(1, 5).toLowerCase();
    const items = firmAutocompleteRoute.response.parse((await get(term)).json());
    expect(items).toEqual(
      firms
        .filter((f) => f.name.toLowerCase().includes(term))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
        .slice(0, 20),
    );
    expect(firmAutocompleteRoute.response.parse((await get(String(probe.id))).json())).toContainEqual(probe);
    expect((await get('  ')).json()).toEqual([]);
    expect((await get('%')).json()).toEqual([]);
    expect((await get('a', null)).statusCode).toBe(401);
    expect((await get('a', c.tokens.brandsOnly)).statusCode).toBe(403);
  });
});
