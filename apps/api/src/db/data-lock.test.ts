// The embedded data folder's lock: one holder at a time, a dead holder's lock taken over.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './data-lock.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataFolder', () => {
  it('refuses a second holder until the first gives it back', () => {
    const dir = folder();
    const release = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, 'embedded.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir)).toThrow(`the embedded database in ${dir} is in use by this process`);
    release();
    expect(existsSync(path.join(dir, 'embedded.lock'))).toBe(false);
    lockDataFolder(dir)();
  });

  it('names another running process that holds it', () => {
    const dir = folder();
    // The parent of this test process is running, and is not this process.
    writeFileSync(path.join(dir, 'embedded.lock'), `${process.ppid}\n`);
    expect(() => lockDataFolder(dir)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone, or left by this pid in an earlier run', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, 'embedded.lock'), `${gone.stdout.toString()}\n`);
    const release = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, 'embedded.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    // A container restarted with the same pid: the lock names this process, which does not hold it.
    writeFileSync(path.join(dir, 'embedded.lock'), `${process.pid}\n`);
    lockDataFolder(dir)();
    writeFileSync(path.join(dir, 'embedded.lock'), 'garbage');
    lockDataFolder(dir)();
  });
});
