import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStartError, StartError } from './start-error.ts';

/** The error a real call throws. */
function thrownBy(f: () => void): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
}

describe('start errors', () => {
  it('names the file and the remedy when the disk is full', () => {
    // /dev/full answers every write with ENOSPC, as a full disk does.
    // Node's error names no file for a failed write: the folder written under is named instead.
    const e = thrownBy(() => writeFileSync('/dev/full', 'x'));
    expect(describeStartError(e, { folder: '/dev' })).toBe(
      'no space left on the disk to write under /dev: free space there (or point DATA_DIR / MARKET_DB at a larger disk) and start again',
    );
    // The market engine's own words for it, naming its file.
    expect(
      describeStartError(
        new Error(
          'IO Error: Could not write all bytes to file "/data/market/v.duckdb.partial": wanted=4096 wrote=0',
        ),
      ),
    ).toMatch(/^no space left on the disk to write \/data\/market\/v\.duckdb\.partial: /);
  });

  it('names a path that is not a folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-start-error-'));
    try {
      writeFileSync(path.join(dir, 'file'), '');
      const e = thrownBy(() => mkdirSync(path.join(dir, 'file', 'pglite'), { recursive: true }));
      expect(describeStartError(e)).toBe(
        `${path.join(dir, 'file', 'pglite')} is not a folder (ENOTDIR): point DATA_DIR (or MARKET_DB) at a folder`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says a StartError's own line, and the first line of anything else (the stack only when asked)", () => {
    expect(describeStartError(new StartError('the market snapshot x is missing: do y'))).toBe(
      'the market snapshot x is missing: do y',
    );
    const other = new Error('something broke\nmore detail');
    expect(describeStartError(other)).toBe('something broke');
    expect(describeStartError(other, { withStack: true })).toMatch(
      /^Error: something broke\nmore detail\n\s+at /,
    );
  });
});
