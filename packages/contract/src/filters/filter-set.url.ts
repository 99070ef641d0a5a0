// The filter set in the URL query (spec doc 1 §7): statuses and brands as 'id-name', complex as JSON.
// Reading never throws: a field that does not parse keeps its default, a bad list item is dropped.
import {
  MAX_ID,
  brandChoiceSchema,
  comparisons,
  categoryBrandKeys,
  complexEntrySchema,
  defaultFilterSet,
  periodEnds,
  periodIntervalSchema,
  type BrandChoice,
  type ComplexEntry,
  type FilterSet,
  type StatusChoice,
} from './filter-set.schema.ts';

type Key = keyof FilterSet;
const idListKeys = ['territories', 'segments', 'categories', 'subCategories'] as const;
const brandKeys = [...categoryBrandKeys, 'adjacent_brand'] as const;

/** A whole number in plain decimal form (surrounding spaces allowed), else null. */
export function parseWholeNumber(text: string): number | null {
  const t = text.trim();
  if (!/^-?\d{1,16}$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

const parseId = (text: string): number | null => {
  const n = parseWholeNumber(text);
  return n !== null && n > 0 && n <= MAX_ID ? n : null;
};

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** The 'id-name' form; the id may be empty (a name typed without choosing). */
function parseIdName(text: string): { id: number | null; name: string } | null {
  const m = /^\s*(\d*)-(.*)$/s.exec(text);
  if (!m) return null;
  const id = m[1] ? parseId(m[1]) : null;
  if (m[1] && id === null) return null;
  return { id, name: m[2] ?? '' };
}

const idNameText = (id: number | null, name: string) => `${id ?? ''}-${name}`;

function parseIdList(values: string[]): number[] {
  return unique(
    values
      .flatMap((v) => v.split(','))
      .map(parseId)
      .filter((n): n is number => n !== null),
  );
}

function parseStatuses(values: string[]): StatusChoice[] {
  const out: StatusChoice[] = [];
  for (const v of values) {
    if (v === '') continue;
    const p = parseIdName(v);
    if (p && p.id !== null && !out.some((s) => s.value === p.id)) out.push({ value: p.id, name: p.name });
  }
  return out;
}

function parseBrand(value: string): BrandChoice | null | undefined {
  if (value === '') return null;
  const p = parseIdName(value);
  if (!p || (p.id === null && p.name.trim() === '')) return undefined;
  const parsed = brandChoiceSchema.safeParse(p);
  return parsed.success ? parsed.data : undefined;
}

/** Numeric text in id fields becomes a number (URLs written by hand or by older clients). */
function coerceComplexEntry(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const r = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'string' ? (parseId(v) ?? v) : v);
  const list = (v: unknown) =>
    Array.isArray(v) ? v.map(num).filter((n) => typeof n === 'number' && n > 0 && n <= MAX_ID) : v;
  return { ...r, brandId: num(r.brandId), categories: list(r.categories), statuses: list(r.statuses) };
}

function parseComplex(value: string): ComplexEntry[] | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry) => {
    const parsed = complexEntrySchema.safeParse(coerceComplexEntry(entry));
    return parsed.success ? [parsed.data] : [];
  });
}

const parseBoolean = (value: string): boolean | undefined =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;

function cleanProjectIds(value: string): string {
  return parseIdList([value]).join(',');
}

