// The shared report table and its registry helpers.
export { DataTable, type ServerPaging } from './data-table.tsx';
export { withColumnsShown } from './report-columns.ts';
