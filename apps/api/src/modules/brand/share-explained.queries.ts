// Why a brand group's share changed (metrics.md "Why a share changed"): the line counts per cell and per
// project from the market store; the splits themselves are share-decomposition.ts.
import { sql, type Kysely } from 'kysely';
import type {
  ContributorDimension,
  ContributorRow,
  ProjectContribution,
  ShareExplained,
} from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';
import {
  cellShares,
  ownVersusVolume,
  splitCells,
  totalLines,
  type CellLines,
} from './share-decomposition.ts';

/** Projects listed on each side (gains, losses). */
const PROJECTS_LISTED = 5;

interface CellRow {
  category_id: number;
  segment_id: number;
  state_id: number;
  window_name: string;
  t: number;
  b: number;
}

/** All lines and the group's lines per category × segment × state and window: every split reads these. */
async function cellLines(scope: FilterScope, ids: readonly number[]): Promise<CellRow[]> {
  const { db } = scope;
  const dims = ['category_id', 'segment_id', 'state_id'] as const;
  const { rows } = await sql<CellRow>`
    with part as (
      select s.category_id, s.segment_id, s.state_id, s.window_name, sum(s.lines) as n
      from ${scope.specSource('both', [...dims, 'manufacturer_id'])} s
      where ${inList(sql`s.manufacturer_id`, ids)}
      group by 1, 2, 3, 4
    )
    select t.category_id, t.segment_id, t.state_id, t.window_name,
      cast(t.lines as int) as t, cast(coalesce(part.n, 0) as int) as b
    from ${scope.specSource('both', dims)} t
    left join part on part.category_id = t.category_id and part.segment_id = t.segment_id
      and part.state_id = t.state_id and part.window_name = t.window_name
    where t.window_name in ('window', 'previous')
    -- A fixed order, so the floating-point sums (and the cached answer) do not depend on the plan.
    order by 1, 2, 3, 4`.execute(db);
  return rows;
}

/** The rows' lines summed per key, previous window and window side by side. */
function cellsBy<K>(rows: readonly CellRow[], key: (r: CellRow) => K): Map<K, CellLines> {
  const out = new Map<K, CellLines>();
  for (const r of rows) {
    const c = out.get(key(r)) ?? { b0: 0, t0: 0, b1: 0, t1: 0 };
    if (r.window_name === 'window') {
      c.b1 += r.b;
      c.t1 += r.t;
    } else {
      c.b0 += r.b;
      c.t0 += r.t;
    }
    out.set(key(r), c);
  }
  return out;
}

/** Names of every state, segment and category (small tables), and each state's census region. */
async function dimensionNames(
  db: Kysely<MarketDB>,
): Promise<Record<ContributorDimension, Map<number, string>> & { regions: Map<number, string> }> {
  const states = await db.selectFrom('us_state').select(['id', 'name', 'region_id']).execute();
  const segments = await db.selectFrom('segment').select(['id', 'name']).execute();
  const categories = await db.selectFrom('category').select(['id', 'name']).execute();
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    state: byId(states),
    segment: byId(segments),
    category: byId(categories),
    regions: new Map(states.map((r) => [r.id, r.region_id])),
  };
}

/** `n` lines as a percent of `total` (0 of none). */
const share = (n: number, total: number) => (total > 0 ? (100 * n) / total : 0);

/** The group's lines per project (or product) as `key`, in the previous window (b0) and the window (b1). */
const groupLinesBy = (scope: FilterScope, ids: readonly number[], key: 'project_id' | 'product_id') => sql`
  select s.${sql.ref(key)} as key,
    coalesce(sum(s.lines) filter (where s.window_name = 'previous'), 0) as b0,
    coalesce(sum(s.lines) filter (where s.window_name = 'window'), 0) as b1
  from ${scope.specSource('both', [key, 'manufacturer_id'])} s
  where ${inList(sql`s.manufacturer_id`, ids)}
  group by 1`;

