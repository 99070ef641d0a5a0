// The autocomplete tables (filters/rollups.ts rebuildAutocompleteWords) from the planned names and the tally's
// line counts, COPYed with the rollups instead of split and counted with SQL after the load.
import { csvText } from '@specpulse/demo-data';
import { WORD_SEPARATOR } from '../filters/rollups.ts';
import type { TalliedTable } from './rollup-tally.ts';

export interface NamedRow {
  id: number;
  name: string;
}

const separator = new RegExp(WORD_SEPARATOR);
const leadingSeparator = new RegExp(`^${WORD_SEPARATOR}`);

/**
 * Rows of autocomplete_word and autocomplete_vocabulary for brand and product names: every word of the
 * lower-cased name, whether it is the name's first, and the name's spec lines (its popularity).
 */
export function autocompleteTables(
  kinds: { kind: 'brand' | 'product'; names: readonly NamedRow[]; lines: Float64Array }[],
): TalliedTable[] {
  const words: string[] = [];
  const vocabulary = new Set<string>();
  for (const { kind, names, lines } of kinds) {
    for (const { id, name } of names) {
      const lower = name.toLowerCase();
      // The first word is element 1 of the split, or 2 when the name starts with a separator (as in SQL).
      const first = leadingSeparator.test(lower) ? 1 : 0;
      const seen = new Set<string>();
      lower.split(separator).forEach((word, i) => {
        if (word === '') return;
        const isFirst = i === first;
        const key = `${word},${isFirst ? 't' : 'f'}`;
        if (seen.has(key)) return;
        seen.add(key);
        words.push(`${kind},${csvText(word)},${id},${Math.trunc(lines[id] ?? 0)},${isFirst ? 't' : 'f'}\n`);
        vocabulary.add(`${kind},${csvText(word)}\n`);
      });
    }
  }
  const chunks = (lines: string[]) =>
    function* () {
      for (let i = 0; i < lines.length; i += 4000) yield lines.slice(i, i + 4000).join('');
    };
  return [
    {
      table: 'autocomplete_word',
      columns: ['kind', 'word', 'id', 'popularity', 'is_first'],
      rows: chunks(words),
    },
    { table: 'autocomplete_vocabulary', columns: ['kind', 'word'], rows: chunks([...vocabulary]) },
  ];
}
