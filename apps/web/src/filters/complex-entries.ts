// Advanced Filters list operations and the plain reading of the brand query grammar shown under the builder.
import type { ComplexEntry } from '@specpulse/contract';

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

type Node = { text: string } | { op: 'and' | 'or'; left: Node; right: Node };

const join = (op: 'and' | 'or', left: Node | null, right: Node): Node => (left ? { op, left, right } : right);

function print(node: Node, position: 'top' | 'left' | 'right', parentOp?: 'and' | 'or'): string {
  if ('text' in node) return node.text;
  const text = `${print(node.left, 'left', node.op)} ${node.op} ${print(node.right, 'right', node.op)}`;
  // Joins read left to right, so only a right-hand group or a different join on the left needs brackets.
  const bracket = position === 'right' || (position === 'left' && parentOp !== node.op);
  return bracket ? `(${text})` : text;
}

/**
 * The entries as a readable expression with the API's grammar (joins strictly left to right, `end`
 * closes a group): A, B(end), C(and), D → '(A or B) and (C or D)'.
 */
export function complexReading(
  entries: readonly ComplexEntry[],
  label = (e: ComplexEntry) => e.name || `#${e.brandId}`,
): string {
  let result: Node | null = null;
  let group: Node | null = null;
  let groupJoin: 'and' | 'or' = 'or';
  for (const entry of entries) {
    const leaf: Node = { text: label(entry) };
    if (group === null) {
      groupJoin = entry.join;
      group = leaf;
    } else group = join(entry.join, group, leaf);
    if (entry.end === 'end') {
      result = join(groupJoin, result, group);
      group = null;
    }
  }
  if (group !== null) result = join(groupJoin, result, group);
  return result ? print(result, 'top') : '';
}
