// Win / Loss figures (docs/metrics.md "Win / Loss"): our brands B (one brand, or a group as one) against the
// competitors C in the spec universe of the window. Each figure is one query over the compiled filters.
import { sql, type RawBuilder } from 'kysely';
import {
  specRateBand,
  type FirmPageQuery,
  type FirmSpecRateRow,
  type LostExportQuery,
  type LostPageQuery,
  type LostProjectRow,
  type Outcome,
  type Outcomes,
  type StandingRow,
} from '@specpulse/contract';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';

/** Our brands and the competitors a figure compares (ids sorted; no brand in both). */
export interface Contest {
  ours: readonly number[];
  competitors: readonly number[];
}

const ofOurs = (contest: Contest, column: string) => inList(sql.ref(column), contest.ours);
const ofCompetitors = (contest: Contest, column: string) => inList(sql.ref(column), contest.competitors);
const ofEither = (contest: Contest, column: string) =>
  inList(sql.ref(column), [...contest.ours, ...contest.competitors]);

/**
 * The leading brands of the filters other than ours: most lines in the window first, then by id. Only the filtered
 * categories our brands are specified in count (a leader of a category we are not in never competes with us on a
 * project), unless ours have no line in the window at all.
 */
export async function leadingCompetitors(
  scope: FilterScope,
  ours: readonly number[],
  limit: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with lines as (
      select * from ${scope.specSource('window', ['manufacturer_id', 'category_id'])} s
    ), our_categories as (
      select distinct category_id from lines where ${inList(sql.ref('lines.manufacturer_id'), ours)}
    )
    select l.manufacturer_id as id
    from lines l
    where not (${inList(sql.ref('l.manufacturer_id'), ours)})
      and (not exists (select 1 from our_categories) or l.category_id in (select category_id from our_categories))
    group by l.manufacturer_id
    order by sum(l.lines) desc, l.manufacturer_id
    limit ${limit}`.execute(scope.db);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Our brands (as one row, key 0) and each competitor: spec_percent among all lines of the window, rank among
 * every brand with a line (ours as one; 1 + brands strictly ahead), distinct projects with a line, and the
 * change of spec_percent against the previous window (null when the data does not cover it).
 */
export async function standing(
  scope: FilterScope,
  contest: Contest,
): Promise<{ total_brands: number; rows: StandingRow[] }> {
  const brandKey = (column: string) =>
    sql`case when ${ofOurs(contest, column)} then 0 else ${sql.ref(column)} end`;
  const chosen = [0, ...contest.competitors];
  const { rows } = await sql<StandingRow & { total_brands: number; k: number }>`
    with brand_lines as (
      select ${brandKey('s.manufacturer_id')} as k,
        coalesce(sum(s.lines) filter (where s.window_name = 'window'), 0) as cur,
        coalesce(sum(s.lines) filter (where s.window_name = 'previous'), 0) as prev
      from ${scope.specSource('both', ['manufacturer_id'])} s
      group by 1
    ), shares as (
      select k, cur,
        coalesce(100.0 * cur / nullif(sum(cur) over (), 0), 0) as cur_pct,
        coalesce(100.0 * prev / nullif(sum(prev) over (), 0), 0) as prev_pct,
        sum(case when cur > 0 then 1 else 0 end) over () as total_brands,
        rank() over (order by cur desc) as rnk
      from brand_lines
    ), projects as (
      select ${brandKey('s.manufacturer_id')} as k, count(distinct s.project_id) as n
      from ${scope.specSource('window', ['manufacturer_id', 'project_id'])} s
      where ${ofEither(contest, 's.manufacturer_id')}
      group by 1
    ), chosen as (
      select unnest(${sql.val(chosen)}::int[]) as k
    ), names as (
      select 0 as k, string_agg(m.name, ', ' order by m.name, m.id) as name
      from manufacturer m where ${ofOurs(contest, 'm.id')}
      union all
      select m.id, m.name from manufacturer m where ${ofCompetitors(contest, 'm.id')}
    )
    select chosen.k, names.name, cast(coalesce(sh.cur, 0) as int) as lines,
      coalesce(sh.cur_pct, 0) as spec_percent,
      case when sh.cur > 0 then cast(sh.rnk as int) end as rank,
      cast(coalesce(pj.n, 0) as int) as projects,
      ${scope.previousCovered ? sql`coalesce(sh.cur_pct, 0) - coalesce(sh.prev_pct, 0)` : sql`null`} as spec_growth_absolute,
      cast(coalesce((select max(total_brands) from shares), 0) as int) as total_brands
    from chosen
    join names on names.k = chosen.k
    left join shares sh on sh.k = chosen.k
    left join projects pj on pj.k = chosen.k
    order by chosen.k <> 0, coalesce(sh.cur, 0) desc, chosen.k`.execute(scope.db);
  return {
    total_brands: rows[0]?.total_brands ?? 0,
    rows: rows.map(({ k, total_brands: _, ...row }) => ({
      ...row,
      brand_ids: k === 0 ? [...contest.ours] : [k],
      ours: k === 0,
    })),
  };
}

/** won / lost / shared counts with the win rate 100 × won / (won + lost). */
function outcome(won: number, lost: number, shared: number): Outcome {
  return {
    won,
    lost,
    shared,
    projects: won + lost + shared,
    win_rate: won + lost > 0 ? (100 * won) / (won + lost) : null,
  };
}

/**
 * Per project of the window with a line of ours or of a competitor: shared when some filtered category of it
 * has both, won when we are specified and no category has both, lost when only competitors are specified;
 * counted overall, per segment and per state in one grouping.
 */
export async function outcomes(scope: FilterScope, contest: Contest): Promise<Outcomes> {
  const { rows } = await sql<{
    kind: 'all' | 'segment' | 'state';
    id: number | null;
    name: string | null;
    code: string | null;
    won: number;
    lost: number;
    shared: number;
  }>`
    with contest as (
      select s.project_id, s.category_id, any_value(s.segment_id) as segment_id,
        any_value(s.state_id) as state_id,
        bool_or(${ofOurs(contest, 's.manufacturer_id')}) as us,
        bool_or(${ofCompetitors(contest, 's.manufacturer_id')}) as them
      from ${scope.specSource('window', ['project_id', 'category_id', 'segment_id', 'state_id', 'manufacturer_id'])} s
      where ${ofEither(contest, 's.manufacturer_id')}
      group by s.project_id, s.category_id
    ), project_outcome as (
      select project_id, any_value(segment_id) as segment_id, any_value(state_id) as state_id,
        bool_or(us) as us, bool_or(them) as them, bool_or(us and them) as shared
      from contest
      group by project_id
    ), counted as (
      select grouping(segment_id) as no_segment, grouping(state_id) as no_state, segment_id, state_id,
        cast(count(*) filter (where us and not shared) as int) as won,
        cast(count(*) filter (where them and not us) as int) as lost,
        cast(count(*) filter (where shared) as int) as shared
      from project_outcome
      group by grouping sets ((), (segment_id), (state_id))
    )
    select case when c.no_segment = 0 then 'segment' when c.no_state = 0 then 'state' else 'all' end as kind,
      coalesce(c.segment_id, c.state_id) as id, coalesce(seg.name, st.name) as name, st.code,
      c.won, c.lost, c.shared
    from counted c
    left join segment seg on c.no_segment = 0 and seg.id = c.segment_id
    left join us_state st on c.no_state = 0 and st.id = c.state_id
    order by kind, name`.execute(scope.db);
  const all = rows.find((r) => r.kind === 'all');
  const overall = outcome(all?.won ?? 0, all?.lost ?? 0, all?.shared ?? 0);
  return {
    overall,
    competitor_specified: overall.lost + overall.shared > 0,
    segments: rows
      .filter((r) => r.kind === 'segment')
      .map((r) => ({ segment_id: r.id ?? 0, name: r.name ?? '', ...outcome(r.won, r.lost, r.shared) })),
    states: rows
      .filter((r) => r.kind === 'state')
      .map((r) => ({
        state_id: r.id ?? 0,
        code: r.code ?? '',
        name: r.name ?? '',
        ...outcome(r.won, r.lost, r.shared),
      })),
  };
}

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? sql`asc nulls last` : sql`desc nulls first`);

const firmSortKeys: Record<FirmPageQuery['sort'], RawBuilder<unknown>> = {
  firm_name: sql`firm_name collate "C"`,
  projects: sql`projects`,
  projects_with_us: sql`projects_with_us`,
  spec_rate: sql`spec_rate`,
};

/**
 * Per design firm (the firm of the project's office) with projects in the window: its projects, those with a
 * line of ours, and our spec rate; one page in `page`'s order (then the firm id), with the number of firms.
 */
export async function firmSpecRates(
  scope: FilterScope,
  ours: readonly number[],
  page: FirmPageQuery,
): Promise<{ total: number; rows: FirmSpecRateRow[] }> {
  const order = direction(page.order);
  const { rows } = await sql<Omit<FirmSpecRateRow, 'band'> & { total: number }>`
    with project_us as (
      select s.project_id, bool_or(${inList(sql.ref('s.manufacturer_id'), ours)}) as us
      from ${scope.specSource('window', ['project_id', 'manufacturer_id'])} s
      group by s.project_id
    ), firms as (
      select fo.design_firm_id as firm_id, df.name as firm_name,
        cast(count(*) as int) as projects, cast(count(*) filter (where p.us) as int) as projects_with_us,
        100.0 * count(*) filter (where p.us) / count(*) as spec_rate
      from project_us p
      join project pr on pr.id = p.project_id
      join firm_office fo on fo.id = pr.office_id
      join design_firm df on df.id = fo.design_firm_id
      group by fo.design_firm_id, df.name
    ), page as (
      select * from firms
      order by ${firmSortKeys[page.sort]} ${order}, firm_id ${order}
      limit ${page.limit} offset ${page.offset}
    )
    select cast((select count(*) from firms) as int) as total, page.*
    from (select 1) one left join page on true
    order by ${firmSortKeys[page.sort]} ${order}, firm_id ${order}`.execute(scope.db);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows
      .filter((r) => r.firm_id !== null)
      .map(({ total: _, ...r }) => ({ ...r, band: specRateBand(r.spec_rate) })),
  };
}

const lostSortKeys: Record<LostExportQuery['sort'], RawBuilder<unknown>> = {
  project_name: sql`pr.name collate "C"`,
  state: sql`st.code collate "C"`,
  segment: sql`seg.name collate "C"`,
  spec_date: sql`l.spec_date`,
  firm_name: sql`df.name collate "C"`,
};

/**
 * The projects we lost (a competitor's line in the window, none of ours) numbered in `order`'s order (then the
 * project id) as (project_id, ord, total): one page of them, or every one.
 */
function lostInOrder(
  scope: FilterScope,
  contest: Contest,
  order: LostExportQuery,
  page?: { offset: number; limit: number },
) {
  const dir = direction(order.order);
  return sql`
    with lost as (
      select sl.project_id, max(sl.spec_date) as spec_date
      from spec_line sl
      where ${scope.specWhere('sl', 'window')} and ${ofEither(contest, 'sl.manufacturer_id')}
      group by sl.project_id
      having not bool_or(${ofOurs(contest, 'sl.manufacturer_id')})
    ), keyed as (
      select l.project_id, ${lostSortKeys[order.sort]} as k
      from lost l
      join project pr on pr.id = l.project_id
      join us_state st on st.id = pr.state_id
      join segment seg on seg.id = pr.segment_id
      join firm_office fo on fo.id = pr.office_id
      join design_firm df on df.id = fo.design_firm_id
    ), numbered as (
      select project_id, row_number() over (order by k ${dir}, project_id ${dir}) as ord from keyed
    )
    select project_id, ord, (select count(*) from lost) as total
    from numbered
    order by ord ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** Every lost project's id in `order`'s order (the files read them batch by batch). */
export async function lostProjectIds(scope: FilterScope, contest: Contest, order: LostExportQuery) {
  const { rows } = await sql<{ project_id: number }>`${lostInOrder(scope, contest, order)}`.execute(scope.db);
  return rows.map((r) => r.project_id);
}

/**
 * The rows of the projects `chosen` selects (project_id, ord[, total]), by ord: the competitors with the statuses
 * of their lines, the state, segment, firm and principals.
 */
function lostRowsOf(scope: FilterScope, contest: Contest, chosen: RawBuilder<unknown>) {
  return sql<Omit<LostProjectRow, 'competitors'> & { competitors: string; total: number }>`
    with chosen as (${chosen}), competitor_lines as (
      select sl.project_id, sl.manufacturer_id, m.name,
        string_agg(distinct ps.name, ', ' order by ps.name) as status,
        max(sl.spec_date) as spec_date
      from spec_line sl
      join chosen using (project_id)
      join manufacturer m on m.id = sl.manufacturer_id
      join product_status ps on ps.id = sl.status_id
      where ${scope.specWhere('sl', 'window', { projectConditions: false })}
        and ${ofCompetitors(contest, 'sl.manufacturer_id')}
      group by sl.project_id, sl.manufacturer_id, m.name
    ), competitors as (
      select project_id, max(spec_date) as spec_date,
        to_json(list({'manufacturer_id': manufacturer_id, 'name': name, 'status': status}
          order by name, manufacturer_id))::varchar as competitors
      from competitor_lines group by project_id
    ), principals as (
      select p.project_id,
        string_agg(p.company_name || ' (' || p.type_name || ')', '; '
          order by case p.type_name when 'owner' then 0 when 'architect' then 1 else 2 end, p.id) as principals
      from principal p join chosen using (project_id)
      group by p.project_id
    )
    select c.project_id, pr.name as project_name, st.code as state, seg.name as segment,
      strftime(cm.spec_date, '%Y-%m-%d') as spec_date, cm.competitors, df.name as firm_name,
      coalesce(pp.principals, '') as principals, cast(c.total as int) as total
    from chosen c
    join competitors cm using (project_id)
    join project pr on pr.id = c.project_id
    join us_state st on st.id = pr.state_id
    join segment seg on seg.id = pr.segment_id
    join firm_office fo on fo.id = pr.office_id
    join design_firm df on df.id = fo.design_firm_id
    left join principals pp on pp.project_id = c.project_id
    order by c.ord`;
}

const parsed = ({
  total: _,
  ...r
}: Omit<LostProjectRow, 'competitors'> & { competitors: string; total: number }) => ({
  ...r,
  competitors: JSON.parse(r.competitors) as LostProjectRow['competitors'],
});

/** One page of the lost projects with their number (0 rows past the end: the number is counted apart then). */
export async function lostProjectPage(
  scope: FilterScope,
  contest: Contest,
  page: LostPageQuery,
): Promise<{ total: number; rows: LostProjectRow[] }> {
  const { rows } = await lostRowsOf(scope, contest, lostInOrder(scope, contest, page, page)).execute(
    scope.db,
  );
  const first = rows[0];
  if (first) return { total: first.total, rows: rows.map(parsed) };
  const all = await lostProjectIds(scope, contest, page);
  return { total: all.length, rows: [] };
}

/** The rows of the lost projects `ids` (a batch of a file), in that order. */
export async function lostProjectRows(
  scope: FilterScope,
  contest: Contest,
  ids: readonly number[],
): Promise<LostProjectRow[]> {
  if (ids.length === 0) return [];
  const chosen = sql`select unnest(${sql.val(ids)}::int[]) as project_id,
    unnest(range(1, ${ids.length + 1})) as ord, 0 as total`;
  const { rows } = await lostRowsOf(scope, contest, chosen).execute(scope.db);
  return rows.map(parsed);
}
