// Source Data panel figures (docs/metrics.md "Source data"): the projects behind the figures, their
// principals, products and spec lines, read through the filter compiler's sources and predicates.
import { sql, type Kysely } from 'kysely';
import {
  principalSortFields,
  type PrincipalRow,
  type PrincipalSortField,
  type PrincipalType,
  type ProjectProductRow,
  type SourceProjectRow,
  type SourceProjectSortField,
  type SourceSpecRow,
} from '@specpulse/contract';
import { jsonRows } from '../../db/json-rows.ts';
import { pageOrder, type SortedPage } from '../../db/sorted-page.ts';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';

/** Lines of a project already found in scope: its project conditions (ids, advanced query) hold. */
const inProject = { projectConditions: false } as const;

/**
 * The lines that place a project in the panel, by project: every line in scope, or only the lines of `brandIds`
 * when the panel belongs to those brands (their drilldown or group).
 */
function panelLines(scope: FilterScope, brandIds: readonly number[]) {
  if (brandIds.length === 0) return scope.specSource('window', ['project_id']);
  return sql<{ project_id: number; lines: number }>`(
    select b.project_id, b.lines from ${scope.specSource('window', ['project_id', 'manufacturer_id'])} b
    where b.manufacturer_id in (${sql.join(brandIds)}))`;
}

/**
 * Projects with spec lines in scope (of `brandIds`, when given); percentage = 100 × the project's lines / all
 * those lines in scope.
 */
const panelProjects = (scope: FilterScope, brandIds: readonly number[]) => sql`
  with per_project as (
    select s.project_id, sum(s.lines) as n
    from ${panelLines(scope, brandIds)} s
    group by 1
  ), shares as (
    select project_id, 100.0 * n / sum(n) over () as percentage from per_project where n > 0
  )
  select p.id, p.name, st.code as state, shares.percentage
  from shares
  join project p on p.id = shares.project_id
  join us_state st on st.id = p.state_id`;

/** The panel's own order of its projects: largest share first. */
const largestFirst = sql`q.percentage desc, q.name, q.id`;

/** Every project the panel lists (the downloads' list), largest share first. */
export async function sourceProjects(
  scope: FilterScope,
  brandIds: readonly number[],
): Promise<SourceProjectRow[]> {
  // Tens of thousands of rows (300,000 at large scale): one JSON text rather than the driver's row conversion.
  return jsonRows<SourceProjectRow>(scope.db, panelProjects(scope, brandIds), largestFirst);
}

/** One page of the panel's projects, largest share first or sorted by a column (sortedPageOrder), and their count. */
export async function sourceProjectsPage(
  scope: FilterScope,
  brandIds: readonly number[],
  page: SortedPage<SourceProjectSortField>,
): Promise<{ total: number; rows: SourceProjectRow[] }> {
  const { db } = scope;
  const order = pageOrder(page, 'id', ['name', 'state'], largestFirst);
  const [rows, count] = await Promise.all([
    jsonRows<SourceProjectRow>(
      db,
      sql`select * from (${panelProjects(scope, brandIds)}) q
        order by ${order} limit ${page.limit} offset ${page.offset}`,
      order,
    ),
    sql<{ n: number }>`
      select cast(count(*) as int) as n
      from (select s.project_id from ${panelLines(scope, brandIds)} s group by 1 having sum(s.lines) > 0) t`.execute(
      db,
    ),
  ]);
  return { total: count.rows[0]?.n ?? 0, rows };
}

const principalColumns = sql`pr.id as principal_id, pr.project_id, pr.type_name, pr.company_name,
  pr.city_name as city_str, pr.state_code as state_abbr, pr.first_name, pr.last_name, pr.phone`;

/** Every principal column the server sorts by is text but the two ids. */
const principalTextFields: readonly PrincipalSortField[] = principalSortFields.filter(
  (f) => !f.endsWith('_id'),
);

/**
 * One page of the principals of one type of every project the panel lists (sourceProjects), by company then
 * person or sorted by a column (sortedPageOrder), and the count of all of that type.
 */
export async function sourcePrincipals(
  scope: FilterScope,
  brandIds: readonly number[],
  type: PrincipalType,
  page: SortedPage<PrincipalSortField>,
): Promise<{ total: number; rows: PrincipalRow[] }> {
  const { db } = scope;
  const ofType = sql`(
    select ${principalColumns} from principal pr
    where pr.type_name = ${type}
      and pr.project_id in (select s.project_id from ${panelLines(scope, brandIds)} s))`;
  const order = pageOrder(
    page,
    'principal_id',
    principalTextFields,
    sql`q.company_name, q.last_name, q.first_name, q.principal_id`,
  );
  const [rows, count] = await Promise.all([
    jsonRows<PrincipalRow>(
      db,
      sql`select * from ${ofType} q order by ${order} limit ${page.limit} offset ${page.offset}`,
      order,
    ),
    sql<{ n: number }>`select cast(count(*) as int) as n from ${ofType} q`.execute(db),
  ]);
  return { total: count.rows[0]?.n ?? 0, rows };
}

