import { describe, expect, it } from 'vitest';
import type { ComplexEntry } from '@specpulse/contract';
import {
  addComplexEntry,
  complexReading,
  removeComplexEntry,
  updateComplexEntry,
} from './complex-entries.ts';

const entry = (name: string, patch: Partial<ComplexEntry> = {}): ComplexEntry => ({
  brandId: name.charCodeAt(0),
  name,
  categories: [],
  statuses: [],
  join: 'or',
  end: '',
  ...patch,
});

describe('complex entries', () => {
  it('adds a chosen brand as an OR entry and ignores an add without a brand', () => {
    const one = addComplexEntry([], { id: 7, name: 'Acme' });
    expect(one).toEqual([{ brandId: 7, name: 'Acme', categories: [], statuses: [], join: 'or', end: '' }]);
    expect(addComplexEntry(one, null)).toEqual(one);
    expect(addComplexEntry(one, { id: null, name: 'typed only' })).toEqual(one);
  });

  it('updates and removes one entry by position', () => {
    const list = [entry('A'), entry('B'), entry('C')];
    expect(updateComplexEntry(list, 1, { join: 'and', categories: [3] })[1]).toMatchObject({
      name: 'B',
      join: 'and',
      categories: [3],
    });
    expect(removeComplexEntry(list, 1).map((e) => e.name)).toEqual(['A', 'C']);
  });

  it('reads A, B(end), C(and), D as (A or B) and (C or D)', () => {
    const list = [entry('A'), entry('B', { end: 'end' }), entry('C', { join: 'and' }), entry('D')];
    expect(complexReading(list)).toBe('(A or B) and (C or D)');
  });

  it('reads joins strictly left to right without precedence', () => {
    expect(complexReading([entry('A'), entry('B', { join: 'and' }), entry('C')])).toBe('(A and B) or C');
    expect(complexReading([entry('A'), entry('B'), entry('C')])).toBe('A or B or C');
    expect(complexReading([entry('A', { end: 'end' }), entry('B', { join: 'and' })])).toBe('A and B');
    expect(complexReading([])).toBe('');
  });
});
