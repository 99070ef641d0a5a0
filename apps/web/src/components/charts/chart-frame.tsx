// The card around every chart: title, export buttons, and the loading and empty states over the chart.
import type { ReactNode, Ref } from 'react';
import { Box, CircularProgress, IconButton, Paper, Typography } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { ExportLock } from '../export/export-lock.tsx';
import { useExportAction } from '../export/use-export-action.ts';
import { useCanExport } from '../../session/session-context.tsx';
import { ChartDataTable, ChartDataTableSpace, chartSummary, type ChartData } from './chart-data-table.tsx';

export type ChartExportKind = 'xlsx' | 'image' | 'pdf';

export interface ChartExport {
  kind: ChartExportKind;
  run: () => Promise<unknown>;
}

const exportButtons: Record<ChartExportKind, { label: string; icon: ReactNode }> = {
  xlsx: { label: 'Export spreadsheet', icon: <GridOnIcon fontSize="small" /> },
  image: { label: 'Export image', icon: <ImageIcon fontSize="small" /> },
  pdf: { label: 'Export PDF', icon: <PictureAsPdfIcon fontSize="small" /> },
};

export interface ChartFrameProps {
  title?: ReactNode;
  /** Controls beside the title (e.g. the map's Search/Spec toggle). */
  actions?: ReactNode;
  exports?: readonly ChartExport[];
  height: number;
  loading: boolean;
  /** No data to draw: the empty text shows instead of the chart. */
  empty: boolean;
  emptyText?: string;
  containerRef: Ref<HTMLDivElement>;
  testId?: string;
  /** A line under the chart (e.g. the point map's place and marker counts). */
  footer?: ReactNode;
  /**
   * The chart's figures: its text alternative (a summary and a table behind 'Show data'); the charts that
   * have one pass it while loading too (no rows yet), so the toggle's row is kept from the start.
   */
  data?: ChartData;
  /** What kind of chart, for the summary ('Pie chart'). */
  kindLabel?: string;
  /** The chart's name in its summary when its title alone does not say it (a map under the page's heading). */
  name?: string;
}

export function ChartFrame(props: ChartFrameProps) {
  const {
    title,
    actions,
    exports = [],
    height,
    loading,
    empty,
    emptyText = 'No Data',
    containerRef,
    testId,
    footer,
    data,
    kindLabel = 'Chart',
  } = props;
  const { run, busy } = useExportAction();
  const firmExports = useCanExport();
  const canExport = !loading && !empty;
  const name = props.name ?? (typeof title === 'string' ? title : undefined);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 36 }}>
        {title && (
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        {canExport &&
          exports.map(({ kind, run: action }) => (
            <ExportLock
              key={kind}
              allowed={firmExports}
              title={exportButtons[kind].label}
              control={
                <IconButton
                  size="small"
                  aria-label={exportButtons[kind].label}
                  // Busy, not disabled: a disabled button drops the keyboard's focus to the page's body.
                  aria-disabled={busy || undefined}
                  onClick={() =>
                    run(
                      typeof title === 'string'
                        ? `${exportButtons[kind].label}: ${title}`
                        : exportButtons[kind].label,
                      action,
                    )
                  }
                >
                  {exportButtons[kind].icon}
                </IconButton>
              }
            />
          ))}
      </Box>
      <Box sx={{ position: 'relative', height }}>
        <Box
          ref={containerRef}
          role="img"
          aria-label={data && !empty && !loading ? chartSummary(name, kindLabel, data) : (name ?? 'Chart')}
          sx={{ position: 'absolute', inset: 0, visibility: empty ? 'hidden' : 'visible' }}
        />
        {(loading || empty) && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'text.secondary',
              // A veil of the scheme's paper over the previous picture while the next one loads.
              bgcolor: (theme) =>
                loading && !empty
                  ? `color-mix(in srgb, ${(theme.vars ?? theme).palette.background.paper} 60%, transparent)`
                  : undefined,
            }}
          >
            {loading ? (
              <CircularProgress size={28} aria-label="Loading" />
            ) : (
              <Typography>{emptyText}</Typography>
            )}
          </Box>
        )}
      </Box>
      {footer}
      {data && (!empty && !loading ? <ChartDataTable data={data} /> : <ChartDataTableSpace />)}
    </Paper>
  );
}
