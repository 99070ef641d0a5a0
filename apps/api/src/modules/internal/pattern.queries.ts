// Patterns and spec attributes (metrics.md "Internal reports"): each spec attribute value's share of its spec
// type's lines per period group of the window, and its growth against the period group before.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PatternRow, SpecAttributeItem } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { periodGroupYearBefore } from '../../filters/window.ts';

interface ValueCount {
  spec_id: number;
  spec_type_id: number;
  spec_type_name: string;
  spec_name: string;
  period_group: string;
  window_name: 'window' | 'previous' | 'other';
  score: number;
}
interface TypeCount {
  spec_type_id: number;
  period_group: string;
  window_name: 'window' | 'previous' | 'other';
  grp_score: number;
}

/**
 * The group whose percent the first window group's growth is measured against: the last period group of the
 * previous window that is not the first window group itself (a quarter can straddle the windows' border).
 */
function groupBefore(scope: FilterScope): string | null {
  const first = scope.periodGroups('window')[0];
  return (
    scope
      .periodGroups('previous')
      .filter((g) => g !== first)
      .at(-1) ?? null
  );
}

/**
 * Pattern rows of every value (or only `specAttributeId`'s) per period group of the window where its type
 * has lines. score = lines whose product carries the value, grp_score = lines whose product carries any value
 * of the type, percent = 100 × score / grp_score, growth = percent − percent of the group before, or of the same
 * group a year earlier when the payload compares with a year ago (null when the type had no lines then). Without `specAttributeId`, values without a line in the window are left out.
 * Newest period group first, then by spec type and score.
 */
