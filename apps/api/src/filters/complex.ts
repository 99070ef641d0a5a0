// The advanced brand query grammar (metrics.md): entries read left to right, each joined by its `join` to
// what precedes; an entry marked `end` closes a parenthesised group. A, B(end), C(and), D = (A or B) and (C or D).
import { sql, type RawBuilder } from 'kysely';
import type { ComplexEntry } from '@specpulse/contract';

/** "The project specifies brandId (in categories, if any; with statuses, if any)". */
export interface BrandCondition {
  brandId: number;
  categories: number[];
  statuses: number[];
}

export type ComplexExpression =
  | { kind: 'brand'; condition: BrandCondition }
  | { kind: 'and' | 'or'; left: ComplexExpression; right: ComplexExpression };

const combine = (
  join: 'and' | 'or',
  left: ComplexExpression | null,
  right: ComplexExpression,
): ComplexExpression => (left ? { kind: join, left, right } : right);

/**
 * Parses the entries into one expression, or null when there are none. Within a group and between
 * groups, joins apply strictly left to right (no precedence of and over or); the first entry's join
 * has nothing to join to and is ignored, and so is the `end` of the last entry.
 */
export function parseComplex(entries: readonly ComplexEntry[]): ComplexExpression | null {
  let result: ComplexExpression | null = null;
  let group: ComplexExpression | null = null;
  let groupJoin: 'and' | 'or' = 'or';
  for (const entry of entries) {
    const leaf: ComplexExpression = {
      kind: 'brand',
      condition: {
        brandId: entry.brandId,
        categories: [...new Set(entry.categories)].sort((a, b) => a - b),
        statuses: [...new Set(entry.statuses)].sort((a, b) => a - b),
      },
    };
    if (group === null) {
      groupJoin = entry.join;
      group = leaf;
    } else {
      group = combine(entry.join, group, leaf);
    }
    if (entry.end === 'end') {
      result = combine(groupJoin, result, group);
      group = null;
    }
  }
  if (group !== null) result = combine(groupJoin, result, group);
  return result;
}

/** Readable form, e.g. '(5 or 6) and (8 or 9)', for tests and logs. */
export function describeComplex(e: ComplexExpression | null): string {
  if (!e) return '';
  if (e.kind === 'brand') {
    const c = e.condition;
    const extra = [
      c.categories.length ? `in ${c.categories.join('|')}` : '',
      c.statuses.length ? `with ${c.statuses.join('|')}` : '',
    ].filter(Boolean);
    return extra.length ? `${c.brandId}[${extra.join(' ')}]` : String(c.brandId);
  }
  return `(${describeComplex(e.left)} ${e.kind} ${describeComplex(e.right)})`;
}

/** Every brand condition of the expression (for scope checks). */
export function complexConditions(e: ComplexExpression | null): BrandCondition[] {
  if (!e) return [];
  return e.kind === 'brand' ? [e.condition] : [...complexConditions(e.left), ...complexConditions(e.right)];
}

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
    if (node.kind !== 'brand') {
      const op = node.kind === 'and' ? sql`and` : sql`or`;
      return sql<boolean>`(${expression(node.left)} ${op} ${expression(node.right)})`;
    }
    const c = node.condition;
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
export function complexToSql(e: ComplexExpression, projectId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`${projectId} in (${complexProjectsQuery(e)})`;
}

/**
 * The expression over `projectId`: against the already resolved project set when there is one (an array
 * parameter: the planner sees how many projects and reads their lines through the project index), else the
 * semi-join.
 */
export function complexCondition(
  e: ComplexExpression,
  projects: readonly number[] | null,
  projectId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return projects ? sql<boolean>`${projectId} = any(${projects}::int[])` : complexToSql(e, projectId);
}
