// A watch's hits (issue 44): the projects that made it fire the last time it fired (newly specified, lost to a
// competitor, or the projects that moved the share), so its lead list can be exported for a CRM afterwards.
// The notification's link names at most a few hundred of them and none where the firm hides projects; this
// keeps them all, whatever the firm shows (the export checks the export and hideprojects flags itself).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table watch add column hit_project_ids jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table watch drop column if exists hit_project_ids`.execute(db);
}
