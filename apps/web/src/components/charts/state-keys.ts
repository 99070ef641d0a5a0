// US map row keys (spec doc 1 §3): 'us-' plus the lowercase state name, and rows built from API state lists.

export interface StateValue {
  /** 'us-georgia', 'us-district of columbia'. */
  key: string;
  value: number | null;
  /** The count behind the share (spec lines, searches), when the rows carry it. */
  sample?: number;
}

export const stateKey = (stateName: string): string => `us-${stateName.trim().toLowerCase()}`;

type NumberField<T> = { [K in keyof T]: T[K] extends number | null ? K : never }[keyof T];

/**
 * Map rows from state items (an array such as topstates, or a record keyed by state such as mapdata), with
 * the sample behind each share when given: `toStateRows(topstates, 'spec', 'lines')`.
 */
export function toStateRows<T extends { name: string }>(
  items: readonly T[] | Readonly<Record<string, T>>,
  field: NumberField<T>,
  sampleField?: NumberField<T>,
): StateValue[] {
  const list: readonly T[] = Array.isArray(items) ? items : Object.values(items as Record<string, T>);
  return list.map((item) => {
    const row: StateValue = { key: stateKey(item.name), value: item[field] as number | null };
    const sample = sampleField === undefined ? null : (item[sampleField] as number | null);
    return sample === null ? row : { ...row, sample };
  });
}
