// DataTable: a report's rows with sorting, paging (10/25/50/All, or server pages), row counter, xlsx export and row click.
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import {
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ReportColumn, ReportDefinition } from '@specpulse/contract';
import { useComparisonLabel, withComparison } from '../../filters/comparison.tsx';
import { exportFileName } from '../export/file-names.ts';
import { ExportLock } from '../export/export-lock.tsx';
import { useExportAction } from '../export/use-export-action.ts';
import { downloadXlsx } from '../export/xlsx.ts';
import { useCanExport } from '../../session/session-context.tsx';
import { formatCount } from '../format.ts';
import { DataTableCell } from './data-table-cell.tsx';
import { useScrollEdges } from './scroll-edges.ts';
import { StickyTopProvider, useStickyTop } from './sticky-top.ts';
import { usePrinting } from '../use-printing.ts';
import {
  ALL_ROWS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TABLE_HEIGHT,
  TABLE_MAX_HEIGHT,
  compareCells,
  initialSorting,
  needsPager,
  reportSheet,
  shownColumns,
  type TableRow as Row,
} from './report-columns.ts';

export interface DataTableProps<T extends object> {
  /** Columns, title (and so the export file name) and page size, from the report registry, declared for
   * these rows. */
  report: ReportDefinition<T>;
  /** undefined while the first load is running. */
  rows: readonly T[] | undefined;
  /** A reload is running (rows, if any, are the previous ones). */
  loading?: boolean;
  /** Heading above the table; defaults to the report's title, false for none. */
  title?: ReactNode | false;
  /** Shows the Export button (xlsx named from the report's title). */
  exportable?: boolean;
  onRowClick?: (row: T) => void;
  /** Accessible name of a clickable row, e.g. `Open ${row.name}`. */
  rowLabel?: (row: T) => string;
  /** Content beside the title, e.g. a toggle. */
  actions?: ReactNode;
  /** Paged and sorted on the server: `rows` is the current page of `total` (too many rows to send at once). */
  server?: ServerPaging<T>;
  /** A last column of per-row buttons (their clicks do not count as a row click), under this heading. */
  rowActions?: { label: string; render: (row: T) => ReactNode };
  /** Rows that open under their row: `render` gives the content of an expanded row, null when collapsed. */
  expansion?: (row: T) => ReactNode | null;
  /**
   * Height of the scrolling rows (a full-screen panel sets its own). By default a table whose columns fit flows
   * in the page, its header sticking below the top bar (StickyTopProvider); a wider one scrolls sideways in a
   * box that fits its rows, up to TABLE_MAX_HEIGHT.
   */
  height?: number | string;
}

/** The page and order a server-paged table shows, and how it asks for another. */
export interface ServerPaging<T> {
  /** Rows in all pages. */
  total: number;
  pageIndex: number;
  pageSize: number;
  /** Rows per page offered (default the client table's 10, 25, 50; and 'All' when `allRows` is given). */
  pageSizes?: readonly number[];
  sort: { field: string; order: 'asc' | 'desc' };
  /** The fields the server sorts by (other columns are not sortable). */
  sortable: readonly string[];
  onPage: (pageIndex: number, pageSize: number) => void;
  onSort: (field: string, order: 'asc' | 'desc') => void;
  /**
   * Every row in the current order, for the export and the 'All' page size, reporting how many have arrived
   * (an export's progress is shown by the app's export tracker); without it the export holds the shown page
   * only and 'All' is not offered.
   */
  allRows?: (onProgress: (loaded: number) => void) => Promise<readonly T[]>;
  /** What the list is of (e.g. its filters): 'All' fetches every row again when it or the sort changes. */
  listKey?: unknown;
}

const EMPTY: readonly Row[] = [];
/** The attribute a table longer than a page of rows carries: on paper it may break over sheets. */
export const LONG_TABLE = 'data-long-table';
/**
 * The paging bar wraps on a narrow screen: it needs about 380 px on one line, and at 320 px it scrolled
 * sideways in its box with the previous and next page buttons out of sight (WCAG 1.4.10).
 */
const pagingWraps = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
  // MUI's spacer (flex-basis 100%) would take a whole line of its own once the bar may wrap.
  '& .MuiTablePagination-spacer': { flex: '1 1 0' },
} as const;
/** An edge's shadow: columns lie beyond it (off screen, or scrolled under the first column). */
const edgeShadow = (towards: 'left' | 'right') =>
  `linear-gradient(to ${towards}, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0))`;
/**
 * The first column stays in view while a wide table scrolls sideways (cells opaque over the columns passing
 * under them); once columns have passed under it, its right edge casts a shadow.
 */
