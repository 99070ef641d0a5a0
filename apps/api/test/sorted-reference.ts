// The plain reference for a server-sorted list: the whole list sorted in memory by one column, by the rule
// sortedPageOrder states (texts by code point, missing values first ascending, ties by the id in the same
// direction, descending the exact reverse).

type Value = string | number | null | undefined;

function compare(a: Value, b: Value): number {
  const missing = (v: Value) => v === null || v === undefined;
  if (missing(a) || missing(b)) return missing(a) === missing(b) ? 0 : missing(a) ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Code point order (collation "C"), not the locale's.
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sortedReference<T extends object>(
  rows: readonly T[],
  field: keyof T & string,
  order: 'asc' | 'desc',
  id: keyof T & string,
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  const value = (row: T, key: string) => (row as Record<string, Value>)[key];
  return [...rows].sort(
    (a, b) => sign * (compare(value(a, field), value(b, field)) || compare(value(a, id), value(b, id))),
  );
}