/** The filter set from a URL query, over `defaults` (the configuration's defaults): never throws. */
export function filterSetFromSearchParams(
  params: URLSearchParams | string,
  defaults: FilterSet = defaultFilterSet,
): FilterSet {
  const q = typeof params === 'string' ? new URLSearchParams(params) : params;
  const set: FilterSet = structuredClone(defaults);
  const last = (key: Key): string | undefined => {
    const all = q.getAll(key);
    return all.length ? all[all.length - 1] : undefined;
  };

  const interval = last('period_interval');
  if (interval !== undefined) {
    const parsed = periodIntervalSchema.safeParse(parseWholeNumber(interval));
    if (parsed.success) set.period_interval = parsed.data;
  }
  const periodEnd = last('period_end');
  if (periodEnd !== undefined && (periodEnds as readonly string[]).includes(periodEnd)) {
    set.period_end = periodEnd as FilterSet['period_end'];
  }
  const compare = last('compare');
  if (compare !== undefined && (comparisons as readonly string[]).includes(compare)) {
    set.compare = compare as FilterSet['compare'];
  }
  if (q.has('regions')) {
    set.regions = unique(
      q
        .getAll('regions')
        .flatMap((v) => v.split(','))
        .map((r) => r.trim().toLowerCase())
        .filter((r) => /^[a-z][a-z0-9 _-]{0,63}$/.test(r)),
    );
  }
  for (const key of idListKeys) if (q.has(key)) set[key] = parseIdList(q.getAll(key));
  if (q.has('projprodstatus')) set.projprodstatus = parseStatuses(q.getAll('projprodstatus'));
  for (const key of ['openspec', 'qtyShares'] as const) {
    const v = last(key);
    const b = v === undefined ? undefined : parseBoolean(v);
    if (b !== undefined) set[key] = b;
  }
  for (const key of brandKeys) {
    const v = last(key);
    const b = v === undefined ? undefined : parseBrand(v);
    if (b !== undefined) set[key] = b;
  }
  for (const key of ['adjacent_category', 'spec_attribute_id'] as const) {
    const v = last(key);
    if (v === undefined) continue;
    if (v.trim() === '') set[key] = null;
    else {
      const id = parseId(v);
      if (id !== null) set[key] = id;
    }
  }
  const projectIds = last('project_ids');
  if (projectIds !== undefined) set.project_ids = cleanProjectIds(projectIds);
  const complex = last('complex');
  if (complex !== undefined) {
    const entries = complex.trim() === '' ? [] : parseComplex(complex);
    if (entries) set.complex = entries;
  }
  return set;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The URL query of a filter set: only the fields that differ from `defaults` are written, so a pasted
 * URL restores exactly this set over the same defaults. An emptied list is written as `key=`.
 */
export function filterSetToSearchParams(
  set: FilterSet,
  defaults: FilterSet = defaultFilterSet,
): URLSearchParams {
  const q = new URLSearchParams();
  const changed = (key: Key) => !sameValue(set[key], defaults[key]);
  const writeList = (key: Key, items: string[]) => {
    if (items.length === 0) q.append(key, '');
    for (const item of items) q.append(key, item);
  };

  if (changed('period_interval')) q.set('period_interval', String(set.period_interval));
  if (changed('period_end')) q.set('period_end', set.period_end);
  if (changed('compare')) q.set('compare', set.compare);
  if (changed('regions')) writeList('regions', set.regions);
  for (const key of idListKeys) if (changed(key)) writeList(key, set[key].map(String));
  if (changed('projprodstatus')) {
    writeList(
      'projprodstatus',
      set.projprodstatus.map((s) => idNameText(s.value, s.name)),
    );
  }
  for (const key of ['openspec', 'qtyShares'] as const) if (changed(key)) q.set(key, String(set[key]));
  for (const key of brandKeys) {
    const b = set[key];
    if (changed(key)) q.set(key, b ? idNameText(b.id, b.name) : '');
  }
  for (const key of ['adjacent_category', 'spec_attribute_id'] as const) {
    if (changed(key)) q.set(key, set[key] === null ? '' : String(set[key]));
  }
  // Written as the ids it stands for ('1, 2,,3' → '1,2,3'), as it is read back and sent.
  const projectIds = cleanProjectIds(set.project_ids);
  if (projectIds !== cleanProjectIds(defaults.project_ids)) q.set('project_ids', projectIds);
  if (changed('complex')) q.set('complex', JSON.stringify(set.complex));
  return q;
}
