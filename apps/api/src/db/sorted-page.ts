// The order of a list page sorted on the server by one column (sortedPageQuerystringSchema), the same rule for
// every server-sorted list.
import { sql, type RawBuilder } from 'kysely';
import type { SortOrder } from '@specpulse/contract';

/** A page of a list, sorted by `sort` when given (else the list's own order). */
export interface SortedPage<F extends string> {
  offset: number;
  limit: number;
  sort?: F;
  order: SortOrder;
}

/**
 * `order by` terms over a subquery `q`: the column (texts by code point, collation "C", the same on every engine
 * and locale), then the row's id in the same direction so pages never overlap. Missing values come first
 * ascending and last descending, as the table's own sort puts them, so descending is ascending reversed.
 */
export function sortedPageOrder(
  field: string,
  order: SortOrder,
  id: string,
  text: boolean,
): RawBuilder<unknown> {
  const key = text ? sql`${sql.ref(`q.${field}`)} collate "C"` : sql.ref(`q.${field}`);
  const direction = order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const idDirection = order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${key} ${direction}, ${sql.ref(`q.${id}`)} ${idDirection}`;
}

/**
 * A page's `order by`: by its `sort` column (sortedPageOrder; `textFields` compare as texts), else the list's
 * own order.
 */
export function pageOrder<F extends string>(
  page: Pick<SortedPage<F>, 'sort' | 'order'> | undefined,
  id: string,
  textFields: readonly F[],
  own: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return page?.sort ? sortedPageOrder(page.sort, page.order, id, textFields.includes(page.sort)) : own;
}
