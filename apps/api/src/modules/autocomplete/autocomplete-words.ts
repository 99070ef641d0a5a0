// Builds the autocomplete tables of a market snapshot: every lower-cased word of each brand and product name,
// whether it is the name's first, with the name's spec lines (its popularity); and the distinct words.
import { sql, type Kysely } from 'kysely';
import type { MarketDB } from '../../db/market-schema.ts';

/** Names split into words at every run of other characters than letters and digits. */
export const WORD_SEPARATOR = '[^a-z0-9]+';

export async function buildAutocompleteWords(market: Kysely<MarketDB>): Promise<void> {
  await sql`delete from autocomplete_word`.execute(market);
  await sql`delete from autocomplete_vocabulary`.execute(market);
  const sources = [
    { kind: 'brand', table: 'manufacturer', key: 'manufacturer_id' },
    { kind: 'product', table: 'product', key: 'product_id' },
  ];
  for (const s of sources) {
    // Word positions count from 1; the first word is at 2 when the name starts with a separator.
    await sql`insert into autocomplete_word (kind, word, id, popularity, is_first)
      select distinct ${s.kind}, w.word, w.id, cast(coalesce(p.lines, 0) as integer),
        w.n = case when regexp_matches(w.name, ${`^${WORD_SEPARATOR}`}) then 2 else 1 end
      from (
        select id, name, unnest(words) as word, unnest(range(1, len(words) + 1)) as n
        from (select id, lower(name) as name, regexp_split_to_array(lower(name), ${WORD_SEPARATOR}) as words
          from ${sql.table(s.table)})
      ) w
      left join (select ${sql.ref(s.key)} as id, count(*) as lines from spec_line group by 1) p on p.id = w.id
      where w.word <> ''`.execute(market);
  }
  await sql`insert into autocomplete_vocabulary (kind, word)
    select distinct kind, word from autocomplete_word`.execute(market);
}