const stickyFirst = (scrolled: boolean, header: boolean) =>
  ({
    position: 'sticky',
    left: 0,
    // Above the scrolling cells; the heading's also above the rows scrolling under the sticky header.
    zIndex: header ? 3 : 1,
    bgcolor: 'background.paper',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      right: -8,
      width: 8,
      pointerEvents: 'none',
      background: edgeShadow('right'),
      opacity: scrolled ? 1 : 0,
    },
  }) as const;
const rowCountText = (n: number) => `${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`;
/**
 * Dense columns whose headings wrap between words: eleven columns of figures fit beside the menu at 1280 px
 * (Category Ranks) instead of running out of the box (issue 48). The outer cells keep the title's inset.
 */
const denseCells = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
  '& .MuiTableSortLabel-icon': { mx: 0.25 },
} as const;

/** A heading, with what its figure means as a tooltip; describeChild keeps the label as the heading's name. */
function HeadingText<T extends object>({ column }: { column?: ReportColumn<T> }) {
  const comparison = useComparisonLabel();
  const label = column?.label;
  // A growth says what it is measured against (the filters' compare choice).
  const description =
    column?.growth && column.description
      ? withComparison(column.description, comparison)
      : column?.description;
  if (!description) return label;
  return (
    <Tooltip title={description} describeChild>
      <span>{label}</span>
    </Tooltip>
  );
}

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    report,
    rows,
    loading = false,
    title,
    onRowClick,
    rowLabel,
    actions,
    server,
    rowActions,
    expansion,
  } = props;
  const firmExports = useCanExport();
  const exportable = props.exportable === true;
  // 'All' of a server-paged list: every row fetched from the server in its order, shown as one page.
  const [showAll, setShowAll] = useState(false);
  const [allLoaded, setAllLoaded] = useState(0);
  const allShown = showAll && Boolean(server?.allRows);
  // Fetched once per list and order: another list (filters) or sort fetches every row again.
  const allKey = allShown ? JSON.stringify([server?.listKey ?? null, server?.sort]) : null;
  const [all, setAll] = useState<{ key: string; rows: readonly T[] } | null>(null);
  const allRowsOf = useRef(server?.allRows);
  useEffect(() => {
    allRowsOf.current = server?.allRows;
  });
  useEffect(() => {
    const fetchAll = allRowsOf.current;
    if (allKey === null || !fetchAll) return;
    let current = true;
    fetchAll((n) => current && setAllLoaded(n)).then(
      (fetched) => current && setAll({ key: allKey, rows: fetched }),
      // Back to pages when the rows cannot all be fetched.
      () => current && setShowAll(false),
    );
    return () => {
      current = false;
    };
  }, [allKey]);
  const allRows = all && all.key === allKey ? all.rows : undefined;
  const data = ((allShown && allRows) || rows || EMPTY) as readonly Row[];
  const loadingAll = allShown && !allRows;
  const columns = useMemo(() => shownColumns(report), [report]);
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.field,
        accessorFn: (row) => row[c.field],
        header: c.label,
        enableSorting: server ? server.sortable.includes(c.field) : c.kind !== 'image',
        sortingFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id), c.kind),
        sortDescFirst: c.kind === 'number',
      })),
    [columns, server],
  );
  const [sorting, setSorting] = useState<SortingState>(() => initialSorting(report));
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: report.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const serverSorting: SortingState | undefined = server && [
    { id: server.sort.field, desc: server.sort.order === 'desc' },
  ];
  const table = useReactTable<Row>({
    data: data as Row[],
    columns: columnDefs,
    state: server
      ? { sorting: serverSorting, pagination: { pageIndex: server.pageIndex, pageSize: server.pageSize } }
      : { sorting, pagination },
    onSortingChange: server
      ? (update) => {
          const next = typeof update === 'function' ? update(serverSorting ?? []) : update;
          const first = next[0];
          // A third click clears the sort: back to the report's initial order.
          const initial = initialSorting(report)[0];
          const field = first?.id ?? initial?.id ?? server.sort.field;
          server.onSort(field, (first ? first.desc : initial?.desc) ? 'desc' : 'asc');
        }
      : setSorting,
    onPaginationChange: setPagination,
    manualPagination: Boolean(server),
    manualSorting: Boolean(server),
    rowCount: server?.total,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const { run: runExport, busy: exporting } = useExportAction();

  const comparison = useComparisonLabel();
  const heading = title === undefined ? report.title : title;
  const exportRows = async (progress: (text: string) => void): Promise<readonly Row[]> => {
    if (!server?.allRows) return table.getSortedRowModel().rows.map((r) => r.original);
    // 'All' is on screen: the export holds those very rows.
    if (allRows) return allRows as readonly Row[];
    const total = Math.max(1, server.total);
    return (await server.allRows((loaded) =>
      progress(`${Math.min(100, Math.floor((100 * loaded) / total))}%`),
    )) as readonly Row[];
  };
  const onExport = () =>
    runExport(`Exporting ${report.title}`, async (progress) =>
      downloadXlsx(exportFileName(report.title), [
        reportSheet(report, await exportRows(progress), comparison),
      ]),
    );
  const activate = (row: Row) => onRowClick?.(row as T);
  // The cell that carries a clickable row's button: the name column (`name` or `…_name`), else the first text
  // column, else the first shown; its visible text is then part of the button's name (WCAG 2.5.3).
  const isText = (c: (typeof columns)[number]) => (c.kind ?? 'text') === 'text';
  const nameField = (
    columns.find((c) => isText(c) && /(^|_)name$/.test(String(c.field))) ??
    columns.find(isText) ??
    columns.find((c) => c.kind !== 'image')
  )?.field;

  const printing = usePrinting();
  const paged = server ? needsPager(server.total, server.pageSizes ?? PAGE_SIZES) : needsPager(data.length);
  // Paper holds every row of a client table; a server-paged one prints the rows on screen (a note says which).
  const pageRows = printing && !server ? table.getPrePaginationRowModel().rows : table.getRowModel().rows;
  const edges = useScrollEdges();
  // No scrolling box inside the scrolling page unless the columns need one (a phone, a very wide table).
  const pageTop = useStickyTop();
  const stickyTop = props.height === undefined && !edges.wide ? pageTop : null;
  const tableName = typeof heading === 'string' ? heading : report.title;
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const firstLoad = rows === undefined;
  return (
    <Paper
      variant="outlined"
      // Clipped (round corners) without becoming a scroll container, which would hold the sticky header; and
      // as wide as its place, not its table's columns: a table too wide for it does not widen the page (a grid's
      // column, a card) but is measured too wide, and gets a box that scrolls sideways.
      sx={{ overflow: 'clip', contain: 'inline-size' }}
      data-testid={`table-${report.id}`}
      {...(paged ? { [LONG_TABLE]: '' } : {})}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 48 }}
      >
        {heading !== false && (
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
        )}
        {/* Room for the count from the start: it arriving does not wrap the row and push the table down (CLS). */}
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="row-count"
          sx={{ display: 'inline-block', minWidth: '9ch' }}
        >
          {firstLoad ? '' : rowCountText(server ? server.total : data.length)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        {exportable && (
          <ExportLock
            allowed={firmExports}
            control={
              <Button
                size="small"
                startIcon={<FileDownloadIcon />}
                onClick={onExport}
                // Busy, not disabled: a disabled button drops the keyboard's focus to the page's body.
                aria-disabled={exporting || undefined}
                disabled={firstLoad}
              >
                Export
              </Button>
            }
          />
        )}
      </Box>
      <Box sx={{ height: 4 }}>
        {loadingAll && server ? (
          <LinearProgress
            aria-label="Loading every row"
            variant="determinate"
            value={Math.min(100, (100 * allLoaded) / Math.max(1, server.total))}
          />
        ) : (
          loading && !firstLoad && <LinearProgress aria-label="Loading" />
        )}
      </Box>
      <Box sx={{ position: 'relative' }}>
        {/* A box with rows or columns out of view takes focus, so a keyboard can scroll it (WCAG 2.1.1). */}
        <TableContainer
          ref={edges.ref}
          sx={
            props.height === undefined
              ? {
                  ...(stickyTop ? { overflowX: 'visible' } : { maxHeight: TABLE_MAX_HEIGHT }),
                  // Room for the rows while they load: their arrival moves less of the page (CLS).
                  minHeight: firstLoad ? TABLE_HEIGHT : undefined,
                }
              : { height: props.height }
          }
          {...(edges.scrollable
            ? { tabIndex: 0, role: 'region', 'aria-label': `${tableName} (scrolls)` }
            : {})}
        >
          <Table
            stickyHeader
            size="small"
            aria-label={tableName}
            // This table's own heading cells (a table in an expanded row has its own).
            sx={[denseCells, stickyTop && ((t) => ({ '& > thead > tr > th': stickyTop(t) }))]}
          >
            <TableHead>
              <TableRow>
                {table.getFlatHeaders().map((header, i) => {
                  const column = columns[i];
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableCell
                      key={header.id}
                      align={column?.kind === 'number' ? 'right' : 'left'}
                      sortDirection={sorted || false}
                      sx={{
                        fontWeight: 600,
                        textWrap: 'balance',
                        ...(i === 0 ? stickyFirst(edges.before, true) : {}),
                      }}
                    >
                      {header.column.getCanSort() ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted || 'asc'}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <HeadingText column={column} />
                        </TableSortLabel>
                      ) : (
                        <HeadingText column={column} />
                      )}
                    </TableCell>
                  );
                })}
                {rowActions && (
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{rowActions.label}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {firstLoad || (loading && data.length === 0) ? (
                <TableRow>
                  <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
                    <CircularProgress size={24} aria-label="Loading" />
                  </TableCell>
                </TableRow>
              ) : data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    No Data
                  </TableCell>
                </TableRow>
              ) : (
                pageRows.map((row) => {
                  const expanded = expansion?.(row.original as T) ?? null;
                  return (
                    <Fragment key={row.id}>
                      <TableRow
                        hover={Boolean(onRowClick)}
                        onClick={onRowClick ? () => activate(row.original) : undefined}
                        sx={onRowClick ? { cursor: 'pointer' } : undefined}
                      >
                        {columns.map((column, i) => (
                          <DataTableCell
                            key={column.field}
                            column={column}
                            row={row.original}
                            sx={i === 0 ? stickyFirst(edges.before, false) : undefined}
                            truncate={column.field === nameField && isText(column)}
                            action={
                              onRowClick && column.field === nameField
                                ? {
                                    label: rowLabel?.(row.original as T),
                                    expanded: expansion ? expanded !== null : undefined,
                                    onActivate: () => activate(row.original),
                                  }
                                : undefined
                            }
                          />
                        ))}
                        {rowActions && (
                          <TableCell
                            sx={{ py: 0, whiteSpace: 'nowrap' }}
                            onClick={(e) => e.stopPropagation()}
                            onKeyDown={(e) => e.stopPropagation()}
                          >
                            {rowActions.render(row.original as T)}
                          </TableCell>
                        )}
                      </TableRow>
                      {expanded !== null && (
                        <TableRow>
                          <TableCell colSpan={columnCount} sx={{ bgcolor: 'action.hover' }}>
                            {/* A table in a row keeps its own box: its header is not the page's. */}
                            <StickyTopProvider value={null}>{expanded}</StickyTopProvider>
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {/* More columns off screen to the right: a shadow on that edge says so (it lets clicks through). */}
        <Box
          aria-hidden
          data-testid="more-columns"
          data-shown={edges.after}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 16,
            pointerEvents: 'none',
            background: edgeShadow('left'),
            opacity: edges.after ? 1 : 0,
            displayPrint: 'none',
          }}
        />
      </Box>
      {server && paged && !allShown && (
        // Paper has no pager: it says which of the server's rows it holds (in words of its own, not the pager's).
        <Typography
          variant="caption"
          component="p"
          sx={{ display: 'none', displayPrint: 'block', px: 2, py: 1 }}
        >
          {`Printed: rows ${server.pageIndex * server.pageSize + 1} to ${server.pageIndex * server.pageSize + pageRows.length} of ${server.total}, the page on screen${server.allRows ? ' (choose All rows per page to print every row)' : ''}.`}
        </Typography>
      )}
      {!paged ? null : server ? (
        <TablePagination
          component="div"
          sx={pagingWraps}
          count={server.total}
          page={allShown ? 0 : server.pageIndex}
          rowsPerPage={allShown ? -1 : server.pageSize}
          rowsPerPageOptions={[
            ...(server.pageSizes ?? PAGE_SIZES),
            ...(server.allRows ? [{ label: 'All', value: -1 }] : []),
          ]}
          // Thousands of server pages: the last one is one click away, not hundreds.
          showFirstButton
          showLastButton
          onPageChange={(_, page) => server.onPage(page, server.pageSize)}
          onRowsPerPageChange={(e) => {
            const size = Number(e.target.value);
            setShowAll(size === -1);
            setAllLoaded(0);
            if (size !== -1) server.onPage(0, size);
          }}
        />
      ) : (
        <TablePagination
          component="div"
          sx={pagingWraps}
          count={data.length}
          page={table.getState().pagination.pageIndex}
          rowsPerPage={pagination.pageSize === ALL_ROWS ? -1 : pagination.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES, { label: 'All', value: -1 }]}
          onPageChange={(_, page) => table.setPageIndex(page)}
          onRowsPerPageChange={(e) => {
            const size = Number(e.target.value);
            setPagination({ pageIndex: 0, pageSize: size === -1 ? ALL_ROWS : size });
          }}
        />
      )}
    </Paper>
  );
}
