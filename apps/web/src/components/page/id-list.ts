// Pure rules of the brand summary and firm pages: the chooser's target path and the ids in a path segment.
import { MAX_GROUP_BRANDS } from '@specpulse/contract';

/** The chooser's target (spec doc 2 §2, §5): the typed text appended to the current path, unchecked. */
export const chooserPath = (pathname: string, typed: string): string =>
  `${pathname.replace(/\/+$/, '')}/${encodeURIComponent(typed.trim()).replace(/%2C/gi, ',')}`;

/** The comma-separated parts of a typed id list, trimmed, empty parts dropped. */
export const splitIdList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export type IdListParam =
  { kind: 'none' } | { kind: 'valid'; ids: number[] } | { kind: 'invalid'; message: string };

const ID = /^[1-9][0-9]{0,8}$/;

/** A {brandids} path segment: 1 to 50 positive whole numbers, comma-separated (duplicates dropped). */
export function parseBrandIds(raw: string | undefined): IdListParam {
  if (raw === undefined || raw.trim() === '') return { kind: 'none' };
  const parts = splitIdList(raw);
  const bad = parts.filter((p) => !ID.test(p));
  if (bad.length || parts.length === 0)
    return {
      kind: 'invalid',
      message: `Brand ids must be comma-separated positive whole numbers (not ${bad.join(', ') || raw})`,
    };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_GROUP_BRANDS)
    return {
      kind: 'invalid',
      message: `At most ${MAX_GROUP_BRANDS} brand ids at once (${ids.length} given)`,
    };
  return { kind: 'valid', ids };
}

/** A {firmId} path segment: one positive whole number. */
export function parseFirmId(
  raw: string | undefined,
): { kind: 'none' } | { kind: 'valid'; firmId: number } | { kind: 'invalid'; message: string } {
  if (raw === undefined || raw.trim() === '') return { kind: 'none' };
  const text = raw.trim();
  return ID.test(text)
    ? { kind: 'valid', firmId: Number(text) }
    : { kind: 'invalid', message: `A firm id is a positive whole number (not ${text})` };
}
