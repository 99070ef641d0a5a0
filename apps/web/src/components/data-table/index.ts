// The shared report table and its registry helpers.
export { DataTable, type DataTableProps } from './data-table.tsx';
export { withColumnsShown, PAGE_SIZES, TABLE_HEIGHT } from './report-columns.ts';
