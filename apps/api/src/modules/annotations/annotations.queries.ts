// Annotations in the portal database: a caller sees everyone's (firm_id null) and their own firm's, never
// another firm's; everyone's are changed by internal users only, a firm's by its own users.
import { sql, type Kysely } from 'kysely';
import type { Annotation } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

export interface Annotator {
  userId: number;
  firmId: number;
  /** The internal permission: writes everyone's annotations. */
  internal: boolean;
}

/** The stored fields of an annotation, as the body gives them (ends_on null: a one-day annotation). */
export interface AnnotationFields {
  title: string;
  starts_on: string;
  ends_on: string | null;
  link: string | null;
  scope: Annotation['scope'];
}

const selectVisible = (db: Kysely<PortalDB>, who: Annotator) =>
  db
    .selectFrom('annotation')
    .select([
      'id',
      'title',
      sql<string>`cast(starts_on as text)`.as('starts_on'),
      sql<string>`cast(ends_on as text)`.as('ends_on'),
      'link',
      'firm_id',
    ])
    .where((eb) => eb.or([eb('firm_id', 'is', null), eb('firm_id', '=', who.firmId)]));

const toAnnotation = (
  who: Annotator,
  { firm_id, ...row }: Omit<Annotation, 'scope' | 'editable'> & { firm_id: number | null },
): Annotation => ({
  ...row,
  scope: firm_id === null ? 'everyone' : 'firm',
  editable: firm_id === null ? who.internal : true,
});

/** Everyone's and the caller's firm's annotations, oldest first. */
export async function listAnnotations(db: Kysely<PortalDB>, who: Annotator): Promise<Annotation[]> {
  const rows = await selectVisible(db, who).orderBy('starts_on').orderBy('ends_on').orderBy('id').execute();
  return rows.map((r) => toAnnotation(who, r));
}

/** The annotation when the caller may see it, else null (another firm's is not told apart from none). */
export async function findAnnotation(
  db: Kysely<PortalDB>,
  who: Annotator,
  id: number,
): Promise<Annotation | null> {
  const row = await selectVisible(db, who).where('id', '=', id).executeTakeFirst();
  return row ? toAnnotation(who, row) : null;
}

const stored = (who: Annotator, fields: AnnotationFields) => ({
  firm_id: fields.scope === 'everyone' ? null : who.firmId,
  title: fields.title,
  starts_on: fields.starts_on,
  ends_on: fields.ends_on ?? fields.starts_on,
  link: fields.link,
});

export async function insertAnnotation(
  db: Kysely<PortalDB>,
  who: Annotator,
  fields: AnnotationFields,
): Promise<number> {
  const row = await db
    .insertInto('annotation')
    .values({ ...stored(who, fields), created_by: who.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an annotation the caller may see (the route checks who may write it first). */
export async function updateAnnotation(
  db: Kysely<PortalDB>,
  who: Annotator,
  id: number,
  fields: AnnotationFields,
): Promise<void> {
  await db
    .updateTable('annotation')
    .set({ ...stored(who, fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('firm_id', 'is', null), eb('firm_id', '=', who.firmId)]))
    .execute();
}

export async function deleteAnnotation(db: Kysely<PortalDB>, who: Annotator, id: number): Promise<void> {
  await db
    .deleteFrom('annotation')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('firm_id', 'is', null), eb('firm_id', '=', who.firmId)]))
    .execute();
}
