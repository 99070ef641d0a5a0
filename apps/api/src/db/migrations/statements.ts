// Runs a SQL script statement by statement: PGlite's extended protocol takes one statement per query.
import { sql, type Kysely } from 'kysely';

export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export interface IndexDefinition {
  name: string;
  table: string;
  /** What follows `on <table>`: the key, include and where clauses. */
  definition: string;
}

/** Drops the indexes named `drop` and creates `create`: a covering index replacing a plain one, or the way back. */
export async function swapIndexes(
  db: Kysely<unknown>,
  drop: readonly string[],
  create: readonly IndexDefinition[],
): Promise<void> {
  for (const name of drop) await sql.raw(`drop index if exists ${name}`).execute(db);
  for (const index of create)
    await sql
      .raw(`create index if not exists ${index.name} on ${index.table} ${index.definition}`)
      .execute(db);
}
