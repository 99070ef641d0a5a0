// The print stylesheet (issue 48): paper gets the page alone. The shell (top bar, menu, skip link, cookie
// notice, loading bar and spinner, notifications) and the controls (buttons, pagers) are left out; the filter
// summary and 'Data through' at the top of a page stay. Tables show every row and column (DataTable renders
// all of its rows while printing, use-printing.ts), and a card is not split over two sheets when it fits on one.
import { GlobalStyles } from '@mui/material';
import { MAIN_ID } from '../shell/skip-link.tsx';
import { LONG_TABLE } from '../components/data-table/index.ts';

const hidden = [
  '.MuiAppBar-root',
  '.MuiDrawer-root',
  `a[href="#${MAIN_ID}"]`,
  '[aria-label="Cookie notice"]',
  '.MuiBackdrop-root',
  'body > .MuiLinearProgress-root',
  '.notistack-SnackbarContainer',
  `#${MAIN_ID} > .MuiToolbar-root`,
  '.MuiButton-root',
  '.MuiIconButton-root',
  '.MuiTablePagination-root',
].join(', ');

export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [hidden]: { display: 'none !important' },
          body: { backgroundColor: '#fff' },
          [`#${MAIN_ID}`]: { padding: '0 !important', backgroundColor: '#fff !important' },
          '.MuiPaper-root': { boxShadow: 'none !important' },
          // A card on one sheet, unless it holds a table longer than a page of rows (DataTable marks it), which
          // would leave a blank sheet before it and be cut anyway.
          [`.MuiPaper-root:not([${LONG_TABLE}]):not(:has([${LONG_TABLE}]))`]: { breakInside: 'avoid' },
          // The focus ring after a page opens (on its heading) is the screen's.
          ':focus, :focus-visible, .Mui-focusVisible': { outline: 'none !important' },
          // A table longer than a sheet breaks between rows, its heading repeated on each sheet.
          'tr, img, canvas, svg': { breakInside: 'avoid' },
          thead: { display: 'table-header-group' },
          '.MuiTableContainer-root': {
            height: 'auto !important',
            maxHeight: 'none !important',
            overflow: 'visible !important',
          },
          // The sticky header and first column, and their edge shadows, are the screen's.
          '.MuiTableCell-root': { position: 'static !important' },
          '.MuiTableCell-root::after': { display: 'none' },
        },
      }}
    />
  );
}
