// A chart as a vector PDF: ECharts draws the option to SVG (no canvas), svg2pdf turns its shapes and text into
// PDF paths and text, so the file stays tens of kB and sharp at any zoom. Loaded only when a PDF is asked for.
import type { EChartsCoreOption } from 'echarts/core';
import { jsPDF } from 'jspdf';
import { svg2pdf } from 'svg2pdf.js';
import { EXPORT_SIZE } from './chart-export.ts';
import { chartSvg } from './chart-svg.ts';

/**
 * ECharts rings a label with a white halo drawn under its fill (`paint-order="stroke"`); svg2pdf ignores
 * paint-order and strokes over the fill, which hid every label. The page is white, so the halo goes.
 */
function dropTextHalos(svg: Element) {
  for (const text of svg.querySelectorAll('text[paint-order="stroke"]')) {
    for (const name of ['stroke', 'stroke-width', 'stroke-miterlimit', 'paint-order'])
      text.removeAttribute(name);
  }
}

/** The chart on a landscape letter page, 36 pt margins, as a PDF blob. */
export async function chartPdf(option: EChartsCoreOption, title: string): Promise<Blob> {
  const svg = new DOMParser().parseFromString(chartSvg(option, title), 'image/svg+xml').documentElement;
  dropTextHalos(svg);
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter', compress: true });
  const width = pdf.internal.pageSize.getWidth() - 72;
  const height = (width * EXPORT_SIZE.height) / EXPORT_SIZE.width;
  await svg2pdf(svg, pdf, { x: 36, y: 36, width, height, loadImages: false });
  return pdf.output('blob');
}
