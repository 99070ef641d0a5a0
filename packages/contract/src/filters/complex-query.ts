// The advanced brand query grammar (metrics.md), parsed and printed in one place for the API and the web app:
// entries read left to right, each joined by its `join` to what precedes; an entry marked `end` closes a
// parenthesised group. A, B(end), C(and), D = (A or B) and (C or D).
import type { ComplexEntry } from './filter-set.schema.ts';

export type ComplexJoin = ComplexEntry['join'];

/** What the grammar reads of an entry: its join and its group end. */
type GrammarEntry = Pick<ComplexEntry, 'join' | 'end'>;

/** The parsed query: each entry (as `leaf` made it) joined by and / or. */
export type ComplexTree<L> =
  { kind: 'entry'; entry: L } | { kind: ComplexJoin; left: ComplexTree<L>; right: ComplexTree<L> };

const combine = <L>(join: ComplexJoin, left: ComplexTree<L> | null, right: ComplexTree<L>): ComplexTree<L> =>
  left ? { kind: join, left, right } : right;

/**
 * The entries as one tree, or null when there are none. Within a group and between groups, joins apply
 * strictly left to right (no precedence of and over or); the first entry's join has nothing to join to and
 * is ignored, and so is the `end` of the last entry. `leaf` turns each entry into the tree's leaf.
 */
export function parseComplexQuery<E extends GrammarEntry>(entries: readonly E[]): ComplexTree<E> | null;
export function parseComplexQuery<E extends GrammarEntry, L>(
  entries: readonly E[],
  leaf: (entry: E) => L,
): ComplexTree<L> | null;
export function parseComplexQuery<E extends GrammarEntry, L>(
  entries: readonly E[],
  leaf: (entry: E) => L = (entry) => entry as unknown as L,
): ComplexTree<L> | null {
  let result: ComplexTree<L> | null = null;
  let group: ComplexTree<L> | null = null;
  let groupJoin: ComplexJoin = 'or';
  for (const entry of entries) {
    const node: ComplexTree<L> = { kind: 'entry', entry: leaf(entry) };
    if (group === null) {
      groupJoin = entry.join;
      group = node;
    } else {
      group = combine(entry.join, group, node);
    }
    if (entry.end === 'end') {
      result = combine(groupJoin, result, group);
      group = null;
    }
  }
  if (group !== null) result = combine(groupJoin, result, group);
  return result;
}

/**
 * The tree as text. 'needed' brackets only what the left-to-right reading needs (a right-hand join, or a
 * different join on the left): '(A or B) and (C or D)', 'A or B or C'. 'every' brackets each join, the
 * unambiguous form for tests and logs: '((A or B) and (C or D))'. Empty for no tree.
 */
export function printComplexQuery<L>(
  tree: ComplexTree<L> | null,
  label: (entry: L) => string,
  brackets: 'needed' | 'every' = 'needed',
): string {
  const print = (node: ComplexTree<L>, position: 'top' | 'left' | 'right', parent?: ComplexJoin): string => {
    if (node.kind === 'entry') return label(node.entry);
    const text = `${print(node.left, 'left', node.kind)} ${node.kind} ${print(node.right, 'right', node.kind)}`;
    const bracket =
      brackets === 'every' || position === 'right' || (position === 'left' && parent !== node.kind);
    return bracket ? `(${text})` : text;
  };
  return tree ? print(tree, 'top') : '';
}

/** The tree's truth when `holds` tells each entry's. */
export function evaluateComplexQuery<L>(tree: ComplexTree<L>, holds: (entry: L) => boolean): boolean {
  if (tree.kind === 'entry') return holds(tree.entry);
  const left = evaluateComplexQuery(tree.left, holds);
  const right = evaluateComplexQuery(tree.right, holds);
  return tree.kind === 'and' ? left && right : left || right;
}
