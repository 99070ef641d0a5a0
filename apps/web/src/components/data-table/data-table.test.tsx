import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import ExcelJS from 'exceljs';
import { brandsListReport, type ReportDefinition } from '@specpulse/contract';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { StickyTopProvider } from './sticky-top.ts';
import { ExportTrackerProvider } from '../export/export-tracker.tsx';
import { renderInApp, testConfiguration } from '../../test-support/render-in-app.tsx';

// The browser download is the boundary: jsdom has no object URLs, so the saved file is captured instead.
const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('../export/save-file.ts', () => ({
  saveFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

interface BrandRow {
  name: string;
  specs: number;
  share: number;
}

const report: ReportDefinition<BrandRow> = {
  id: 'test-brands',
  title: 'Top Brands',
  columns: [
    { field: 'name', label: 'Brand' },
    { field: 'specs', label: 'Specs', kind: 'number', sort: 'desc' },
    { field: 'share', label: 'Share', kind: 'number', decimals: 1, suffix: '%' },
  ],
};

/** Brand 01 … Brand 12 with specs 12 … 1: sorted by specs descending, Brand 01 comes first. */
const rows: BrandRow[] = Array.from({ length: 12 }, (_, i) => ({
  name: `Brand ${String(i + 1).padStart(2, '0')}`,
  specs: 12 - i,
  share: (12 - i) / 2,
}));

function renderTable(props: Partial<DataTableProps<BrandRow>> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SnackbarProvider>
      <ExportTrackerProvider>{children}</ExportTrackerProvider>
    </SnackbarProvider>
  );
  return render(<DataTable<BrandRow> report={report} rows={rows} {...props} />, { wrapper });
}

const table = () => screen.getByRole('table', { name: 'Top Brands' });
/** The first cell of every body row, in display order. */
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('starts sorted by the column the report declares and shows ten rows a page with the row count', () => {
    renderTable();
    expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeTruthy();
    expect(screen.getByTestId('row-count').textContent).toBe('12 rows');
    expect(names()).toEqual(rows.slice(0, 10).map((r) => r.name));
    const header = within(table()).getByRole('columnheader', { name: /Specs/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // Numbers show as the column formats them.
    expect(within(table()).getAllByRole('row')[1]?.textContent).toBe('Brand 01126.0%');
  });

  it("says what a column means in its heading's tooltip, and keeps the label as the heading's name", () => {
    const described: ReportDefinition<BrandRow> = {
      ...report,
      columns: report.columns.map((c) =>
        c.field === 'share' ? { ...c, suffix: ' pts', description: 'Change in percentage points.' } : c,
      ),
    };
    renderTable({ report: described });
    const header = within(table()).getByRole('columnheader', { name: 'Share' });
    expect(within(header).getByText('Share').getAttribute('title')).toBe('Change in percentage points.');
    expect(within(table()).getAllByRole('row')[1]?.textContent).toBe('Brand 01126.0 pts');
    // A column without a description has no tooltip.
    expect(within(table()).getByText('Specs').getAttribute('title')).toBeNull();
  });

  it('sorts by a clicked header, ascending then descending; numbers start descending', async () => {
    const user = userEvent.setup({ delay: null });
    const three: BrandRow[] = [
      { name: 'Alpha', specs: 1, share: 30 },
      { name: 'Beta', specs: 3, share: 10 },
      { name: 'Gamma', specs: 2, share: 20 },
    ];
    renderTable({ rows: three });
    expect(names()).toEqual(['Beta', 'Gamma', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    expect(names()).toEqual(['Gamma', 'Beta', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(names()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(names()).toEqual(['Beta', 'Gamma', 'Alpha']);
  });

  it('pages through the rows and shows all of them on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(['Brand 11', 'Brand 12']);
    expect(screen.getByText('11–12 of 12')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(names()).toHaveLength(12);
    expect(screen.getByText('1–12 of 12')).toBeTruthy();
  });

  it('shows a list that fits in the smallest page offered whole, without a pager; a longer one is paged', () => {
    const view = renderTable({ rows: rows.slice(0, 10) });
    expect(names()).toHaveLength(10);
    expect(screen.getByTestId('row-count').textContent).toBe('10 rows');
    expect(screen.queryByRole('combobox', { name: /Rows per page/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
    view.unmount();
    renderTable({ rows: rows.slice(0, 11) });
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('combobox', { name: /Rows per page/ }).textContent).toBe('10');
  });

  it('server mode: a total within the smallest page size offered has no pager', () => {
    const server = {
      pageIndex: 0,
      pageSize: 25,
      pageSizes: [25, 50],
      sort: { field: 'name', order: 'asc' as const },
      sortable: ['name'],
      onPage: vi.fn(),
      onSort: vi.fn(),
    };
    const view = renderTable({ rows: rows.slice(0, 12), server: { ...server, total: 12 } });
    expect(names()).toHaveLength(12);
    expect(screen.queryByRole('combobox', { name: /Rows per page/ })).toBeNull();
    view.unmount();
    renderTable({ rows: rows.slice(0, 12), server: { ...server, total: 26 } });
    expect(screen.getByRole('combobox', { name: /Rows per page/ }).textContent).toBe('25');
  });

  it('counts the rows grouped, and one row in the singular', () => {
    const view = renderTable({
      rows: rows.slice(0, 10),
      server: {
        total: 12159,
        pageIndex: 0,
        pageSize: 10,
        sort: { field: 'specs', order: 'desc' },
        sortable: [],
        onPage: vi.fn(),
        onSort: vi.fn(),
      },
    });
    expect(screen.getByTestId('row-count').textContent).toBe('12,159 rows');
    view.unmount();
    renderTable({ rows: rows.slice(0, 1) });
    expect(screen.getByTestId('row-count').textContent).toBe('1 row');
  });

  it('prints every row of a client table (beforeprint), and goes back to its page after printing', () => {
    renderTable();
    expect(names()).toHaveLength(10);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(names()).toEqual(rows.map((r) => r.name));
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(names()).toHaveLength(10);
  });

  it('server mode: prints the page on screen and says which rows of how many it holds', () => {
    renderTable({
      rows: rows.slice(0, 10),
      server: {
        total: 25,
        pageIndex: 1,
        pageSize: 10,
        sort: { field: 'specs', order: 'desc' },
        sortable: [],
        onPage: vi.fn(),
        onSort: vi.fn(),
        allRows: vi.fn(),
      },
    });
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(names()).toHaveLength(10);
    expect(
      screen.getByText(
        'Printed: rows 11 to 20 of 25, the page on screen (choose All rows per page to print every row).',
      ),
    ).toBeTruthy();
  });

  it('keeps a long name on one line, its whole text the cell’s and shown in a tooltip when cut', async () => {
    const user = userEvent.setup({ delay: null });
    const long = 'Brooks Brothers Washroom Accessories and Partitions of the Greater Midwest';
    const named = [{ name: long, specs: 3, share: 1 }, ...rows.slice(0, 2)];
    renderTable({ rows: named, onRowClick: vi.fn(), rowLabel: (r) => `Open ${r.name}` });
    const button = screen.getByRole('button', { name: `Open ${long}` });
    expect(button.textContent).toBe(long);
    expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(button).textOverflow).toBe('ellipsis');
    // jsdom lays nothing out: the long name is made wider than its cell, as a browser measures it.
    Object.defineProperty(button, 'scrollWidth', { value: 600 });
    Object.defineProperty(button, 'clientWidth', { value: 200 });
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe(long);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // A name that is not cut has nothing to add: no tooltip.
    await user.hover(screen.getByRole('button', { name: 'Open Brand 01' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens a row by click or keyboard, named by rowLabel', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = vi.fn();
    renderTable({ onRowClick, rowLabel: (r) => `Open ${r.name}` });
    await user.click(screen.getByRole('button', { name: 'Open Brand 03' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[2]);
    screen.getByRole('button', { name: 'Open Brand 05' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[4]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
    // The rows stay rows (their figures are read as cells); the button sits in the name cell.
    expect(table().querySelectorAll('tr[role], tr[tabindex]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Open Brand 03' }).closest('td')).not.toBeNull();
  });

  it('rows without onRowClick are not buttons', () => {
    renderTable();
    expect(within(table()).queryAllByRole('button', { name: /Brand 0/ })).toEqual([]);
  });

  it('shows a spinner and no count while the first load runs, with Export disabled', () => {
    renderTable({ rows: undefined, loading: true, exportable: true });
    expect(within(table()).getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByTestId('row-count').textContent).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(true);
  });

  it('keeps the previous rows under a progress bar while reloading', () => {
    renderTable({ loading: true });
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(1);
    expect(names()).toHaveLength(10);
  });

  it("says 'No Data' when the load returned no rows", () => {
    renderTable({ rows: [] });
    expect(within(table()).getByRole('cell', { name: 'No Data' })).toBeTruthy();
    expect(screen.getByTestId('row-count').textContent).toBe('0 rows');
  });

  it('exports every row in the shown order to an xlsx named from the title', async () => {
    const user = userEvent.setup({ delay: null });
    saved.length = 0;
    renderTable({ exportable: true });
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(saved[0]!.fileName).toMatch(/Top_?Brands.*\.xlsx$/i);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Brand', 'Specs', 'Share']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Brand 12', 1, 0.5]);
    expect(sheet.getRow(13).getCell(1).value).toBe('Brand 01');
  });

  it('keeps the keyboard on Export while the file is made and after, and makes one file for two presses', async () => {
    const user = userEvent.setup({ delay: null });
    saved.length = 0;
    renderTable({ exportable: true });
    const exportButton = screen.getByRole('button', { name: 'Export' });
    exportButton.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(exportButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(exportButton.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(exportButton);
    expect(saved).toHaveLength(1);
  });

  it('server mode: shows the page it is given with the total, asks the server for pages, sizes and sorts', async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = vi.fn();
    const onSort = vi.fn();
    // Page 2 of 25 rows, as the server sorted it (ascending by name): shown as given, not re-sorted.
    const page = rows.slice(0, 10).reverse();
    renderTable({
      rows: page,
      server: {
        total: 25,
        pageIndex: 1,
        pageSize: 10,
        pageSizes: [10, 25],
        sort: { field: 'name', order: 'asc' },
        sortable: ['name', 'specs'],
        onPage,
        onSort,
      },
    });
    expect(screen.getByTestId('row-count').textContent).toBe('25 rows');
    expect(names()).toEqual(page.map((r) => r.name));
    expect(screen.getByText('11–20 of 25')).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: /Brand/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2, 10);
    await user.click(within(table()).getByRole('button', { name: 'Brand' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    await user.click(within(table()).getByRole('button', { name: 'Specs' }));
    expect(onSort).toHaveBeenLastCalledWith('specs', 'desc');
    // Not a server sort field: not sortable.
    expect(within(table()).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it("server mode: a third click on a column (its sort cleared) asks for the report's own order", async () => {
    const user = userEvent.setup({ delay: null });
    const onSort = vi.fn();
    renderTable({
      rows: rows.slice(0, 10),
      server: {
        total: 25,
        pageIndex: 0,
        pageSize: 10,
        // After two clicks on Brand: ascending, then descending.
        sort: { field: 'name', order: 'desc' },
        sortable: ['name', 'specs'],
        onPage: vi.fn(),
        onSort,
      },
    });
    await user.click(within(table()).getByRole('button', { name: 'Brand' }));
    expect(onSort).toHaveBeenLastCalledWith('specs', 'desc');
  });

  it('server mode: exports every row the server gives, not the shown page, with progress while fetching', async () => {
    const user = userEvent.setup({ delay: null });
    saved.length = 0;
    let finish: (all: BrandRow[]) => void = () => undefined;
    const allRows = vi.fn(
      (onProgress: (loaded: number) => void) =>
        new Promise<BrandRow[]>((resolve) => {
          onProgress(6);
          finish = resolve;
        }),
    );
    const onPage = vi.fn();
    renderTable({
      exportable: true,
      rows: rows.slice(0, 10),
      server: {
        total: 12,
        pageIndex: 0,
        pageSize: 10,
        sort: { field: 'specs', order: 'desc' },
        sortable: [],
        onPage,
        onSort: vi.fn(),
        allRows,
      },
    });
    // The default sizes of the client table, and 'All' (every row from the server); the last page one click away.
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(onPage).toHaveBeenLastCalledWith(1, 10);
    await user.click(screen.getByRole('combobox'));
    const sizes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['10', '25', '50', 'All']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    // The progress is the app's export tracker's, which outlives the page; the button waits meanwhile.
    const progress = await screen.findByRole('status', { name: 'Exports in progress' });
    expect(progress.textContent).toContain('Exporting Top Brands: 50%');
    expect(screen.getByRole('button', { name: 'Export' }).getAttribute('aria-disabled')).toBe('true');
    finish(rows);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(allRows).toHaveBeenCalledTimes(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(13).getCell(1).value).toBe('Brand 12');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Exports in progress' })).toBeNull();
  });

  it("server mode: 'All' shows every row the server gives in its order, fetched again when the sort changes", async () => {
    const user = userEvent.setup({ delay: null });
    const byName = (order: 'asc' | 'desc') =>
      [...rows].sort((a, b) => (order === 'asc' ? 1 : -1) * a.name.localeCompare(b.name));
    const allRows = vi.fn(async (onProgress: (loaded: number) => void) => {
      onProgress(rows.length);
      return byName(sort.order);
    });
    let sort: { field: string; order: 'asc' | 'desc' } = { field: 'name', order: 'asc' };
    const onPage = vi.fn();
    const props = (): Pick<DataTableProps<BrandRow>, 'rows' | 'server'> => ({
      rows: byName(sort.order).slice(0, 10),
      server: {
        total: rows.length,
        pageIndex: 0,
        pageSize: 10,
        sort,
        sortable: ['name'],
        onPage,
        onSort: (field, order) => {
          sort = { field, order };
          view.rerender(<DataTable<BrandRow> report={report} {...props()} />);
        },
        allRows,
        listKey: 'filters',
      },
    });
    const view = renderTable(props());
    expect(names()).toHaveLength(10);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(names()).toEqual(byName('asc').map((r) => r.name)));
    expect(screen.getByText('1–12 of 12')).toBeTruthy();
    expect(onPage).not.toHaveBeenCalled();
    await user.click(within(table()).getByRole('button', { name: 'Brand' }));
    await waitFor(() => expect(names()).toEqual(byName('desc').map((r) => r.name)));
    expect(allRows).toHaveBeenCalledTimes(2);
    // Back to pages: the server's page again.
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(onPage).toHaveBeenLastCalledWith(0, 10);
    expect(names()).toHaveLength(10);
  });

  it('opens a row under it and closes it again through the row click; row buttons do not click the row', async () => {
    const user = userEvent.setup();
    const opened = new Set<string>();
    const onRowClick = vi.fn((row: BrandRow) => {
      if (!opened.delete(row.name)) opened.add(row.name);
    });
    const onAction = vi.fn();
    const props = (): Partial<DataTableProps<BrandRow>> => ({
      onRowClick,
      rowLabel: (row) => `Open ${row.name}`,
      expansion: (row) => (opened.has(row.name) ? <p>Details of {row.name}</p> : null),
      rowActions: {
        label: 'Print',
        render: (row) => <button onClick={() => onAction(row.name)}>{`PDF of ${row.name}`}</button>,
      },
    });
    const { rerender } = renderTable(props());
    const rerenderTable = () => rerender(<DataTable<BrandRow> report={report} rows={rows} {...props()} />);
    expect(within(table()).getByRole('columnheader', { name: 'Print' })).toBeTruthy();
    const row = screen.getByRole('button', { name: 'Open Brand 01' });
    expect(row.getAttribute('aria-expanded')).toBe('false');

    await user.click(row);
    rerenderTable();
    expect(screen.getByText('Details of Brand 01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Brand 01' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'PDF of Brand 01' }));
    expect(onAction).toHaveBeenCalledWith('Brand 01');
    expect(onRowClick).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open Brand 01' }));
    rerenderTable();
    expect(screen.queryByText('Details of Brand 01')).toBeNull();
  });

  it('enables the Export button only when the firm may export (can_export), else shows it locked with why', async () => {
    const allowed = renderInApp(<DataTable<BrandRow> report={report} rows={rows} exportable />);
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('export-locked')).toBeNull();
    allowed.unmount();
    const refused = testConfiguration();
    refused.configuration.can_export = false;
    renderInApp(<DataTable<BrandRow> report={report} rows={rows} exportable />, { configuration: refused });
    expect(screen.getByRole('table', { name: 'Top Brands' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().hover(screen.getByTestId('export-locked'));
    expect(
      await screen.findByRole('tooltip', {
        name: 'Your access to this feature is locked. Please contact us to unlock it.',
      }),
    ).toBeTruthy();
  });
});

describe('DataTable growth cells', () => {
  it("shows a growth from nothing as 'New' (as the dashboard's tiles do) and an uncovered one as '—'", () => {
    const rows = [
      {
        manufacturer_id: 1,
        name: 'Newcomer',
        image_url: '',
        spec_percent: 0.5,
        sum_spec: 3,
        spec_growth_real: null,
        spec_growth_absolute: 0.5,
      },
      {
        manufacturer_id: 2,
        name: 'Uncovered',
        image_url: '',
        spec_percent: 2,
        sum_spec: 9,
        spec_growth_real: null,
        spec_growth_absolute: null,
      },
    ];
    renderInApp(<DataTable report={brandsListReport as ReportDefinition} rows={rows} />);
    const cells = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Newcomer')).toContain('New');
    expect(cells('Uncovered')).toContain('—');
    expect(cells('Uncovered')).not.toContain('New');
  });
});

// jsdom lays nothing out, so every table "fits" here: which box it gets follows from where it is (the browser's
// measuring of wide tables is e2e: tables-print.e2e.ts, wide-tables.e2e.ts).
describe('DataTable in the page', () => {
  const at64 = () => ({ top: 64 });
  const box = () => table().parentElement!;
  const heading = () => within(table()).getAllByRole('columnheader')[0]!;

  it('flows in the page under a sticky top (the shell gives it): no box of its own, the header sticks there', () => {
    renderTable({ rows: rows.slice(0, 5) });
    expect(getComputedStyle(box()).overflowX).toBe('auto');
    cleanup();
    render(
      <StickyTopProvider value={at64}>
        <DataTable<BrandRow> report={report} rows={rows} />
      </StickyTopProvider>,
    );
    expect(getComputedStyle(box()).overflowX).toBe('visible');
    expect(getComputedStyle(heading()).position).toBe('sticky');
    expect(getComputedStyle(heading()).top).toBe('64px');
  });

  it('keeps its box where the rows have a height of their own or sit in a row, or outside the page', () => {
    render(
      <StickyTopProvider value={at64}>
        <DataTable<BrandRow> report={report} rows={rows} height={360} />
        <DataTable<BrandRow>
          report={{ ...report, id: 'outer', title: 'Outer' }}
          rows={rows.slice(0, 1)}
          expansion={() => (
            <DataTable<BrandRow> report={{ ...report, id: 'inner', title: 'Inner' }} rows={rows} />
          )}
        />
      </StickyTopProvider>,
    );
    const boxOf = (name: string) => screen.getByRole('table', { name }).parentElement!;
    expect(getComputedStyle(boxOf('Top Brands')).overflowX).toBe('auto');
    expect(getComputedStyle(boxOf('Outer')).overflowX).toBe('visible');
    expect(getComputedStyle(boxOf('Inner')).overflowX).toBe('auto');
    const innerHeading = within(screen.getByRole('table', { name: 'Inner' })).getAllByRole(
      'columnheader',
    )[0]!;
    expect(getComputedStyle(innerHeading).top).toBe('0px');
  });
});
