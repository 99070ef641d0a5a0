// The first day a data version's facts cover: growth against a previous window that starts before it is
// not a figure (issue 28), so the filter compiler needs it with the as-of date.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table data_version add column data_from date;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table data_version drop column data_from;`);
}
