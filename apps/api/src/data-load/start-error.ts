// Why a start (or a data load) stopped, as one line that names the file and says what to do: the operator
// reads it in a terminal or a supervisor's journal, where a stack trace hides it.

/** A start that cannot go on: its message is one line naming what is wrong and what to do. */
export class StartError extends Error {}

const noSpace = /ENOSPC|EDQUOT|No space left on device|Disk quota exceeded|could not write all bytes/i;
const noWrite = /EACCES|EPERM|EROFS|Permission denied|Read-only file system/i;

/** The file a Node file-system error or a DuckDB I/O error names. */
function fileOf(e: Error): string | undefined {
  const errnoPath = (e as NodeJS.ErrnoException).path;
  if (errnoPath) return errnoPath;
  return /(?:file|directory) "([^"]+)"/i.exec(e.message)?.[1] ?? /'(\/[^']+)'/.exec(e.message)?.[1];
}

/**
 * The line a failed start prints (without `specpulse: `): a StartError's own message; a full disk, a folder
 * it may not write or a path that is not a folder by the file (or, for a write that names none, the `folder`
 * it writes under) and the remedy; anything else by its message's first line (the stack only when
 * `withStack`, i.e. LOG_LEVEL debug or trace).
 */
export function describeStartError(e: unknown, opts: { withStack?: boolean; folder?: string } = {}): string {
  if (!(e instanceof Error)) return String(e);
  if (e instanceof StartError) return e.message;
  const code = (e as NodeJS.ErrnoException).code ?? '';
  const text = `${code} ${e.message}`;
  const file = fileOf(e);
  const where = file ? ` ${file}` : opts.folder ? ` under ${opts.folder}` : '';
  if (noSpace.test(text))
    return `no space left on the disk to write${where}: free space there (or point DATA_DIR / MARKET_DB at a larger disk) and start again`;
  if (noWrite.test(text))
    return `cannot write${where} (${code || 'permission denied'}): give this user write access to DATA_DIR (and MARKET_DB), or point them at a folder it may write`;
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return `${file ?? 'a path'} is not a folder (${code}): point DATA_DIR (or MARKET_DB) at a folder`;
  const first = e.message.split('\n')[0] ?? '';
  return opts.withStack && e.stack ? e.stack : first;
}