export async function patternRows(
  scope: FilterScope,
  specAttributeId: number | null = null,
): Promise<PatternRow[]> {
  const { db } = scope;
  const ofType = (column: RawBuilder<unknown>) =>
    specAttributeId === null
      ? sql`true`
      : sql`${column} in (select v.id from spec_value v
          where v.spec_type_id = (select spec_type_id from spec_value where id = ${specAttributeId}))`;
  // Lines per (value, period group, window): the filter compiler's product lines joined to the values their
  // products carry. A product has one value per spec type, so a type's lines in a group are the sum of its
  // values' scores (no distinct pass).
  const perValue = sql`select psv.spec_value_id as spec_id, s.period_group, s.window_name, sum(s.lines) as score
        from ${scope.specSource('both', ['product_id', 'period_group'])} s
        join product_spec_value psv on psv.product_id = s.product_id
        where s.window_name <> 'other' and ${ofType(sql`psv.spec_value_id`)}
        group by 1, 2, 3`;
  const { rows: counted } = await sql<ValueCount & { grp_score: number }>`
    with per_value as (${perValue}    ), with_groups as (
      select pv.spec_id, sv.spec_type_id, st.name as spec_type_name, sv.name as spec_name, pv.period_group,
        pv.window_name, cast(pv.score as int) as score,
        cast(sum(pv.score) over (partition by sv.spec_type_id, pv.period_group, pv.window_name) as int)
          as grp_score
      from per_value pv
      join spec_value sv on sv.id = pv.spec_id
      join spec_type st on st.id = sv.spec_type_id
    )
    select * from with_groups`.execute(db);
  // With a spec attribute, the other values of its type only gave the type's totals.
  const values = { rows: counted.filter((r) => specAttributeId === null || r.spec_id === specAttributeId) };
  const typeTotals = new Map<string, TypeCount>();
  for (const r of counted) {
    typeTotals.set(`${r.spec_type_id}|${r.period_group}|${r.window_name}`, {
      spec_type_id: r.spec_type_id,
      period_group: r.period_group,
      window_name: r.window_name,
      grp_score: r.grp_score,
    });
  }
  const types = { rows: [...typeTotals.values()] };

  const key = (window: string, group: string) => `${window}|${group}`;
  const grp = new Map<number, Map<string, number>>();
  for (const t of types.rows) {
    const byGroup = grp.get(t.spec_type_id) ?? new Map<string, number>();
    byGroup.set(key(t.window_name, t.period_group), t.grp_score);
    grp.set(t.spec_type_id, byGroup);
  }
  const scores = new Map<number, { meta: ValueCount; byGroup: Map<string, number> }>();
  for (const v of values.rows) {
    const entry = scores.get(v.spec_id) ?? { meta: v, byGroup: new Map<string, number>() };
    entry.byGroup.set(key(v.window_name, v.period_group), v.score);
    scores.set(v.spec_id, entry);
  }
  if (specAttributeId !== null && !scores.has(specAttributeId)) {
    const meta = await db
      .selectFrom('spec_value as sv')
      .innerJoin('spec_type as st', 'st.id', 'sv.spec_type_id')
      .select(['sv.id as spec_id', 'sv.spec_type_id', 'st.name as spec_type_name', 'sv.name as spec_name'])
      .where('sv.id', '=', specAttributeId)
      .executeTakeFirst();
    if (meta)
      scores.set(specAttributeId, {
        meta: { ...meta, period_group: '', window_name: 'window', score: 0 },
        byGroup: new Map(),
      });
  }

  const groups = scope.periodGroups('window');
  const before = groupBefore(scope);
  const rows: PatternRow[] = [];
  for (const { meta, byGroup } of scores.values()) {
    const typeGroups = grp.get(meta.spec_type_id) ?? new Map<string, number>();
    const inWindow = groups.some((g) => (byGroup.get(key('window', g)) ?? 0) > 0);
    if (specAttributeId === null && !inWindow) continue;
    const percentAt = (k: string): number | null => {
      const all = typeGroups.get(k) ?? 0;
      return all > 0 ? (100 * (byGroup.get(k) ?? 0)) / all : null;
    };
    groups.forEach((g, i) => {
      const grpScore = typeGroups.get(key('window', g)) ?? 0;
      if (grpScore === 0) return;
      const percent = percentAt(key('window', g)) ?? 0;
      // Against the same group a year earlier when comparing with a year ago, else the group before.
      const previousGroup =
        scope.payload.compare === 'yearAgo'
          ? key('previous', periodGroupYearBefore(g))
          : i > 0
            ? key('window', groups[i - 1] as string)
            : before && key('previous', before);
      const previous = previousGroup ? percentAt(previousGroup) : null;
      rows.push({
        spec_id: meta.spec_id,
        spec_type_name: meta.spec_type_name,
        spec_type_id: meta.spec_type_id,
        spec_name: meta.spec_name,
        score: byGroup.get(key('window', g)) ?? 0,
        grp_score: grpScore,
        period_group: g,
        percent,
        growth: previous === null ? null : percent - previous,
      });
    });
  }
  return rows.sort(
    (a, b) =>
      b.period_group.localeCompare(a.period_group) ||
      a.spec_type_name.localeCompare(b.spec_type_name) ||
      b.score - a.score ||
      a.spec_name.localeCompare(b.spec_name) ||
      a.spec_id - b.spec_id,
  );
}

/** True when the spec attribute (spec value) exists. */
export async function specAttributeExists(db: Kysely<MarketDB>, specAttributeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('spec_value')
    .select('id')
    .where('id', '=', specAttributeId)
    .executeTakeFirst();
  return row !== undefined;
}

const SPEC_ATTRIBUTE_ITEMS = 20;

/**
 * Spec attribute values for the Spec Attribute Id field: the value whose id the term is, then values whose
 * name starts with the term, then those whose name or spec type contains it (case-insensitive).
 */
export async function specAttributeAutocomplete(
  db: Kysely<MarketDB>,
  term: string,
): Promise<SpecAttributeItem[]> {
  const t = term.trim().toLowerCase();
  if (t === '') return [];
  const id = /^\d{1,9}$/.test(t) ? Number(t) : -1;
  const escaped = t.replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await sql<SpecAttributeItem>`
    select sv.id, sv.name, st.name as spec_type_name
    from spec_value sv
    join spec_type st on st.id = sv.spec_type_id
    where sv.id = ${id}
      or lower(sv.name) like ${`%${escaped}%`} escape '\\'
      or lower(st.name) like ${`%${escaped}%`} escape '\\'
      or lower(st.name || ': ' || sv.name) like ${`%${escaped}%`} escape '\\'
    order by case when sv.id = ${id} then 0 when lower(sv.name) like ${`${escaped}%`} escape '\\' then 1 else 2 end,
      st.name, sv.name, sv.id
    limit ${SPEC_ATTRIBUTE_ITEMS}`.execute(db);
  return rows;
}
