// The advanced brand query as SQL: the contract's grammar (parseComplexQuery) with one brand condition per entry.
import { sql, type RawBuilder } from 'kysely';
import {
  parseComplexQuery,
  printComplexQuery,
  type ComplexEntry,
  type ComplexTree,
} from '@specpulse/contract';

/** "The project specifies brandId (in categories, if any; with statuses, if any)". */
interface BrandCondition {
  brandId: number;
  categories: number[];
  statuses: number[];
}

export type ComplexExpression = ComplexTree<BrandCondition>;

/** The entries as one expression of brand conditions (sorted, distinct ids), or null when there are none. */
export const parseComplex = (entries: readonly ComplexEntry[]): ComplexExpression | null =>
  parseComplexQuery(entries, (entry) => ({
    brandId: entry.brandId,
    categories: [...new Set(entry.categories)].sort((a, b) => a - b),
    statuses: [...new Set(entry.statuses)].sort((a, b) => a - b),
  }));

/** Readable form, e.g. '((5 or 6) and (8 or 9))', for tests and logs. */
export const describeComplex = (e: ComplexExpression | null): string =>
  printComplexQuery(
    e,
    (c) => {
      const extra = [
        c.categories.length ? `in ${c.categories.join('|')}` : '',
        c.statuses.length ? `with ${c.statuses.join('|')}` : '',
      ].filter(Boolean);
      return extra.length ? `${c.brandId}[${extra.join(' ')}]` : String(c.brandId);
    },
    'every',
  );

const inList = (column: RawBuilder<unknown>, values: readonly number[]) =>
  sql<boolean>`${column} in (${sql.join(values.map((v) => sql.val(v)))})`;

/**
 * The projects whose spec lines (of any date: specifying a brand is a property of the project) make the
 * expression true, as a query of one `project_id` column. One grouped pass over the lines of the brands
 * involved gives each project one flag per entry; the expression is evaluated on the flags.
 */
export function complexProjectsQuery(e: ComplexExpression): RawBuilder<{ project_id: number }> {
  const flags: RawBuilder<unknown>[] = [];
  const brands = new Set<number>();
  const expression = (node: ComplexExpression): RawBuilder<boolean> => {
    if (node.kind !== 'entry') {
      const op = node.kind === 'and' ? sql`and` : sql`or`;
      return sql<boolean>`(${expression(node.left)} ${op} ${expression(node.right)})`;
    }
    const c = node.entry;
    brands.add(c.brandId);
    const parts: RawBuilder<boolean>[] = [sql<boolean>`cx.manufacturer_id = ${c.brandId}`];
    if (c.categories.length) parts.push(inList(sql.ref('cx.category_id'), c.categories));
    if (c.statuses.length) parts.push(inList(sql.ref('cx.status_id'), c.statuses));
    const flag = `f${flags.length}`;
    flags.push(sql`bool_or(${sql.join(parts, sql` and `)}) as ${sql.id(flag)}`);
    return sql<boolean>`${sql.ref(`pf.${flag}`)}`;
  };
  const where = expression(e);
  return sql<{ project_id: number }>`select pf.project_id from (
      select cx.project_id, ${sql.join(flags)} from spec_line cx
      where ${inList(sql.ref('cx.manufacturer_id'), [...brands])} group by cx.project_id) pf
    where ${where}`;
}

/** The expression as SQL over the project id expression `projectId` (a semi-join on complexProjectsQuery). */
function complexToSql(e: ComplexExpression, projectId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`${projectId} in (${complexProjectsQuery(e)})`;
}

/**
 * The projects an advanced query selects as a bit string over project ids: character `id` is '1' when
 * project `id` qualifies. Long enough for every project id of the snapshot's spec lines (`lastProjectId`).
 */
export function complexProjectBits(projectIds: readonly number[], lastProjectId: number): string {
  const last = projectIds.reduce((m, id) => Math.max(m, id), Math.max(lastProjectId, 0));
  const bits = new Uint8Array(last + 1).fill(0x30);
  for (const id of projectIds) bits[id] = 0x31;
  return Buffer.from(bits).toString('latin1');
}

/**
 * The expression over `projectId`: a bit test against the already resolved projects when there are (one bit
 * string, cast once per query by the scalar subquery), else the semi-join. Both read each line's project once;
 * the bit test reads a few kB that stay in the core's cache where the semi-join's hash probe misses it for a
 * large project set, since the snapshot's order (category, date, brand) scatters the lines' projects.
 */
export function complexCondition(
  e: ComplexExpression,
  projectBits: string | null,
  projectId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return projectBits
    ? sql<boolean>`get_bit((select cast(${projectBits} as bit)), ${projectId}) = 1`
    : complexToSql(e, projectId);
}
