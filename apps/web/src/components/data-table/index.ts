// The shared report table and its registry helpers.
export { DataTable, LONG_TABLE } from './data-table.tsx';
export { withColumnsShown } from './report-columns.ts';
export { useReportPaging } from './use-server-paging.ts';
export { StickyTopProvider } from './sticky-top.ts';
