// Saved views in the portal database: a user sees their own and the shared views of their firm's active
// users; only the owner changes one.
import { sql, type Kysely } from 'kysely';
import { MAX_VIEWS_PER_USER, type SavedView } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

export interface Viewer {
  userId: number;
  firmId: number;
}

/** The stored row and who owns it, when the viewer may see it (own, or shared by an active colleague). */
export interface VisibleView {
  view: SavedView;
  ownerId: number;
}

const viewColumns = (db: Kysely<PortalDB>, viewer: Viewer) =>
  db
    .selectFrom('saved_view as v')
    .innerJoin('app_user as o', 'o.id', 'v.owner_id')
    .select([
      'v.id',
      'v.name',
      'v.path',
      'v.query',
      'v.shared',
      'v.owner_id',
      sql<string>`o.first_name || ' ' || o.last_name`.as('owner_name'),
      sql<string>`to_char(v.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at'),
    ])
    .where((eb) =>
      eb.or([
        eb('v.owner_id', '=', viewer.userId),
        // A deactivated colleague's shared views are hidden (kept, and shown again on reactivation).
        eb.and([
          eb('v.shared', '=', true),
          eb('o.firm_id', '=', viewer.firmId),
          eb('o.is_active', '=', true),
        ]),
      ]),
    );

type Row = { owner_id: number } & Omit<SavedView, 'mine'>;
const toView = (viewer: Viewer, { owner_id, ...row }: Row): SavedView => ({
  ...row,
  mine: owner_id === viewer.userId,
});

/** Own views first, then the firm's shared ones, each by name. */
export async function listViews(
  db: Kysely<PortalDB>,
  viewer: Viewer,
): Promise<{ views: SavedView[]; defaultViewId: number | null }> {
  const rows = await viewColumns(db, viewer)
    .orderBy(sql`v.owner_id = ${viewer.userId}`, 'desc')
    .orderBy(sql`lower(v.name)`)
    .orderBy('v.id')
    .execute();
  const views = rows.map((r) => toView(viewer, r));
  const defaultRow = await db
    .selectFrom('saved_view_default')
    .select('view_id')
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  // A default the viewer can no longer see (unshared, moved firm) counts as none.
  const defaultViewId = views.some((v) => v.id === defaultRow?.view_id) ? defaultRow!.view_id : null;
  return { views, defaultViewId };
}

export async function findVisibleView(
  db: Kysely<PortalDB>,
  viewer: Viewer,
  viewId: number,
): Promise<VisibleView | null> {
  const row = await viewColumns(db, viewer).where('v.id', '=', viewId).executeTakeFirst();
  return row ? { view: toView(viewer, row), ownerId: row.owner_id } : null;
}

/**
 * Inserts the view unless the owner already has the limit: one statement, so the count and the insert see
 * the same rows. Null when the limit is reached; a taken name fails with the unique index's error.
 */
export async function insertView(
  db: Kysely<PortalDB>,
  ownerId: number,
  view: { name: string; path: string; query: string; shared: boolean },
): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    insert into saved_view (owner_id, name, path, query, shared)
    select ${ownerId}, ${view.name}, ${view.path}, ${view.query}, ${view.shared}
    where (select count(*) from saved_view where owner_id = ${ownerId}) < ${MAX_VIEWS_PER_USER}
    returning id`.execute(db);
  return rows[0]?.id ?? null;
}

/** Changes the owner's view; unsharing also clears it as the default of the colleagues who chose it. */
export async function updateView(
  db: Kysely<PortalDB>,
  viewId: number,
  ownerId: number,
  change: { name?: string; path?: string; query?: string; shared?: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('saved_view')
      .set({ ...change, updated_at: sql`now()` })
      .where('id', '=', viewId)
      .where('owner_id', '=', ownerId)
      .execute();
    if (change.shared === false)
      await trx
        .deleteFrom('saved_view_default')
        .where('view_id', '=', viewId)
        .where('user_id', '<>', ownerId)
        .execute();
  });
}

export async function deleteView(db: Kysely<PortalDB>, viewId: number, ownerId: number): Promise<void> {
  await db.deleteFrom('saved_view').where('id', '=', viewId).where('owner_id', '=', ownerId).execute();
}

export async function setDefaultView(
  db: Kysely<PortalDB>,
  userId: number,
  viewId: number | null,
): Promise<void> {
  if (viewId === null) {
    await db.deleteFrom('saved_view_default').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('saved_view_default')
    .values({ user_id: userId, view_id: viewId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ view_id: viewId }))
    .execute();
}

/** True for the unique index's error (PostgreSQL and the embedded engine both report SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
