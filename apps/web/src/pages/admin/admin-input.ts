// Parsing of the admin boxes' text input (spec doc 1 §5): whole numbers and comma-separated id lists.

/** A whole number written exactly in its integer form ('12', not '012', '12.0' or ' 12'), else null. */
export function parseWholeNumber(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isSafeInteger(value) && String(value) === text ? value : null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const isPositiveId = (item: string) => /^[1-9]\d{0,9}$/.test(item) && Number(item) <= 2_147_483_647;

/** Firm brands: manufacturer ids, e.g. 1234,56789 (empty means none). */
export function parseIdList(text: string): Parsed<number[]> {
  const items = splitList(text);
  const bad = items.filter((item) => !isPositiveId(item));
  if (bad.length > 0) return { ok: false, error: `Not an id: ${bad.join(', ')} (format 1234,56789)` };
  return { ok: true, value: [...new Set(items.map(Number))] };
}

export type Specification = number | 'color' | 'pattern';

/** Specifications: spec type ids or the words color and pattern, e.g. 12,color,pattern. */
export function parseSpecifications(text: string): Parsed<Specification[]> {
  const items = splitList(text);
  const value: Specification[] = [];
  const bad: string[] = [];
  for (const item of items) {
    const word = item.toLowerCase();
    if (word === 'color' || word === 'pattern') value.push(word);
    else if (isPositiveId(item)) value.push(Number(item));
    else bad.push(item);
  }
  if (bad.length > 0) return { ok: false, error: `Not a spec type id, color or pattern: ${bad.join(', ')}` };
  return { ok: true, value: [...new Set(value)] };
}
