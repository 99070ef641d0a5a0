// Pie of market segments (dashboard 'Project Type Distribution'): image, spreadsheet and PDF exports.
import { useMemo } from 'react';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { PieChart } from 'echarts/charts';
import { AriaComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { exportFileName, imageFileName, projectsDistributionPdfName } from '../export/file-names.ts';
import { saveFile } from '../export/save-file.ts';
import { downloadXlsx } from '../export/xlsx.ts';
import { ChartFrame, type ChartExport, type ChartExportKind } from './chart-frame.tsx';
import { downloadChartImage } from './chart-export.ts';
import {
  PIE_DECIMALS,
  SEGMENT_EXPORT_TITLE,
  segmentPieOption,
  segmentSheet,
  segmentSlices,
  type SegmentShare,
} from './segment-pie.options.ts';
import { useEChart } from './use-echart.ts';
import { formatNumber } from '../format.ts';

// AriaComponent: the slices' decal patterns (segment-pie.options.ts).
registerChartParts([PieChart, TooltipComponent, AriaComponent, CanvasRenderer]);

export type { SegmentShare };

export interface SegmentPieProps {
  title?: string;
  /** Rows of /source/marketsegments ({name, value %}); undefined while loading. */
  data: readonly SegmentShare[] | undefined;
  loading?: boolean;
  /** Default: all three. */
  exports?: readonly ChartExportKind[];
  height?: number;
  emptyText?: string;
}

/** The chart as vector shapes on a landscape page, saved as '{MM-dd-yyyy_kkmmss}_projects_distribution.pdf'. */
async function downloadPdf(option: EChartsCoreOption): Promise<void> {
  const { chartPdf } = await import('./chart-pdf.ts');
  saveFile(await chartPdf(option, SEGMENT_EXPORT_TITLE), projectsDistributionPdfName());
}

export function SegmentPie(props: SegmentPieProps) {
  const { title, data, exports: kinds = ['pdf', 'image', 'xlsx'] } = props;
  const slices = useMemo(() => (data ? segmentSlices(data) : []), [data]);
  const empty = data !== undefined && slices.length === 0;
  const option = useMemo(() => (slices.length ? segmentPieOption(slices) : null), [slices]);
  const { containerRef } = useEChart(option);

  const runners: Record<ChartExportKind, () => Promise<unknown>> = {
    pdf: () => (option ? downloadPdf(option) : Promise.resolve()),
    image: () =>
      option
        ? downloadChartImage(option, imageFileName(SEGMENT_EXPORT_TITLE), SEGMENT_EXPORT_TITLE)
        : Promise.resolve(),
    xlsx: () => downloadXlsx(exportFileName(SEGMENT_EXPORT_TITLE), [segmentSheet(slices)]),
  };
  const exports: ChartExport[] = kinds.map((kind) => ({ kind, run: runners[kind] }));
  return (
    <ChartFrame
      title={title}
      exports={exports}
      height={props.height ?? 300}
      loading={data === undefined || props.loading === true}
      empty={empty}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId="segment-pie"
      kindLabel="Pie chart"
      data={{
        caption: title ?? SEGMENT_EXPORT_TITLE,
        headers: ['Segment', 'Percentage'],
        rows: slices.map((s) => [s.name, `${formatNumber(s.value, PIE_DECIMALS)}%`]),
      }}
    />
  );
}
