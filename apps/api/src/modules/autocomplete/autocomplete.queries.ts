// Name search for the pickers: word-prefix candidates from the autocomplete_word btree (every word of the
// term must start a word of the name), ranked by match (name prefix, word prefix, anywhere) and popularity;
// infix-only matches through the vocabulary of distinct words.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  AUTOCOMPLETE_LIMIT,
  type AutocompleteQuery,
  type BrandItem,
  type CategoryItem,
  type ProductItem,
} from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';

/** The term as the SQL patterns need it; null when there is nothing to search for. */
export interface SearchTerm {
  /** Lower-cased, trimmed, inner spaces collapsed. */
  text: string;
  /** LIKE patterns (escaped). */
  prefix: string;
  contains: string;
  /** Regular expression: the term at the start of a word. */
  wordStart: string;
  /** The term's first word (letters and digits), as autocomplete_word splits names; null when none. */
  firstWord: string | null;
  /** Every word of the term, in order (the first is firstWord). */
  words: string[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function searchTerm(raw: string): SearchTerm | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  return {
    text,
    prefix: `${escapeLike(text)}%`,
    contains: `%${escapeLike(text)}%`,
    wordStart: `(^|[^a-z0-9])${escapeRegex(text)}`,
    firstWord: words[0] ?? null,
    words,
  };
}

/** Candidates taken per word list before ranking: enough for 20 results, few enough to join fast. */
const CANDIDATES = 300;

/** 0 = the name starts with the term, 1 = a word of it does, 2 = it contains the term elsewhere. */
const tierOf = (name: RawBuilder<unknown>, t: SearchTerm) =>
  sql<number>`case when lower(${name}) like ${t.prefix} escape '\\' then 0 when regexp_matches(lower(${name}), ${t.wordStart}) then 1 else 2 end`;

type Kind = 'brand' | 'product';

const nameTable = { brand: sql.table('manufacturer'), product: sql.table('product') } as const;

/**
 * Ids whose names may match, most specified first: names whose first word starts with the term's
 * first word, and names with any such word (both through the btree on words); with `inside`, names
 * with a word containing it (through the small vocabulary of distinct words).
 *
 * A term of several words (or with separators) is narrowed before the candidate limit, so an unpopular
 * name typed in full among many popular names sharing its first word is still found: one pass over the
 * btree ranges of all the term's words, grouped by name, keeps the names where every further word starts
 * a word of the name too and the name contains the term.
 */
function candidates(
  kind: Kind,
  t: SearchTerm,
  word: string,
  inside: boolean,
): RawBuilder<{ id: number; popularity: number }> {
  const prefix = `${escapeLike(word)}%`;
  const insideWords = sql`(select v.word from autocomplete_vocabulary v
    where v.kind = ${kind} and v.word like ${`%${escapeLike(word)}%`} escape '\\'
      and v.word not like ${prefix} escape '\\')`;
  if (t.text !== word) {
    // One btree range per word (the first: its range, or the vocabulary's words containing it), tagged
    // with the word's position; a name qualifies when all positions are present.
    const ranges = [
      sql`select 0 as k, id, popularity, is_first from autocomplete_word
        where kind = ${kind} and ${inside ? sql`word in ${insideWords}` : sql`word like ${prefix} escape '\\'`}`,
      ...t.words.slice(1).map(
        (w, i) => sql`select ${sql.lit(i + 1)} as k, id, popularity, false as is_first from autocomplete_word
          where kind = ${kind} and word like ${`${escapeLike(w)}%`} escape '\\'`,
      ),
    ];
    return sql`(with m as (
        select id, max(popularity) as popularity, bool_or(is_first) as first
        from (${sql.join(ranges, sql` union all `)}) r
        group by id having count(distinct k) = ${sql.lit(ranges.length)}),
      named as (
        select m.id, m.popularity, m.first from m
        where exists (select 1 from ${nameTable[kind]} n where n.id = m.id and lower(n.name) like ${t.contains} escape '\\'))
      select id, max(popularity) as popularity from (
        (select id, popularity from named where first order by popularity desc limit ${CANDIDATES})
        union all
        (select id, popularity from named order by popularity desc limit ${CANDIDATES})
      ) c group by id)`;
  }
  if (inside) {
    return sql`(select aw.id, max(aw.popularity) as popularity from autocomplete_word aw
      where aw.kind = ${kind} and aw.word in ${insideWords}
      group by aw.id order by popularity desc limit ${CANDIDATES})`;
  }
  return sql`(select id, max(popularity) as popularity from (
      (select id, popularity from autocomplete_word
        where kind = ${kind} and is_first and word like ${prefix} escape '\\' order by popularity desc limit ${CANDIDATES})
      union all
      (select id, popularity from autocomplete_word
        where kind = ${kind} and word like ${prefix} escape '\\' order by popularity desc limit ${CANDIDATES})
    ) c group by id)`;
}

interface Ranked {
  id: number;
}

/**
 * Word-prefix matches ranked first; with `full`, the remaining places go to names containing the term
 * inside a word. A term without letters or digits (e.g. '%') falls back to a scan that stops at the limit.
 */
async function ranked<T extends Ranked>(
  q: AutocompleteQuery,
  t: SearchTerm,
  kind: Kind,
  query: (source: RawBuilder<unknown>, exclude: number[], limit: number) => Promise<T[]>,
  scan: (limit: number) => Promise<T[]>,
): Promise<T[]> {
  if (t.firstWord === null) return q.full ? scan(AUTOCOMPLETE_LIMIT) : [];
  const found = await query(candidates(kind, t, t.firstWord, false), [], AUTOCOMPLETE_LIMIT);
  if (!q.full || found.length >= AUTOCOMPLETE_LIMIT) return found;
  const more = await query(
    candidates(kind, t, t.firstWord, true),
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

export async function brandAutocomplete(db: Kysely<MarketDB>, q: AutocompleteQuery): Promise<BrandItem[]> {
  const t = searchTerm(q.term);
  if (!t) return [];
  const query = async (source: RawBuilder<unknown>, exclude: number[], limit: number) =>
    (
      await sql<BrandItem>`select id, name, image from (
        select m.id, m.name, m.logo_url as image, c.popularity, ${tierOf(sql.ref('m.name'), t)} as tier
        from ${source} c join manufacturer m on m.id = c.id
        where lower(m.name) like ${t.contains} escape '\\' ${notIn(sql.ref('m.id'), exclude)}) r
      where ${q.full ? sql`true` : sql`tier < 2`}
      order by ${order(q)} limit ${limit}`.execute(db)
    ).rows;
  return ranked(
    q,
    t,
    'brand',
    query,
    async (limit) =>
      (
        await sql<BrandItem>`select m.id, m.name, m.logo_url as image from manufacturer m
        where lower(m.name) like ${t.contains} escape '\\' order by m.name, m.id limit ${limit}`.execute(db)
      ).rows,
  );
}

export async function productAutocomplete(
  db: Kysely<MarketDB>,
  q: AutocompleteQuery,
): Promise<ProductItem[]> {
  const t = searchTerm(q.term);
  if (!t) return [];
  const query = async (source: RawBuilder<unknown>, exclude: number[], limit: number) =>
    (
      await sql<ProductItem>`select id, name, brand_name, image from (
        select p.id, p.name, m.name as brand_name, p.image_url as image, c.popularity,
          ${tierOf(sql.ref('p.name'), t)} as tier
        from ${source} c join product p on p.id = c.id join manufacturer m on m.id = p.manufacturer_id
        where lower(p.name) like ${t.contains} escape '\\' ${notIn(sql.ref('p.id'), exclude)}) r
      where ${q.full ? sql`true` : sql`tier < 2`}
      order by ${order(q)} limit ${limit}`.execute(db)
    ).rows;
  return ranked(
    q,
    t,
    'product',
    query,
    async (limit) =>
      (
        await sql<ProductItem>`select p.id, p.name, m.name as brand_name, p.image_url as image
        from product p join manufacturer m on m.id = p.manufacturer_id
        where lower(p.name) like ${t.contains} escape '\\' order by p.name, p.id limit ${limit}`.execute(db)
      ).rows,
  );
}

/** Categories among `enabled` (the firm's) whose name matches; few enough to rank in one query. */
export async function categoryAutocomplete(
  db: Kysely<MarketDB>,
  q: AutocompleteQuery,
  enabled: readonly number[],
): Promise<CategoryItem[]> {
  const t = searchTerm(q.term);
  if (!t || enabled.length === 0) return [];
  const rows = await sql<CategoryItem>`select id, name from (
      select c.id, c.name, ${tierOf(sql.ref('c.name'), t)} as tier from category c
      where c.parent_id is null and c.id in (${sql.join(enabled.map((id) => sql.val(id)))})
        and lower(c.name) like ${t.contains} escape '\\') r
    where ${q.full ? sql`true` : sql`tier < 2`}
    order by ${q.starts ? sql`tier, name, id` : sql`name, id`} limit ${AUTOCOMPLETE_LIMIT}`.execute(db);
  return rows.rows;
}
