// A chart's text alternative: its figures as a table behind a 'Show data' toggle (keyboard reachable), for
// anyone who cannot see the canvas (screen readers read the table; the canvas itself is hidden from them).
import { useId, useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatCount } from '@specpulse/contract';

export interface ChartData {
  /** The table's caption: what the figures are. */
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The toggle's place while the chart has no figures to show (loading, empty): an invisible twin of the button,
 * so the card is as tall as it will be with the figures and nothing under it moves when they arrive (CLS).
 */
export function ChartDataTableSpace() {
  return (
    <Button size="small" disabled aria-hidden tabIndex={-1} sx={{ visibility: 'hidden' }}>
      Show data
    </Button>
  );
}

export function ChartDataTable({ data }: { data: ChartData }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide data' : 'Show data'}
      </Button>
      {open && (
        <Table size="small" id={id}>
          <caption>{data.caption}</caption>
          <TableHead>
            <TableRow>
              {data.headers.map((h, i) => (
                <TableCell key={i} component="th" scope="col" sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <TableCell key={c} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={c}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** One line a screen reader hears for the chart: its title, its kind and how many figures it holds. */
export function chartSummary(title: string | undefined, kind: string, data: ChartData): string {
  const what = title ? `${title}: ` : '';
  return `${what}${kind} of ${formatCount(data.rows.length)} ${data.rows.length === 1 ? 'row' : 'rows'} (${data.headers
    .slice(1)
    .join(', ')}); the figures are in the data table below`;
}
