import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventRows, scales } from '@specpulse/demo-data';
import { planDataSet } from './plan.ts';

/** A digest of every event column the generator writes. */
function eventsDigest(forEvents: boolean): string {
  const plan = planDataSet(scales.tiny, 1, '2026-09-30', forEvents);
  const hash = createHash('sha1');
  for (const chunk of eventRows({ ...plan, seed: 1, total: plan.events })) {
    for (const column of chunk.numbers) hash.update(new Uint8Array(column.buffer));
    for (const column of chunk.nulls) hash.update(new Uint8Array(column.buffer));
    hash.update(JSON.stringify(chunk.texts));
  }
  return hash.digest('hex');
}

describe('the events worker’s plan', () => {
  it('skips the spec lines’ calibration and gives exactly the events of the load’s plan', () => {
    expect(eventsDigest(true)).toBe(eventsDigest(false));
  });
});
