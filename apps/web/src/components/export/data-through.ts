// How fresh the data is, for every file the web app writes (issue 45): the configuration's last day of the
// data, set when it loads, as 'Data through 2026-09-30' (the pages' words, dataThroughText).
import { dataThroughText } from '@specpulse/contract';

let asOfDay: string | null = null;

/** Called when the configuration loads (null until then, or when it is gone). */
export function setDataThrough(asOf: string | null): void {
  asOfDay = asOf;
}

/** 'Data through {as_of}', or null before the configuration has loaded. */
export const dataThroughLine = (): string | null => (asOfDay === null ? null : dataThroughText(asOfDay));
