// Advanced Filters list operations and the plain reading of the brand query shown under the builder.
import { parseComplexQuery, printComplexQuery, type ComplexEntry } from '@specpulse/contract';

/** Appends the brand as an entry (any categories, any status, joined with OR); no brand → unchanged. */
export function addComplexEntry(
  entries: readonly ComplexEntry[],
  brand: { id: number | null; name: string } | null,
): ComplexEntry[] {
  if (!brand || brand.id === null) return [...entries];
  return [
    ...entries,
    { brandId: brand.id, name: brand.name, categories: [], statuses: [], join: 'or', end: '' },
  ];
}

/** Why Add did nothing: the brand has an entry already (change that one's categories and statuses instead). */
export const duplicateBrandText = (name: string): string =>
  `${name} is already in Advanced Filters: change its entry instead`;

export function updateComplexEntry(
  entries: readonly ComplexEntry[],
  index: number,
  patch: Partial<ComplexEntry>,
): ComplexEntry[] {
  return entries.map((e, i) => (i === index ? { ...e, ...patch } : e));
}

export function removeComplexEntry(entries: readonly ComplexEntry[], index: number): ComplexEntry[] {
  return entries.filter((_, i) => i !== index);
}

/** The entries as the readable expression of the contract's grammar: A, B(end), C(and), D → '(A or B) and (C or D)'. */
export const complexReading = (
  entries: readonly ComplexEntry[],
  label = (e: ComplexEntry) => e.name || `#${e.brandId}`,
): string => printComplexQuery(parseComplexQuery(entries), label);
