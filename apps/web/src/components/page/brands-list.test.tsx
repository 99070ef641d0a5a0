import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReportDefinition, TopBrandRow } from '@specpulse/contract';
import { DataTable } from '../data-table/index.ts';
import { reportSheet } from '../data-table/report-columns.ts';
import { useBrandsListReport } from './brands-list.ts';

const brand = (id: number, share: number | null, unit: string | null): TopBrandRow => ({
  manufacturer_id: id,
  name: `Brand ${id}`,
  image_url: '',
  spec_percent: 10 / id,
  sum_spec: 100 - id,
  spec_quantity_share: share,
  quantity_unit: unit,
  spec_growth_real: 1,
  spec_growth_absolute: 0.5,
});

/** The report the list was last shown with, for its xlsx sheet. */
let shown: ReportDefinition<TopBrandRow> | undefined;

function BrandsList({ rows, qtyShares }: { rows: TopBrandRow[]; qtyShares: boolean }) {
  const report = useBrandsListReport(qtyShares, rows);
  shown = report;
  return <DataTable<TopBrandRow> report={report} rows={rows} />;
}

const renderList = (rows: TopBrandRow[], qtyShares = true) =>
  render(<BrandsList rows={rows} qtyShares={qtyShares} />, {
    wrapper: ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>,
  });

const table = () => screen.getByRole('table', { name: 'Brands List' });
/** The Quantity Share cell of each body row. */
const quantityCells = () => {
  const headers = within(table()).getAllByRole('columnheader');
  const at = headers.findIndex((h) => h.textContent?.startsWith('Quantity Share'));
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[at]?.textContent);
};

describe('Brands List quantity share', () => {
  it('heads the column with the unit the rows count their quantity in', () => {
    renderList([brand(1, 60, 'sq ft'), brand(2, 40, 'sq ft')]);
    within(table()).getByRole('columnheader', { name: 'Quantity Share (sq ft)' });
    expect(quantityCells()).toEqual(['60.0000%', '40.0000%']);
    const sheet = reportSheet(shown!, [brand(1, 60, 'sq ft')]);
    expect(sheet.columns.find((c) => c.key === 'spec_quantity_share')?.header).toBe('Quantity Share (sq ft)');
    expect(sheet.rows[0]).toMatchObject({ spec_quantity_share: 60 });
  });

  it("says 'mixed units' in each cell, and no unit in the heading, when the filters mix units", () => {
    renderList([brand(1, null, null), brand(2, null, null)]);
    const header = within(table()).getByRole('columnheader', { name: 'Quantity Share' });
    expect(header.textContent).toBe('Quantity Share');
    expect(quantityCells()).toEqual(['mixed units', 'mixed units']);
    // The xlsx export says the same.
    const sheet = reportSheet(shown!, [brand(1, null, null)]);
    expect(sheet.columns.find((c) => c.key === 'spec_quantity_share')?.header).toBe('Quantity Share');
    expect(sheet.rows[0]).toMatchObject({ spec_quantity_share: 'mixed units' });
  });

  it('leaves the column out without the Quantity Shares filter', () => {
    renderList([brand(1, 60, 'sq ft')], false);
    expect(within(table()).queryByRole('columnheader', { name: /Quantity Share/ })).toBeNull();
  });
});
