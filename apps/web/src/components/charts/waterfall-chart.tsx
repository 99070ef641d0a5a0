// Waterfall chart (ECharts stacked bars): a total, the signed steps that move it, the new total; e.g. "Why it
// changed" from the previous share to the current one. Exports a spreadsheet and an image.
import { useMemo } from 'react';
import { use as registerChartParts } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { AxisBreak } from 'echarts/features';
import { ChartFrame } from './chart-frame.tsx';
import { sheetAndImageExports } from './chart-export.ts';
import { useEChart } from './use-echart.ts';
import {
  waterfallBars,
  waterfallOption,
  waterfallSheet,
  waterfallValueText,
  type WaterfallInput,
} from './waterfall.options.ts';

// AxisBreak: the broken value axis of small steps (waterfall.options.ts).
registerChartParts([BarChart, GridComponent, TooltipComponent, CanvasRenderer, AxisBreak]);

export interface WaterfallChartProps {
  title: string;
  /** undefined while loading. */
  input: WaterfallInput | undefined;
  /** After the totals (e.g. '%') and after the steps (e.g. ' pts'). */
  totalSuffix?: string;
  stepSuffix?: string;
  height?: number;
  emptyText?: string;
}

export function WaterfallChart(props: WaterfallChartProps) {
  const { title, input, totalSuffix = '', stepSuffix = '' } = props;
  const bars = useMemo(() => (input ? waterfallBars(input) : []), [input]);
  const empty = input !== undefined && bars.length === 0;
  const option = useMemo(
    () => (bars.length ? waterfallOption(bars, totalSuffix, stepSuffix) : null),
    [bars, totalSuffix, stepSuffix],
  );
  const { containerRef } = useEChart(option);
  const exports = sheetAndImageExports(option, title, title, () => waterfallSheet(title, bars));
  return (
    <ChartFrame
      title={title}
      exports={exports}
      height={props.height ?? 300}
      loading={input === undefined}
      empty={empty}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId="waterfall-chart"
      kindLabel="Waterfall chart"
      data={{
        caption: title,
        headers: ['Step', 'Value'],
        rows: bars.map((b) => [b.label, waterfallValueText(b, totalSuffix, stepSuffix)]),
      }}
    />
  );
}
