// US map row keys (spec doc 1 §3): 'us-' plus the lowercase state name, and rows built from API state lists.

export interface StateValue {
  /** 'us-georgia', 'us-district of columbia'. */
  key: string;
  value: number | null;
}

export const stateKey = (stateName: string): string => `us-${stateName.trim().toLowerCase()}`;

/**
 * Map rows from state items (an array such as topstates, or a record keyed by state such as mapdata):
 * `toStateRows(mapdata, 'spec')`.
 */
export function toStateRows<T extends { name: string }>(
  items: readonly T[] | Readonly<Record<string, T>>,
  field: { [K in keyof T]: T[K] extends number | null ? K : never }[keyof T],
): StateValue[] {
  const list: readonly T[] = Array.isArray(items) ? items : Object.values(items as Record<string, T>);
  return list.map((item) => ({ key: stateKey(item.name), value: item[field] as number | null }));
}
