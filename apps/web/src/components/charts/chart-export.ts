// Chart exports: an image rendered off-screen at scale 1.5 (spec doc 1 §9), and series as spreadsheet sheets.
import { init, use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { TitleComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { dataThroughLine } from '../export/data-through.ts';
import { exportFileName, imageFileName } from '../export/file-names.ts';
import { dataUrlToBlob, saveFile } from '../export/save-file.ts';
import { downloadXlsx, type XlsxSheet } from '../export/xlsx.ts';

registerChartParts([TitleComponent, CanvasRenderer]);

export const EXPORT_SCALE = 1.5;
export const EXPORT_SIZE = { width: 900, height: 500 } as const;

/**
 * The option as a chart's files draw it (the PNG here, the PDF's SVG in chart-pdf.ts): without animation,
 * `title` on top when given, and at the foot the caption 'Data through {as_of}' once the configuration has
 * loaded (issue 45), so an image passed on still says how fresh it is.
 */
export function exportOption(option: EChartsCoreOption, title?: string): EChartsCoreOption {
  const caption = dataThroughLine();
  return {
    ...option,
    animation: false,
    title: [
      title ? { text: title, left: 'center', top: 8 } : { show: false },
      ...(caption
        ? [
            {
              text: caption,
              right: 8,
              bottom: 4,
              textStyle: { fontSize: 11, fontWeight: 'normal', color: '#616161' },
            },
          ]
        : []),
    ],
  };
}

/** PNG data URL of the option drawn as exportOption says. */
export function chartImage(option: EChartsCoreOption, title?: string, size = EXPORT_SIZE): string {
  const element = document.createElement('div');
  element.style.cssText = `position:fixed;left:-20000px;top:0;width:${size.width}px;height:${size.height}px`;
  document.body.appendChild(element);
  const chart = init(element, undefined, { renderer: 'canvas', ...size });
  try {
    chart.setOption(exportOption(option, title));
    return chart.getDataURL({ type: 'png', pixelRatio: EXPORT_SCALE, backgroundColor: '#fff' });
  } finally {
    chart.dispose();
    element.remove();
  }
}

export async function downloadChartImage(
  option: EChartsCoreOption,
  fileName: string,
  title?: string,
): Promise<void> {
  saveFile(await dataUrlToBlob(chartImage(option, title)), fileName);
}

/**
 * A chart's spreadsheet (`sheet`, and the `more` sheets after it: a time chart's annotations) and image
 * exports, both named from `baseName`; none without an option.
 */
export function sheetAndImageExports(
  option: EChartsCoreOption | null,
  baseName: string,
  title: string | undefined,
  sheet: () => XlsxSheet,
  more: () => readonly XlsxSheet[] = () => [],
) {
  return option
    ? [
        { kind: 'xlsx' as const, run: () => downloadXlsx(exportFileName(baseName), [sheet(), ...more()]) },
        { kind: 'image' as const, run: () => downloadChartImage(option, imageFileName(baseName), title) },
      ]
    : [];
}

export interface ChartSeries {
  name: string;
  data: readonly (number | null)[];
}

/** One sheet: a row per category with a column per series. */
export function seriesSheet(
  name: string,
  categoryHeader: string,
  categories: readonly string[],
  series: readonly ChartSeries[],
  decimals = 4,
): XlsxSheet {
  return {
    name,
    columns: [
      { key: 'category', header: categoryHeader },
      ...series.map((s, i) => ({ key: `s${i}`, header: s.name, decimals })),
    ],
    rows: categories.map((category, row) => ({
      category,
      ...Object.fromEntries(series.map((s, i) => [`s${i}`, s.data[row] ?? null])),
    })),
  };
}
