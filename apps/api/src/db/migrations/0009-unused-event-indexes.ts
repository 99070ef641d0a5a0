// Drops the two event indexes no query reads: events by product and by project are answered from the rollups
// (searches) or not asked for at all, and building them cost about 3 s of every demo load.
import type { Kysely } from 'kysely';
import { factIndexes } from './0002-fact-indexes.ts';
import { swapIndexes } from './statements.ts';

export const unusedFactIndexes: readonly string[] = ['user_event_product_idx', 'user_event_project_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await swapIndexes(db, unusedFactIndexes, []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await swapIndexes(
    db,
    [],
    factIndexes.filter((i) => unusedFactIndexes.includes(i.name)),
  );
}
