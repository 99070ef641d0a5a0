// One process at a time per embedded data folder: a second PGlite on the same files neither sees the first's
// writes nor is seen by it (measured: a row inserted by the second was invisible to the first), so it refuses.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataFolderInUseError extends Error {}

/** Lock files this process holds (a lock naming this pid but not held here is left from an earlier run). */
const held = new Set<string>();

/** True while the process `pid` runs (also when it belongs to another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `folder`'s lock file, or throws DataFolderInUseError naming the process that holds it. A lock left by
 * a process that is gone is taken over. Returns the function that gives it back.
 */
export function lockDataFolder(folder: string): () => void {
  const file = path.join(folder, 'embedded.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(file);
      return () => {
        if (held.delete(file) && holder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = holder(file);
      const stale = pid === null || (pid === process.pid ? !held.has(file) : !isRunning(pid));
      if (!stale)
        throw new DataFolderInUseError(
          `the embedded database in ${folder} is in use by ${pid === process.pid ? 'this process' : `process ${pid}`}: stop it first (or delete ${file} if no such process runs)`,
        );
      rmSync(file, { force: true });
    }
  }
  throw new DataFolderInUseError(`could not take the lock ${file}`);
}
