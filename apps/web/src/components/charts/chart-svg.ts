// A chart drawn to SVG markup by ECharts (no canvas): what the chart's PDF is made of (chart-pdf.ts, loaded
// only when a PDF is asked for).
import { init, use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { TitleComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { EXPORT_SIZE, exportOption } from './chart-export.ts';

registerChartParts([TitleComponent, SVGRenderer]);

/** SVG markup of the option drawn as exportOption says (the title on top, the caption at the foot), on white. */
export function chartSvg(option: EChartsCoreOption, title: string, size = EXPORT_SIZE): string {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...exportOption(option, title), backgroundColor: '#fff' });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
