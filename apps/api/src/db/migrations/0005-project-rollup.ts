// The project rollup: one row per project and month with the categories of its spec lines as bitmasks, so
// figures that count distinct projects (sample size, market segments) need not read the spec-line facts.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    -- Bit c of categories (open_categories) is set when the project has a non-open-spec (open-spec) line
    -- of category c that month; see rollups.ts. Filled by rebuildRollups after each load.
    create table rollup_spec_project (
      month date not null,
      project_id integer not null,
      segment_id smallint not null,
      state_id smallint not null,
      categories bigint not null,
      open_categories bigint not null
    );
    create index rollup_spec_project_month_idx on rollup_spec_project (month);
    create index rollup_spec_project_project_idx on rollup_spec_project (project_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists rollup_spec_project;`);
}
