// 'no records to export' (spec doc 1 §8) in the app's own dialog instead of the browser's alert: any export
// with nothing in it (a table's, a chart's, the Source Data panel's) calls showNothingToExport, a plain
// function since the spreadsheet writer is not a component; the one host the app mounts shows it.
import { useSyncExternalStore } from 'react';
import { messages } from '@specpulse/contract';
import { ConfirmDialog } from '../confirm-dialog.tsx';

let shown = false;
const listeners = new Set<() => void>();
const setShown = (next: boolean) => {
  shown = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the notice that there is nothing to export. */
export const showNothingToExport = (): void => setShown(true);

/** What the catalogue's text means, under it. */
export const NOTHING_TO_EXPORT_DETAIL =
  'There are no rows with the current filters. Change or clear a filter, then export again.';

/** Mounted once, above the pages (export-tracker.tsx). */
export function NothingToExportHost() {
  const open = useSyncExternalStore(subscribe, () => shown);
  if (!open) return null;
  return (
    <ConfirmDialog
      id="nothing-to-export-title"
      title="Nothing to export"
      text={messages.emptyExport}
      detail={NOTHING_TO_EXPORT_DETAIL}
      action="OK"
      onConfirm={() => setShown(false)}
    />
  );
}
