// Download plumbing shared by the PDF and CSV exports: file names (spec doc 1 §7, §9) and the project
// batches a streamed export reads, so no export holds more than one batch of rows in memory.
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { messages } from '@specpulse/contract';
import { AppError } from '../../errors.ts';

/** Projects per database read of a streamed export. */
export const EXPORT_BATCH = 100;

/** Bytes of a text export sent and not yet taken by the client below which its next batch is read. */
const EXPORT_BUFFER = 64 * 1024;

const two = (n: number) => String(n).padStart(2, '0');

/** Now on the user's clock, `utcOffset` minutes ahead of UTC, as a Date whose UTC fields read that clock. */
export const userClock = (utcOffset: number, now = Date.now()) => new Date(now + utcOffset * 60_000);

/** MM-dd-yyyy_kkmmss of `at`'s UTC fields (kk: hour of day 1–24, so midnight is 24, as the date-fns pattern
 * reads); `at` from userClock gives the user's local time. */
export function fileTimestamp(at: Date): string {
  const hour = at.getUTCHours() === 0 ? 24 : at.getUTCHours();
  return (
    `${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}-${at.getUTCFullYear()}_` +
    `${two(hour)}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`
  );
}

/** Lowercase ASCII words joined by hyphens, at most 60 characters ('' stays ''). */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** A project file's name: timestamp, project id, slug of its name and, for CSVs, what it holds. */
export const projectFileName = (at: Date, id: number, name: string, suffix: string, extension: string) =>
  `${fileTimestamp(at)}_${id}_${slug(name)}${suffix ? `_${suffix}` : ''}.${extension}`;

/** A full export's name: timestamp plus all_projects (and _specs or _contacts). */
export const allProjectsFileName = (at: Date, suffix: string, extension: string) =>
  `${fileTimestamp(at)}_all_projects${suffix ? `_${suffix}` : ''}.${extension}`;

/** The Content-Disposition header of a download (names are ASCII by construction). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** `ids` in consecutive batches of EXPORT_BATCH. */
export function* batches<T>(ids: readonly T[]): Generator<T[]> {
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield ids.slice(i, i + EXPORT_BATCH);
}

/** A streamed download and the end of its work (which may come after the stream's own end or close). */
export type ExportStream<S extends Readable = Readable> = S & { ended: Promise<void> };

/** The error that stops an export whose client has gone away (nobody reads its answer). */
export const abandoned = () => new AppError(503, messages.exportAbandoned);

/**
 * Waits until `out` has room again, so a slow client slows the export instead of filling memory; throws
 * when `out` is closed instead (the client went away while the export waited for it).
 */
export async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    const stop = new AbortController();
    const { signal } = stop;
    await Promise.race([once(out, 'drain', { signal }), once(out, 'close', { signal })]).finally(() =>
      stop.abort(),
    );
  }
  if (out.destroyed) throw abandoned();
}

/**
 * A text download read batch by batch: `head`, the text of each batch of `ids` in order, then `tail`. A batch
 * is read only when the client has taken all but EXPORT_BUFFER bytes of what came before, and its rows
 * become text at once: they die young, and only that text waits for the client (rows kept across the wait
 * were promoted to V8's old space and raised RSS by the hundred megabytes). A failure destroys the stream.
 */
export function batchTextStream<T>(
  ids: readonly T[],
  head: string,
  textOf: (batch: T[]) => Promise<string>,
  tail: string,
): Readable {
  async function* parts() {
    if (head) yield head;
    for (const batch of batches(ids)) {
      const text = await textOf(batch);
      if (text) yield text;
    }
    if (tail) yield tail;
  }
  return Readable.from(parts(), { objectMode: false, highWaterMark: EXPORT_BUFFER });
}
