// Name search for the pickers: word-prefix candidates from the autocomplete_word btree, ranked by match
// (name prefix, word prefix, anywhere) and popularity; infix-only matches by a bounded scan.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  AUTOCOMPLETE_LIMIT,
  type AutocompleteQuery,
  type BrandItem,
  type CategoryItem,
  type ProductItem,
} from '@specpulse/contract';
import type { DB } from '../../db/schema.ts';

/** The term as the SQL patterns need it; null when there is nothing to search for. */
export interface SearchTerm {
  /** Lower-cased, trimmed, inner spaces collapsed. */
  text: string;
  /** LIKE patterns (escaped). */
  prefix: string;
  contains: string;
  /** Regular expression: the term at the start of a word. */
  wordStart: string;
  /** LIKE pattern for the first word of the term in autocomplete_word; null when the term has no word. */
  firstWordPrefix: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function searchTerm(raw: string): SearchTerm | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  // Split as rebuildAutocompleteWords splits names: on anything but ASCII letters and digits.
  const firstWord = text.split(/[^a-z0-9]+/).find(Boolean) ?? null;
  return {
    text,
    prefix: `${escapeLike(text)}%`,
    contains: `%${escapeLike(text)}%`,
    wordStart: `(^|[^a-z0-9])${escapeRegex(text)}`,
    firstWordPrefix: firstWord === null ? null : `${escapeLike(firstWord)}%`,
  };
}

/** 0 = the name starts with the term, 1 = a word of it does, 2 = it contains the term elsewhere. */
const tierOf = (name: RawBuilder<unknown>, t: SearchTerm) =>
  sql<number>`case when lower(${name}) like ${t.prefix} then 0 when lower(${name}) ~ ${t.wordStart} then 1 else 2 end`;

interface Ranked {
  id: number;
}

/**
 * Runs the ranked word-prefix query, then (with `full`) fills the remaining places with names containing
 * the term anywhere, read by a scan that stops at the limit.
 */
async function ranked<T extends Ranked>(
  q: AutocompleteQuery,
  t: SearchTerm,
  byWords: (limit: number) => Promise<T[]>,
  anywhere: (exclude: number[], limit: number) => Promise<T[]>,
): Promise<T[]> {
  const found = t.firstWordPrefix ? await byWords(AUTOCOMPLETE_LIMIT) : [];
  if (!q.full || found.length >= AUTOCOMPLETE_LIMIT) return found;
  const more = await anywhere(
    found.map((r) => r.id),
    AUTOCOMPLETE_LIMIT - found.length,
  );
  return [...found, ...more];
}

const notIn = (column: RawBuilder<unknown>, ids: number[]) =>
  ids.length ? sql`and ${column} not in (${sql.join(ids.map((id) => sql.val(id)))})` : sql``;

function order(q: AutocompleteQuery) {
  return q.starts ? sql`tier, popularity desc, name, id` : sql`popularity desc, tier, name, id`;
}

export async function brandAutocomplete(db: Kysely<DB>, q: AutocompleteQuery): Promise<BrandItem[]> {
  const t = searchTerm(q.term);
  if (!t) return [];
  return ranked(
    q,
    t,
    async (limit) =>
      (
        await sql<BrandItem>`select id, name, image from (
          select m.id, m.name, m.logo_url as image, c.popularity, ${tierOf(sql.ref('m.name'), t)} as tier
          from (select id, max(popularity) as popularity from autocomplete_word
                where kind = 'brand' and word like ${t.firstWordPrefix} group by id) c
          join manufacturer m on m.id = c.id
          where lower(m.name) like ${t.contains}) r
        where ${q.full ? sql`true` : sql`tier < 2`}
        order by ${order(q)} limit ${limit}`.execute(db)
      ).rows,
    async (exclude, limit) =>
      (
        await sql<BrandItem>`select m.id, m.name, m.logo_url as image from manufacturer m
          where lower(m.name) like ${t.contains} ${notIn(sql.ref('m.id'), exclude)}
          order by m.name, m.id limit ${limit}`.execute(db)
      ).rows,
  );
}

export async function productAutocomplete(db: Kysely<DB>, q: AutocompleteQuery): Promise<ProductItem[]> {
  const t = searchTerm(q.term);
  if (!t) return [];
  return ranked(
    q,
    t,
    async (limit) =>
      (
        await sql<ProductItem>`select id, name, brand_name, image from (
          select p.id, p.name, m.name as brand_name, p.image_url as image, c.popularity,
            ${tierOf(sql.ref('p.name'), t)} as tier
          from (select id, max(popularity) as popularity from autocomplete_word
                where kind = 'product' and word like ${t.firstWordPrefix} group by id) c
          join product p on p.id = c.id
          join manufacturer m on m.id = p.manufacturer_id
          where lower(p.name) like ${t.contains}) r
        where ${q.full ? sql`true` : sql`tier < 2`}
        order by ${order(q)} limit ${limit}`.execute(db)
      ).rows,
    async (exclude, limit) =>
      (
        await sql<ProductItem>`select p.id, p.name, m.name as brand_name, p.image_url as image
          from product p join manufacturer m on m.id = p.manufacturer_id
          where lower(p.name) like ${t.contains} ${notIn(sql.ref('p.id'), exclude)}
          order by p.name, p.id limit ${limit}`.execute(db)
      ).rows,
  );
}

/** Categories among `enabled` (the firm's) whose name matches; few enough to rank in one query. */
export async function categoryAutocomplete(
  db: Kysely<DB>,
  q: AutocompleteQuery,
  enabled: readonly number[],
): Promise<CategoryItem[]> {
  const t = searchTerm(q.term);
  if (!t || enabled.length === 0) return [];
  const rows = await sql<CategoryItem>`select id, name from (
      select c.id, c.name, ${tierOf(sql.ref('c.name'), t)} as tier from category c
      where c.parent_id is null and c.id in (${sql.join(enabled.map((id) => sql.val(id)))})
        and lower(c.name) like ${t.contains}) r
    where ${q.full ? sql`true` : sql`tier < 2`}
    order by ${q.starts ? sql`tier, name, id` : sql`name, id`} limit ${AUTOCOMPLETE_LIMIT}`.execute(db);
  return rows.rows;
}
