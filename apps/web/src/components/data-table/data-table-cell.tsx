// One DataTable cell by column kind: image thumbnail, coloured or plain number, date or text.
import { TableCell } from '@mui/material';
import type { ReportColumn } from '@specpulse/contract';
import { signOf } from '../format.ts';
import { Thumbnail } from '../thumbnail.tsx';
import { cellText, imageName, type TableRow } from './report-columns.ts';

const signColor = { 1: 'success.main', [-1]: 'error.main', 0: undefined } as const;

export function DataTableCell<Row extends object>({
  column,
  row,
}: {
  column: ReportColumn<Row>;
  row: TableRow;
}) {
  const value = row[column.field];
  if (column.kind === 'image') {
    return (
      <TableCell sx={{ py: 0.5, width: 64 }}>
        <Thumbnail name={imageName(row, column)} url={typeof value === 'string' ? value : null} />
      </TableCell>
    );
  }
  const numeric = column.kind === 'number';
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sx={{
        color: column.signColors ? signColor[signOf(value)] : undefined,
        fontVariantNumeric: numeric ? 'tabular-nums' : undefined,
        whiteSpace: numeric ? 'nowrap' : undefined,
      }}
    >
      {cellText(value, column)}
    </TableCell>
  );
}
