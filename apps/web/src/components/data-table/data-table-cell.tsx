// One DataTable cell by column kind: image thumbnail, coloured or plain number, date or text; in a clickable
// table the name cell holds the row's link-styled button, so the row stays a row a screen reader reads.
import type { ReactElement } from 'react';
import { Box, Link, TableCell, type CSSObject } from '@mui/material';
import { NEW_GROWTH_TEXT, type ReportColumn } from '@specpulse/contract';
import { signOf } from '../format.ts';
import { NoGrowth } from '../no-growth.tsx';
import { Thumbnail } from '../thumbnail.tsx';
import { cellText, imageName, isNewGrowth, isNoGrowth, type TableRow } from './report-columns.ts';
import { TruncatedName, truncatedSx } from './truncated-name.tsx';

const signColor = { 1: 'success.main', [-1]: 'error.main', 0: undefined } as const;

/** What the name cell's button does: open the row (a drilldown) or show it expanded. */
export interface CellAction {
  label?: string;
  expanded?: boolean;
  onActivate: () => void;
}

export function DataTableCell<Row extends object>({
  column,
  row,
  action,
  truncate = false,
  sx,
}: {
  column: ReportColumn<Row>;
  row: TableRow;
  action?: CellAction;
  /** The row's name: on one line, cut with its whole text in a tooltip (truncated-name.tsx). */
  truncate?: boolean;
  /** Plain styles spread into the cell's own (the sticky first column's position and background). */
  sx?: CSSObject;
}) {
  const value = row[column.field];
  if (column.kind === 'image') {
    return (
      <TableCell sx={{ py: 0.5, width: 64, ...sx }}>
        <Thumbnail name={imageName(row, column)} url={typeof value === 'string' ? value : null} />
      </TableCell>
    );
  }
  const numeric = column.kind === 'number';
  const noGrowth = isNoGrowth(row, column);
  const text = cellText(value, column);
  /** The name cell's content on one line, cut, with the whole name in a tooltip. */
  const cut = truncate && text !== '';
  const named = (content: ReactElement) =>
    cut ? <TruncatedName name={text}>{content}</TruncatedName> : content;
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sx={{
        color: column.signColors ? signColor[signOf(value)] : undefined,
        fontVariantNumeric: numeric ? 'tabular-nums' : undefined,
        whiteSpace: numeric ? 'nowrap' : undefined,
        ...sx,
      }}
    >
      {action ? (
        named(
          <Link
            component="button"
            type="button"
            aria-label={action.label}
            aria-expanded={action.expanded}
            onClick={(event) => {
              // The row's own click would run the action a second time.
              event.stopPropagation();
              action.onActivate();
            }}
            sx={{
              font: 'inherit',
              textAlign: 'inherit',
              verticalAlign: 'baseline',
              ...(cut ? truncatedSx : {}),
            }}
          >
            {text || action.label}
          </Link>,
        )
      ) : noGrowth ? (
        <NoGrowth />
      ) : isNewGrowth(row, column) ? (
        NEW_GROWTH_TEXT
      ) : cut ? (
        named(
          <Box component="span" sx={truncatedSx}>
            {text}
          </Box>,
        )
      ) : (
        text
      )}
    </TableCell>
  );
}
