// Applies the repository's migrations to the open database (run at start-up and by tests).
import { Migrator, type Kysely } from 'kysely';
import { adoptOldHistory } from './adopt-old-history.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  await adoptOldHistory(db as Kysely<unknown>);
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
