// Portal databases migrated before the migrations were squashed into one (issue 40) hold the same tables with
// data_from still nullable, recorded as the old migrations. Such a database is adopted as it is, its rows kept:
// data_from becomes NOT NULL and the squashed migration is recorded in place of the old ones, in one
// transaction, so a start that fails part way leaves the old record for the next start to adopt.
import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** The migrations before the squash, all applied in every database that ran them to the end. */
const oldHistory = [
  '0001-market-and-portal',
  '0002-fact-indexes',
  '0003-rollups',
  '0004-auth-email-case',
  '0005-project-rollup',
  '0006-product-window-rollup',
  '0007-search-product-window-rollup',
  '0008-product-histograms',
  '0009-unused-event-indexes',
  '0011-covering-fact-indexes',
  '0012-brand-window-rollups',
  '0013-brand-covering-index',
  '0015-spec-value-rollup',
  '0017-point-map-places',
  '0018-saved-views-favourites',
  '0019-token-revocation',
  '0020-market-store',
  '0021-data-from',
];
const squashed = Object.keys(migrations)[0] as string;
const oldRelease = `start it once with a SpecPulse release from before the migrations were squashed into ${squashed}, then start this one`;

/** Adopts an old-history database (true), or leaves a fresh or current one to the migrator (false). */
export async function adoptOldHistory(db: Kysely<unknown>): Promise<boolean> {
  const { rows: table } = await sql<{
    name: string | null;
  }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  if (!table[0]?.name) return false;
  return db.transaction().execute(async (trx) => {
    // A second instance starting beside this one waits here, then finds the database adopted.
    await sql`lock table kysely_migration in exclusive mode`.execute(trx);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(trx);
    const applied = new Set(rows.map((r) => r.name));
    if (!oldHistory.some((name) => applied.has(name))) return false;
    const missing = oldHistory.filter((name) => !applied.has(name));
    if (missing.length)
      throw new Error(
        `the portal database ran the migrations before their squash only part way (${missing.join(', ')} not applied): ${oldRelease}`,
      );
    // Those releases fill a missing data_from from the version's snapshot when they start.
    const { rows: unknown } = await sql<{
      version: string;
    }>`select version from data_version where data_from is null`.execute(trx);
    if (unknown[0])
      throw new Error(
        `the portal database's data version ${unknown[0].version} does not record the first day of its data (data_from): ${oldRelease}`,
      );
    await sql`alter table data_version alter column data_from set not null`.execute(trx);
    await sql`delete from kysely_migration where name in (${sql.join(oldHistory)})`.execute(trx);
    await sql`insert into kysely_migration (name, timestamp) values (${squashed}, ${new Date().toISOString()})`.execute(
      trx,
    );
    return true;
  });
}
