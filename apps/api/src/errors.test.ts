import { describe, expect, it } from 'vitest';
import { isDatabaseDown } from './errors.ts';

describe('isDatabaseDown', () => {
  it('recognises lost connections, a closed embedded engine and an exhausted pool', () => {
    expect(
      isDatabaseDown(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDatabaseDown(new Error('Embedded database is closed'))).toBe(true);
    expect(isDatabaseDown(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
  });
  it('leaves query errors alone', () => {
    expect(isDatabaseDown(Object.assign(new Error('syntax error at or near "x"'), { code: '42601' }))).toBe(
      false,
    );
    expect(isDatabaseDown('not an error')).toBe(false);
  });
});
