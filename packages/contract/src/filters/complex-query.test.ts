import { describe, expect, it } from 'vitest';
import { evaluateComplexQuery, parseComplexQuery, printComplexQuery } from './complex-query.ts';
import type { ComplexEntry } from './filter-set.schema.ts';

const entry = (name: string, patch: Partial<ComplexEntry> = {}): ComplexEntry => ({
  brandId: name.charCodeAt(0),
  name,
  categories: [],
  statuses: [],
  join: 'or',
  end: '',
  ...patch,
});

const read = (entries: ComplexEntry[], brackets: 'needed' | 'every' = 'needed') =>
  printComplexQuery(parseComplexQuery(entries), (e) => e.name, brackets);

describe('advanced brand query grammar', () => {
  it('reads A, B(end), C(and), D as (A or B) and (C or D)', () => {
    const list = [entry('A'), entry('B', { end: 'end' }), entry('C', { join: 'and' }), entry('D')];
    expect(read(list)).toBe('(A or B) and (C or D)');
    expect(read(list, 'every')).toBe('((A or B) and (C or D))');
  });

  it('applies joins strictly left to right, without precedence of and over or', () => {
    expect(read([entry('A'), entry('B', { join: 'and' }), entry('C')], 'every')).toBe('((A and B) or C)');
    expect(read([entry('A'), entry('B'), entry('C', { join: 'and' })], 'every')).toBe('((A or B) and C)');
    expect(read([entry('A'), entry('B', { join: 'and' }), entry('C')])).toBe('(A and B) or C');
    expect(read([entry('A'), entry('B'), entry('C')])).toBe('A or B or C');
  });

  it('ignores the first join and a trailing end; no entries is no tree', () => {
    expect(read([entry('A', { join: 'and', end: 'end' })])).toBe('A');
    expect(read([entry('A', { end: 'end' }), entry('B', { join: 'and' })])).toBe('A and B');
    expect(parseComplexQuery([])).toBeNull();
    expect(read([])).toBe('');
  });

  it('nests several groups left to right, each group joined by its first entry’s join', () => {
    const list = [
      entry('A'),
      entry('B', { join: 'and', end: 'end' }),
      entry('C', { join: 'or' }),
      entry('D', { end: 'end' }),
      entry('E', { join: 'and' }),
    ];
    expect(read(list, 'every')).toBe('(((A and B) or (C or D)) and E)');
    expect(read(list)).toBe('((A and B) or (C or D)) and E');
  });

  it('brackets a right-hand group even when its join is the same', () => {
    const list = [entry('A', { end: 'end' }), entry('B', { join: 'or' }), entry('C', { join: 'or' })];
    expect(read(list)).toBe('A or (B or C)');
  });

  it('makes each leaf with the given function', () => {
    const tree = parseComplexQuery([entry('A'), entry('B', { join: 'and' })], (e) => e.brandId);
    expect(tree).toEqual({
      kind: 'and',
      left: { kind: 'entry', entry: 65 },
      right: { kind: 'entry', entry: 66 },
    });
  });

  it('evaluates the tree from the truth of each entry', () => {
    const tree = parseComplexQuery([
      entry('A'),
      entry('B', { end: 'end' }),
      entry('C', { join: 'and' }),
      entry('D'),
    ])!;
    const holds = (names: string) => evaluateComplexQuery(tree, (e) => names.includes(e.name));
    expect(holds('AC')).toBe(true);
    expect(holds('BD')).toBe(true);
    expect(holds('AB')).toBe(false);
    expect(holds('CD')).toBe(false);
    expect(holds('')).toBe(false);
  });
});
