// The one shape of the migrations that change migration 0002's fact indexes: drop some, create others in their place.
import { sql, type Kysely } from 'kysely';
import { factIndexes as factIndexesOf0002 } from './0002-fact-indexes.ts';

export interface IndexDefinition {
  name: string;
  table: string;
  /** What follows `on <table>`: the key, include and where clauses. */
  definition: string;
}

async function swapIndexes(db: Kysely<unknown>, drop: readonly string[], create: readonly IndexDefinition[]) {
  for (const name of drop) await sql.raw(`drop index if exists ${name}`).execute(db);
  for (const index of create)
    await sql
      .raw(`create index if not exists ${index.name} on ${index.table} ${index.definition}`)
      .execute(db);
}

/**
 * A migration's up and down: up drops migration 0002's indexes named `replaced` and creates `created` (none: a
 * plain drop); down drops `created` and creates the replaced ones again as 0002 defined them.
 */
export function replaceFactIndexes(replaced: readonly string[], created: readonly IndexDefinition[]) {
  return {
    up: (db: Kysely<unknown>) => swapIndexes(db, replaced, created),
    down: (db: Kysely<unknown>) =>
      swapIndexes(
        db,
        created.map((i) => i.name),
        factIndexesOf0002.filter((i) => replaced.includes(i.name)),
      ),
  };
}
