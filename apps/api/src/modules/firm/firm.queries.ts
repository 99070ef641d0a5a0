// Firm usage figures: the client firms' active users (a session event in the period) per period group.
import { sql, type Kysely } from 'kysely';
import type { FirmEmailRow, FirmItem, FirmUserCountRow } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';
import { dateInRange } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';

/**
 * (period group, firm, user) of every session event in the window: usage is the portal's own, so only the
 * filters' date range applies (categories, regions and the rest select market facts, not sessions).
 */
function activeUsers(scope: FilterScope, firmId: number | undefined) {
  // Users per calendar month first (a few thousand rows), then the period group label of each month.
  return sql`
    select distinct ${scope.periodGroupOf(sql`m.month`)} as period_group, u.firm_id, u.id as user_id, u.email
    from (
      select distinct se.user_id, cast(date_trunc('month', se.created_at at time zone 'UTC') as date) as month
      from session_event se
      where ${dateInRange(sql.ref('se.created_at'), 'timestamp', scope.window)}
        ${firmId === undefined ? sql`` : sql`and se.user_id in (select id from app_user where firm_id = ${firmId})`}
    ) m
    join app_user u on u.id = m.user_id`;
}

/** The firm's distinct active users per period group of the window, every group included (0 when none). */
export async function firmUserCounts(
  db: Kysely<PortalDB>,
  scope: FilterScope,
  firmId: number,
): Promise<FirmUserCountRow[]> {
  const { rows } = await sql<FirmUserCountRow>`
    select a.period_group, cast(count(*) as int) as count
    from (${activeUsers(scope, firmId)}) a
    group by 1`.execute(db);
  const counts = new Map(rows.map((r) => [r.period_group, r.count]));
  return scope.periodGroups().map((period_group) => ({ period_group, count: counts.get(period_group) ?? 0 }));
}

/** Per period group and firm, each active user's email and the firm's number of active users then. */
export async function firmPeriodEmails(
  db: Kysely<PortalDB>,
  scope: FilterScope,
  firmId: number | undefined,
): Promise<FirmEmailRow[]> {
  const { rows } = await sql<FirmEmailRow>`
    select a.period_group, a.firm_id, a.email,
      cast(count(*) over (partition by a.period_group, a.firm_id) as int) as total_firm_emails
    from (${activeUsers(scope, firmId)}) a
    order by a.period_group desc, a.firm_id, a.email collate "C"`.execute(db);
  return rows;
}

/** Whether the client firm exists. */
export async function firmExists(db: Kysely<PortalDB>, firmId: number): Promise<boolean> {
  return (await db.selectFrom('firm').select('id').where('id', '=', firmId).executeTakeFirst()) !== undefined;
}

/** Client firms whose name contains the term (or whose id is the term), by name; at most 20. */
export async function firmItems(db: Kysely<PortalDB>, term: string): Promise<FirmItem[]> {
  const text = term.trim();
  if (!text) return [];
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('firm')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('id', '=', id)]))
    .orderBy(sql`name collate "C"`)
    .orderBy('id')
    .limit(20)
    .execute();
}
