// The audit log: the one way the application writes an entry (insert only: audit-append-only.test.ts), and how
// administrators read it (/admin/audit: filtered, newest first, a page at a time or every row for the CSV).
import { sql, type Kysely } from 'kysely';
import type { AuditAction, AuditQuery, AuditRow } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

/** Who acted: the user the request ran as, and the administrator behind it when impersonating. */
export interface AuditActor {
  userId: number;
  impersonatorId: number | null;
}

/**
 * Every row names both identities of an impersonated request (actor_user_id and impersonator_user_id). The
 * application only ever inserts into audit_log (audit-append-only.test.ts holds the code to that).
 */
export async function writeAudit(
  db: Kysely<PortalDB>,
  entry: {
    /** Null for a failed sign-in with an email no account has. */
    actor: AuditActor | null;
    action: AuditAction;
    /** The firm the action concerns (filtering by firm in /admin/audit). */
    firmId: number | null;
    target: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actor?.userId ?? null,
      impersonator_user_id: entry.actor?.impersonatorId ?? null,
      firm_id: entry.firmId,
      action: entry.action,
      target: entry.target,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** The entries the filters select, joined with the names an administrator reads. */
function selected(db: Kysely<PortalDB>, query: AuditQuery) {
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('app_user as a', 'a.id', 'l.actor_user_id')
    .leftJoin('app_user as i', 'i.id', 'l.impersonator_user_id')
    .leftJoin('firm as f', 'f.id', 'l.firm_id');
  if (query.who) {
    const like = `%${query.who.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(a.email)`, 'like', like),
        eb.and([eb('l.actor_user_id', 'is', null), eb(sql`lower(l.target)`, 'like', like)]),
      ]),
    );
  }
  if (query.firm_id !== undefined) q = q.where('l.firm_id', '=', query.firm_id);
  if (query.action) q = q.where('l.action', '=', query.action);
  // Days in UTC, the last one whole.
  if (query.from)
    q = q.where(sql<boolean>`l.created_at >= (${query.from}::date)::timestamp at time zone 'UTC'`);
  if (query.to)
    q = q.where(sql<boolean>`l.created_at < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
  return q;
}

const rowColumns = [
  'l.id',
  'l.created_at',
  'a.email as actor_email',
  'i.email as impersonator_email',
  'l.firm_id',
  'f.name as firm_name',
  'l.action',
  'l.target',
  'l.before',
  'l.after',
] as const;

type StoredRow = {
  id: number | string;
  created_at: Date | string;
  actor_email: string | null;
  impersonator_email: string | null;
  firm_id: number | null;
  firm_name: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

const parsedJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function auditRow(r: StoredRow): AuditRow {
  const before = parsedJson(r.before);
  const after = parsedJson(r.after);
  const detail =
    before === null && after === null ? '' : JSON.stringify(before === null ? after : { before, after });
  return {
    id: Number(r.id),
    at: new Date(r.created_at).toISOString(),
    actor_email: r.actor_email,
    impersonator_email: r.impersonator_email,
    firm_id: r.firm_id,
    firm_name: r.firm_name,
    action: r.action,
    target: r.target,
    detail,
  };
}

/** One page of the selected entries, newest first (in the order they were written), and how many there are. */
export async function auditPage(
  db: Kysely<PortalDB>,
  query: AuditQuery & { offset: number; limit: number },
): Promise<{ total: number; rows: AuditRow[] }> {
  const [count, rows] = await Promise.all([
    selected(db, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    selected(db, query)
      .select(rowColumns)
      .orderBy('l.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows: (rows as unknown as StoredRow[]).map(auditRow) };
}

/** Every selected entry, newest first, a batch at a time (the CSV file streams them). */
export async function* auditRows(
  db: Kysely<PortalDB>,
  query: AuditQuery,
  batch = 1000,
): AsyncGenerator<AuditRow> {
  let before: number | null = null;
  for (;;) {
    let q = selected(db, query).select(rowColumns);
    if (before !== null) q = q.where('l.id', '<', before);
    const rows = (await q.orderBy('l.id', 'desc').limit(batch).execute()) as unknown as StoredRow[];
    for (const r of rows) yield auditRow(r);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    before = Number(last.id);
  }
}
