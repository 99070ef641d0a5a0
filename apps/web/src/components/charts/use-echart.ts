// One ECharts instance on a div: created on mount, resized with its container, disposed on unmount.
import { useEffect, useRef, type RefObject } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';

/**
 * Renders `option` (replacing the previous one) into the returned container; null clears the chart.
 * Chart parts must be registered with `use()` by the calling chart module.
 */
export function useEChart(option: EChartsCoreOption | null): {
  containerRef: RefObject<HTMLDivElement | null>;
  chartRef: RefObject<EChartsType | null>;
} {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    if (option) chart.setOption(option, { notMerge: true });
    else chart.clear();
  }, [option]);

  return { containerRef, chartRef };
}
