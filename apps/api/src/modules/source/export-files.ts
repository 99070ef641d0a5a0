// Download plumbing shared by the PDF and CSV exports: file names (spec doc 1 §7, §9) and the project
// batches a streamed export reads, so no export holds more than one batch of rows in memory.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Projects per database read of a streamed export. */
export const EXPORT_BATCH = 100;

const two = (n: number) => String(n).padStart(2, '0');

/** MM-dd-yyyy_kkmmss in UTC (kk: hour of day 1–24, so midnight is 24, as the date-fns pattern reads). */
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

/** Waits until `out` has room again, so a slow client slows the export instead of filling memory. */
export async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}