/** Principals of the given projects, by project (in the given order), then type, then id. */
export async function principalsOf(
  db: Kysely<MarketDB>,
  projectIds: readonly number[],
): Promise<PrincipalRow[]> {
  const { rows } = await sql<PrincipalRow>`
    select ${principalColumns}
    from principal pr
    where pr.project_id = any(${projectIds}::int[])
    order by array_position(${projectIds}::int[], pr.project_id),
      case pr.type_name when 'owner' then 0 when 'architect' then 1 else 2 end, pr.id`.execute(db);
  return rows;
}

/** True when the project has spec lines in scope (the filters and the firm's scope), of `brandIds` if given. */
export async function projectInScope(
  scope: FilterScope,
  projectId: number,
  brandIds: readonly number[],
): Promise<boolean> {
  const { db } = scope;
  const ofBrands = brandIds.length ? sql`and sl.manufacturer_id in (${sql.join(brandIds)})` : sql``;
  const { rows } = await sql<{ found: number }>`
    select 1 as found from spec_line sl
    where sl.project_id = ${projectId} and ${scope.specWhere('sl', 'window')} ${ofBrands}
    limit 1`.execute(db);
  return rows.length > 0;
}

/** The project's products among its lines in scope, with the statuses they carry there. */
export async function projectProducts(scope: FilterScope, projectId: number): Promise<ProjectProductRow[]> {
  const { db } = scope;
  const { rows } = await sql<ProjectProductRow>`
    select sl.product_id, pr.name, m.name as manufacturer_name, pr.image_url as product_image_url,
      string_agg(distinct ps.name, ', ' order by ps.name) as "statusText"
    from spec_line sl
    join product pr on pr.id = sl.product_id
    join manufacturer m on m.id = pr.manufacturer_id
    join product_status ps on ps.id = sl.status_id
    where sl.project_id = ${projectId} and ${scope.specWhere('sl', 'window', inProject)}
    group by sl.product_id, pr.name, m.name, pr.image_url
    order by m.name, pr.name, sl.product_id`.execute(db);
  return rows;
}

/** The title block of a project's PDF. */
export interface ProjectHeading {
  id: number;
  name: string;
  city: string;
  state: string;
  state_name: string;
  segment: string;
  start_date: string;
  completion_date: string | null;
  design_firm: string;
}

/** Title-block facts of the given projects, in the given order. */
export async function projectHeadings(
  db: Kysely<MarketDB>,
  projectIds: readonly number[],
): Promise<ProjectHeading[]> {
  const { rows } = await sql<ProjectHeading>`
    select p.id, p.name, c.name as city, st.code as state, st.name as state_name, sg.name as segment,
      p.start_date, p.completion_date, df.name as design_firm
    from project p
    join us_state st on st.id = p.state_id
    join city c on c.id = p.city_id
    join segment sg on sg.id = p.segment_id
    join firm_office fo on fo.id = p.office_id
    join design_firm df on df.id = fo.design_firm_id
    where p.id = any(${projectIds}::int[])
    order by array_position(${projectIds}::int[], p.id)`.execute(db);
  return rows;
}

/** How many rows projectSpecLines gives for every project the panel lists (Export All's size, before it starts). */
export async function projectSpecLineCount(scope: FilterScope, brandIds: readonly number[]): Promise<number> {
  const { db } = scope;
  const { rows } = await sql<{ n: number }>`
    select cast(count(*) as int) as n from spec_line sl
    where sl.project_id in (select s.project_id from ${panelLines(scope, brandIds)} s)
      and ${scope.specWhere('sl', 'window', inProject)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Spec lines in scope of projects already found in scope, in the given project order, then manufacturer,
 * product, date, status and quantity (rows equal in all of these are alike): the rows of the specs CSV and
 * the Export All spreadsheet. Built as one JSON text: the driver's row conversion of a batch made most of an
 * export's garbage.
 */
export async function projectSpecLines(
  db: Kysely<MarketDB>,
  scope: FilterScope,
  projectIds: readonly number[],
): Promise<SourceSpecRow[]> {
  if (projectIds.length === 0) return [];
  return jsonRows<SourceSpecRow>(
    db,
    sql`
      select sl.project_id, p.name as project_name, st.code as state, sg.name as segment, sl.product_id,
        pr.name as product_name, m.name as manufacturer_name, ps.name as status,
        cast(sl.quantity as float8) as quantity, cast(sl.spec_date as text) as spec_date
      from spec_line sl
      join project p on p.id = sl.project_id
      join us_state st on st.id = p.state_id
      join segment sg on sg.id = p.segment_id
      join product pr on pr.id = sl.product_id
      join manufacturer m on m.id = sl.manufacturer_id
      join product_status ps on ps.id = sl.status_id
      where sl.project_id in (${sql.join(projectIds)}) and ${scope.specWhere('sl', 'window', inProject)}`,
    sql`array_position(${projectIds}::int[], q.project_id), q.manufacturer_name, q.product_name, q.spec_date,
      q.status, q.quantity`,
  );
}
