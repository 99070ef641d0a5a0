// Schema chores around a bulk load: empty the tables, lift the fact tables' foreign keys and indexes, put them back.
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';
import { factIndexes as factIndexesOf0002 } from '../db/migrations/0002-fact-indexes.ts';
import { unusedFactIndexes } from '../db/migrations/0009-unused-event-indexes.ts';
import { coveringFactIndexes, replacedFactIndexes } from '../db/migrations/0011-covering-fact-indexes.ts';
import { brandCoveringIndexes, replacedByBrandIndexes } from '../db/migrations/0013-brand-covering-index.ts';

/** Fact indexes of migration 0002 that later migrations dropped (0009) or replaced with covering ones (0011, 0013). */
export const removedFactIndexes: readonly string[] = [
  ...unusedFactIndexes,
  ...replacedFactIndexes,
  ...replacedByBrandIndexes,
];

/** The fact indexes the schema has now: migration 0002's less the removed ones, and the covering ones. */
export const factIndexes: readonly { name: string; table: string; definition: string }[] = [
  ...factIndexesOf0002.filter((i) => !removedFactIndexes.includes(i.name)),
  ...coveringFactIndexes,
  ...brandCoveringIndexes,
];

/** Every table a load fills, parents first (reloads truncate them all; CASCADE reaches tables that point at them). */
export const loadedTables = [
  'census_region',
  'us_state',
  'city',
  'segment',
  'category',
  'manufacturer',
  'product_status',
  'spec_type',
  'spec_value',
  'product',
  'product_spec_value',
  'design_firm',
  'firm_office',
  'market_user',
  'vendor',
  'event_type',
  'project',
  'principal',
  'spec_line',
  'user_event',
  'firm',
  'app_user',
  'session_event',
  'audit_log',
  'data_version',
] as const;

/**
 * Foreign keys of the big tables a load fills (as migration 0001 declares them). Checking them row by
 * row during COPY costs about four times the load itself on the embedded engine. Listed here, not read
 * from the catalogue, so a load that died half-way cannot lose them: the next load adds what is missing.
 */
const bulkForeignKeys: { table: string; column: string; references: string }[] = [
  ...(
    [
      ['manufacturer_id', 'manufacturer'],
      ['category_id', 'category'],
      ['sub_category_id', 'category'],
    ] as const
  ).map(([column, references]) => ({ table: 'product', column, references })),
  ...(
    [
      ['segment_id', 'segment'],
      ['city_id', 'city'],
      ['state_id', 'us_state'],
      ['office_id', 'firm_office'],
    ] as const
  ).map(([column, references]) => ({ table: 'project', column, references })),
  { table: 'principal', column: 'project_id', references: 'project' },
  ...(
    [
      ['project_id', 'project'],
      ['product_id', 'product'],
      ['status_id', 'product_status'],
      ['manufacturer_id', 'manufacturer'],
      ['category_id', 'category'],
      ['sub_category_id', 'category'],
      ['segment_id', 'segment'],
      ['state_id', 'us_state'],
    ] as const
  ).map(([column, references]) => ({ table: 'spec_line', column, references })),
  ...(
    [
      ['event_type_id', 'event_type'],
      ['user_id', 'market_user'],
      ['design_firm_id', 'design_firm'],
      ['manufacturer_id', 'manufacturer'],
      ['product_id', 'product'],
      ['category_id', 'category'],
      ['project_id', 'project'],
      ['vendor_id', 'vendor'],
      ['city_id', 'city'],
      ['state_id', 'us_state'],
    ] as const
  ).map(([column, references]) => ({ table: 'user_event', column, references })),
  { table: 'product_spec_value', column: 'product_id', references: 'product' },
  { table: 'product_spec_value', column: 'spec_value_id', references: 'spec_value' },
];

const constraintName = (fk: { table: string; column: string }) => `${fk.table}_${fk.column}_fkey`;

export async function truncateAll(database: Database): Promise<void> {
  await sql.raw(`truncate table ${loadedTables.join(', ')} restart identity cascade`).execute(database.db);
}

/** Drops the big tables' foreign keys and the fact indexes before the COPY. */
export async function liftFactConstraints(database: Database): Promise<void> {
  for (const fk of bulkForeignKeys)
    await sql
      .raw(`alter table ${fk.table} drop constraint if exists ${constraintName(fk)}`)
      .execute(database.db);
  for (const index of factIndexes) await sql.raw(`drop index if exists ${index.name}`).execute(database.db);
}

/**
 * Puts back every foreign key that liftFactConstraints removed. The keys come back NOT VALID:
 * they guard every later write, but the rows just loaded are not re-read once per key (ten full scans
 * of the events table would double the load time); the generator only writes ids it created, and the
 * data tests check referential integrity of the loaded facts.
 */
export async function restoreForeignKeys(database: Database): Promise<void> {
  const existing = await sql<{ conname: string }>`
    select conname from pg_constraint where contype = 'f'
      and conrelid::regclass::text in (${sql.join([...new Set(bulkForeignKeys.map((k) => k.table))])})
  `.execute(database.db);
  const present = new Set(existing.rows.map((r) => r.conname));
  for (const fk of bulkForeignKeys) {
    if (present.has(constraintName(fk))) continue;
    await sql
      .raw(
        `alter table ${fk.table} add constraint ${constraintName(fk)} foreign key (${fk.column}) references ${fk.references}(id) not valid`,
      )
      .execute(database.db);
  }
}

/** Builds the fact indexes of migration 0002 (after the COPY: one sort each instead of row-by-row inserts). */
export async function buildFactIndexes(database: Database): Promise<void> {
  // One session for the builds, so its larger sort memory applies to them (on PostgreSQL too).
  await database.db.connection().execute(async (conn) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(conn);
    for (const index of factIndexes)
      await sql
        .raw(`create index if not exists ${index.name} on ${index.table} ${index.definition}`)
        .execute(conn);
    await sql`reset maintenance_work_mem`.execute(conn);
  });
}

/** Moves identity columns past the explicit ids a load wrote, so later inserts do not collide. */
export async function resetIdentities(database: Database): Promise<void> {
  for (const table of ['app_user', 'session_event', 'audit_log'])
    await sql
      .raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      )
      .execute(database.db);
}

export async function databaseSize(database: Database): Promise<number> {
  const r = await sql<{ size: number }>`select pg_database_size(current_database()) as size`.execute(
    database.db,
  );
  return Number(r.rows[0]?.size ?? 0);
}
