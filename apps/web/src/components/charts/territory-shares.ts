// The state map 'by territory' (issue 44): each territory's share from its states' shares weighted by the
// counts behind them (a share of lines is the lines of ours over all lines, so the weighted mean is the
// territory's own share), drawn on every state of the territory.
import { toNumber } from '../format.ts';
import { stateKey, type StateValue } from './state-keys.ts';

export interface TerritoryStates {
  name: string;
  /** Two-letter state codes. */
  states: readonly string[];
}

type NumberField<T> = { [K in keyof T]: T[K] extends number | null ? K : never }[keyof T];

/**
 * Map rows of the territories' shares: every state of a territory carries the territory's share and sample
 * (a state in several territories takes the first by name). States outside every territory are left out.
 */
export function territoryRows<T extends { name: string; code: string }>(
  items: readonly T[] | Readonly<Record<string, T>>,
  field: NumberField<T>,
  sampleField: NumberField<T>,
  territories: readonly TerritoryStates[],
): StateValue[] {
  const list: readonly T[] = Array.isArray(items) ? items : Object.values(items as Record<string, T>);
  const byCode = new Map(list.map((item) => [item.code.toUpperCase(), item]));
  const rows = new Map<string, StateValue>();
  for (const territory of [...territories].sort((a, b) => a.name.localeCompare(b.name))) {
    let weighted = 0;
    let sample = 0;
    const members = territory.states.flatMap((code) => byCode.get(code.toUpperCase()) ?? []);
    for (const item of members) {
      const share = toNumber(item[field] as number | null);
      const count = toNumber(item[sampleField] as number | null) ?? 0;
      if (share === null) continue;
      weighted += share * count;
      sample += count;
    }
    const value = sample > 0 ? weighted / sample : null;
    for (const item of members) {
      const key = stateKey(item.name);
      if (!rows.has(key)) rows.set(key, { key, value, sample });
    }
  }
  return [...rows.values()];
}
