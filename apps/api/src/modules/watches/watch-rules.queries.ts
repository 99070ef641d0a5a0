// The market side of the watch rules: each reuses the figure it watches (the share-change figure for a share
// that moved, Win / Loss's lost projects) over the owner's compiled filters, so a notification and the page it
// links to say the same.
import { sql } from 'kysely';
import { MIN_SAMPLE_LINES } from '@specpulse/contract';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { shareExplained } from '../brand/share-explained.queries.ts';
import { lostProjectIds, type Contest } from '../winloss/winloss.queries.ts';

/** What a spec line is watched by: its brand or its product. */
export type WatchedColumn = 'manufacturer_id' | 'product_id';

/**
 * The projects with a line of the brands (products) `ids` in the filters' states, segments, categories and
 * other fields, over all the data (not only the window): the set a newly-specified watch compares.
 */
export async function projectsSpecifying(
  scope: FilterScope,
  column: WatchedColumn,
  ids: readonly number[],
): Promise<number[]> {
  const { rows } = await sql<{ project_id: number }>`
    select distinct sl.project_id
    from spec_line sl
    where ${scope.specWhere('sl', 'none')} and ${inList(sql.ref(`sl.${column}`), ids)}
    order by 1`.execute(scope.db);
  return rows.map((r) => r.project_id);
}

export interface ShareMove {
  previous_percent: number;
  current_percent: number;
  /** Points, current − previous. */
  change: number;
  /** The brands' lines in both windows: under MIN_SAMPLE_LINES the share says too little to fire on. */
  sample: number;
  /** The projects the share-change figure names as moving it in its direction (its gains, or its losses). */
  project_ids: number[];
}

/**
 * The brands' spec share in the window against the previous window (the share-change figure), or null when
 * the previous window is not covered by the data or the sample is under the figures' floor (the movers').
 */
export async function shareMove(scope: FilterScope, brandIds: readonly number[]): Promise<ShareMove | null> {
  const explained = await shareExplained(scope, brandIds);
  const sample = explained.previous.lines + explained.current.lines;
  if (!explained.previous_covered || sample < MIN_SAMPLE_LINES) return null;
  return {
    previous_percent: explained.previous.spec_percent,
    current_percent: explained.current.spec_percent,
    change: explained.change,
    sample,
    project_ids: (explained.change >= 0 ? explained.projects.gains : explained.projects.losses).map(
      (p) => p.id,
    ),
  };
}

/** The projects of the window where a competitor is specified and none of our brands (Win / Loss's lost). */
export const lostProjects = (scope: FilterScope, contest: Contest): Promise<number[]> =>
  lostProjectIds(scope, contest, { sort: 'project_name', order: 'asc' }).then((ids) =>
    [...ids].sort((a, b) => a - b),
  );

/** Names of brands or products by id, in the order asked (an unknown id keeps its number). */
export async function marketNames(
  scope: Pick<FilterScope, 'db'>,
  table: 'manufacturer' | 'product',
  ids: readonly number[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await scope.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}
