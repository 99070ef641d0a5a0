import { describe, expect, it } from 'vitest';
import { parseArguments, UsageError } from './cli.ts';
import { defaultEndDate } from '@specpulse/demo-data';

describe('npm run data arguments', () => {
  it('reads scale, seed and end in both spellings', () => {
    expect(parseArguments(['--scale', 'tiny', '--seed', '7', '--end', '2026-09-30'])).toEqual({
      scale: 'tiny',
      seed: 7,
      end: '2026-09-30',
    });
    expect(parseArguments(['--scale=demo', '--end=2025-12-31'])).toEqual({
      scale: 'demo',
      seed: 1,
      end: '2025-12-31',
    });
  });

  it('defaults the end to the last day of the previous month', () => {
    expect(parseArguments(['--scale', 'large']).end).toBe(defaultEndDate());
    expect(parseArguments(['--scale', 'tiny', '--market-only']).marketOnly).toBe(true);
    expect(parseArguments(['--scale', 'tiny']).marketOnly).toBeUndefined();
    expect(parseArguments(['--scale', 'tiny', '--yes']).yes).toBe(true);
    expect(parseArguments(['--scale', 'tiny']).yes).toBeUndefined();
    expect(defaultEndDate(new Date(Date.UTC(2026, 2, 15)))).toBe('2026-02-28');
    expect(defaultEndDate(new Date(Date.UTC(2026, 0, 1)))).toBe('2025-12-31');
  });

  it('refuses bad arguments with a clear message', () => {
    const bad: [string[], RegExp][] = [
      [[], /--scale is required/],
      [['--scale', 'huge'], /unknown scale 'huge'/],
      [['--scale', 'tiny', '--seed', '-3'], /--seed must be a non-negative integer/],
      [['--scale', 'tiny', '--seed'], /--seed needs a value/],
      [['--scale', 'tiny', '--end', '2026-02-30'], /not a calendar date/],
      [['--scale', 'tiny', '--end', '30/09/2026'], /not a YYYY-MM-DD date/],
      [['--scale', 'tiny', '--size', '3'], /unknown argument '--size'/],
    ];
    for (const [argv, message] of bad) {
      expect(() => parseArguments(argv)).toThrow(UsageError);
      expect(() => parseArguments(argv)).toThrow(message);
    }
  });
});
