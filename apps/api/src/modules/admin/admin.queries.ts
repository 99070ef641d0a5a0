// Administration queries: firm list, firm configuration load and audited save, session activity.
import { sql, type Kysely } from 'kysely';
import { messages, type FirmListRow, type SessionRow } from '@specpulse/contract';
import { writeAudit, type AuditActor } from '../audit/audit-log.queries.ts';
import type { PortalDB, FirmConfiguration } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { readFirmConfiguration } from '../configuration/firm-configuration.ts';

export const SESSION_EVENT_WINDOW = 10_000;

export async function firmList(db: Kysely<PortalDB>): Promise<FirmListRow[]> {
  const rows = await db.selectFrom('firm').select(['id', 'name', 'configuration']).orderBy('id').execute();
  return rows.map((r) => {
    const { permissions } = readFirmConfiguration(r.configuration);
    return {
      firm_id: r.id,
      name: r.name,
      has_brands: permissions.brands === true,
      has_products: permissions.products === true,
      has_internal: permissions.internal === true,
    };
  });
}

export interface StoredFirm {
  id: number;
  name: string;
  configuration: FirmConfiguration;
  /** updated_at as the database prints it (microseconds kept), compared as text; null: no row yet. */
  revision: string | null;
  /** The month (1-12) its fiscal year starts. */
  fiscalYearStart: number;
}

const revisionOf = sql<string>`cast(updated_at as text)`;

export async function findFirm(db: Kysely<PortalDB>, firmId: number): Promise<StoredFirm | null> {
  const row = await db
    .selectFrom('firm')
    .select(['id', 'name', 'configuration', 'fiscal_year_start', revisionOf.as('revision')])
    .where('id', '=', firmId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        name: row.name,
        configuration: readFirmConfiguration(row.configuration),
        revision: row.revision,
        fiscalYearStart: row.fiscal_year_start,
      }
    : null;
}

/**
 * Creates or updates the firm and records who changed what, in one transaction, so a save either
 * happens with its audit row or not at all. With `expectedRevision` (undefined: not checked) a firm that
 * changed since the editor loaded it is refused with 409, so one admin never overwrites another's change.
 */
export async function saveFirmConfiguration(
  db: Kysely<PortalDB>,
  change: {
    actor: AuditActor;
    firmId: number;
    name: string | undefined;
    configuration: FirmConfiguration;
    expectedRevision?: string | null | undefined;
    /** Undefined: unchanged (1 for a new firm). */
    fiscalYearStart?: number | undefined;
  },
): Promise<StoredFirm> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('firm')
      .select(['name', 'configuration', 'fiscal_year_start', revisionOf.as('revision')])
      .where('id', '=', change.firmId)
      .forUpdate()
      .executeTakeFirst();
    if (change.expectedRevision !== undefined && (before?.revision ?? null) !== change.expectedRevision) {
      throw conflict(before ? messages.firmChanged(change.firmId) : messages.firmGone(change.firmId));
    }
    const name = change.name ?? before?.name ?? `Firm ${change.firmId}`;
    const configuration = JSON.stringify(change.configuration);
    const fiscalYearStart = change.fiscalYearStart ?? before?.fiscal_year_start ?? 1;
    await trx
      .insertInto('firm')
      .values({ id: change.firmId, name, configuration, fiscal_year_start: fiscalYearStart })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ name, configuration, fiscal_year_start: fiscalYearStart, updated_at: sql`now()` }),
      )
      .execute();
    await writeAudit(trx, {
      actor: change.actor,
      action: before ? 'firm.configuration.update' : 'firm.create',
      firmId: change.firmId,
      target: `firm:${change.firmId}`,
      before: before
        ? {
            name: before.name,
            configuration: before.configuration,
            fiscal_year_start: before.fiscal_year_start,
          }
        : null,
      after: { name, configuration: change.configuration, fiscal_year_start: fiscalYearStart },
    });
    const saved = await trx
      .selectFrom('firm')
      .select(revisionOf.as('revision'))
      .where('id', '=', change.firmId)
      .executeTakeFirstOrThrow();
    return {
      id: change.firmId,
      name,
      configuration: change.configuration,
      revision: saved.revision,
      fiscalYearStart,
    };
  });
}

/** Sessions (one user's events less than 30 minutes apart) among the last 10,000 events, newest first. */
export async function sessionActivity(db: Kysely<PortalDB>): Promise<SessionRow[]> {
  const { rows } = await sql<{
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    firm_id: number;
    firm_name: string;
    user_session_id: number;
    session_start: Date;
    session_end: Date;
    session_length: number;
  }>`
    with recent as (
      select user_id, user_session_id, created_at from session_event
      order by created_at desc, id desc
      limit ${SESSION_EVENT_WINDOW}
    )
    select r.user_id, u.first_name, u.last_name, u.email, u.firm_id, f.name as firm_name, r.user_session_id,
      min(r.created_at) as session_start, max(r.created_at) as session_end,
      extract(epoch from max(r.created_at) - min(r.created_at))::float8 as session_length
    from recent r
    join app_user u on u.id = r.user_id
    join firm f on f.id = u.firm_id
    group by r.user_id, u.first_name, u.last_name, u.email, u.firm_id, f.name, r.user_session_id
    order by session_start desc, r.user_session_id desc
  `.execute(db);
  return rows.map((r) => ({
    ...r,
    user_session_id: Number(r.user_session_id),
    session_start: new Date(r.session_start).toISOString(),
    session_end: new Date(r.session_end).toISOString(),
    session_length: Math.round(Number(r.session_length)),
  }));
}

export interface ImpersonationTarget {
  id: number;
  is_active: boolean;
  is_admin: boolean;
  firm_id: number;
}

export async function findUser(db: Kysely<PortalDB>, userId: number): Promise<ImpersonationTarget | null> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'is_active', 'is_admin', 'firm_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}