/** The group's lines per project in both windows, and each project's part of the change. */
async function projectContributions(
  scope: FilterScope,
  ids: readonly number[],
  all: CellLines,
): Promise<ShareExplained['projects']> {
  const { db } = scope;
  const { rows } = await sql<{
    id: number;
    name: string;
    state: string;
    previous_lines: number;
    lines: number;
  }>`
    with part as (${groupLinesBy(scope, ids, 'project_id')})
    select p.id, p.name, st.code as state, cast(part.b0 as int) as previous_lines, cast(part.b1 as int) as lines
    from part
    join project p on p.id = part.key
    join us_state st on st.id = p.state_id`.execute(db);
  const projects: ProjectContribution[] = rows.map((r) => ({
    ...r,
    change: share(r.lines, all.t1) - share(r.previous_lines, all.t0),
  }));
  const byChange = projects.sort((a, b) => b.change - a.change || a.id - b.id);
  return {
    gains: byChange.filter((p) => p.change > 0).slice(0, PROJECTS_LISTED),
    losses: byChange
      .filter((p) => p.change < 0)
      .reverse()
      .slice(0, PROJECTS_LISTED),
  };
}

/**
 * The group's new products: those first specified anywhere (any filter) on or after the previous window's start,
 * launched since the comparison began; their lines in scope in both windows and their part of the change.
 */
async function newProducts(
  scope: FilterScope,
  ids: readonly number[],
  all: CellLines,
): Promise<ShareExplained['new_products']> {
  const { rows } = await sql<{ products: number; previous_lines: number; lines: number }>`
    with part as (${groupLinesBy(scope, ids, 'product_id')}),
    launched as (
      select product_id from spec_line where ${inList(sql`manufacturer_id`, ids)}
      group by 1 having min(spec_date) >= cast(${scope.previous.start} as date)
    )
    select cast(count(*) as int) as products, cast(coalesce(sum(part.b0), 0) as int) as previous_lines,
      cast(coalesce(sum(part.b1), 0) as int) as lines
    from part join launched on launched.product_id = part.key
    where part.b0 + part.b1 > 0`.execute(scope.db);
  const { products, previous_lines, lines } = rows[0] ?? { products: 0, previous_lines: 0, lines: 0 };
  return { products, previous_lines, lines, change: share(lines, all.t1) - share(previous_lines, all.t0) };
}

/** The sums of the rows' within and mix parts. */
const withinAndMix = (rows: readonly ContributorRow[]) => ({
  within: rows.reduce((a, r) => a + r.within, 0),
  mix: rows.reduce((a, r) => a + r.mix, 0),
});

/** The change of the group's spec percent since the previous window, split as metrics.md defines. */
export async function shareExplained(scope: FilterScope, ids: readonly number[]): Promise<ShareExplained> {
  const { db } = scope;
  const rows = await cellLines(scope, ids);
  const names = await dimensionNames(db);
  const all = totalLines(cellsBy(rows, () => 0).values());
  const contributors: ContributorRow[] = [];
  const columns = { state: 'state_id', segment: 'segment_id', category: 'category_id' } as const;
  for (const dimension of ['state', 'segment', 'category'] as const) {
    const lines = cellsBy(rows, (r) => r[columns[dimension]]);
    for (const [id, split] of splitCells(lines)) {
      const c = lines.get(id) as CellLines;
      contributors.push({
        dimension,
        id,
        name: names[dimension].get(id) ?? String(id),
        region: dimension === 'state' ? (names.regions.get(id) ?? null) : null,
        ...cellShares(c),
        previous_lines: c.t0,
        lines: c.t1,
        ...split,
      });
    }
  }
  // Largest effect first, either sign: the page shows the head of the list.
  contributors.sort(
    (a, b) =>
      Math.abs(b.change) - Math.abs(a.change) || a.dimension.localeCompare(b.dimension) || a.id - b.id,
  );
  const { previous_percent, current_percent } = cellShares(all);
  return {
    previous_covered: scope.previousCovered,
    previous: { lines: all.b0, total: all.t0, spec_percent: previous_percent },
    current: { lines: all.b1, total: all.t1, spec_percent: current_percent },
    change: current_percent - previous_percent,
    ...ownVersusVolume(all),
    // The headline split is by segment (metrics.md: segment × state cells hold a handful of lines each, and
    // their noisy within-cell shares gave large parts that cancel out).
    ...withinAndMix(contributors.filter((r) => r.dimension === 'segment')),
    contributors,
    new_products: await newProducts(scope, ids, all),
    projects: scope.firm.hideProjects
      ? { gains: [], losses: [] }
      : await projectContributions(scope, ids, all),
  };
}
