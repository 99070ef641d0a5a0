// One ECharts instance on a div: created on mount, resized with its container, disposed on unmount, drawn with
// the colour scheme's chart theme (chart-theme.ts) and drawn again when the scheme changes. The div's
// data-chart-state says whether the current option is drawn, for whoever must wait for the picture (the e2e
// tests' screenshots and canvas reads).
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useColorScheme, useTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { prefersReducedMotion } from '../../app/motion-styles.tsx';
import { chartThemeOf, type ChartTheme } from './chart-theme.ts';

/** The chart theme of the scheme shown (the light one until the provider knows). */
function useChartTheme(): ChartTheme {
  // The app's theme has CSS variables (app/theme.ts): each scheme's palette is under colorSchemes.
  const theme = useTheme<Theme & Partial<Pick<CssVarsTheme, 'colorSchemes'>>>();
  const { colorScheme } = useColorScheme();
  const palette = (colorScheme && theme.colorSchemes?.[colorScheme]?.palette) || theme.palette;
  return useMemo(() => chartThemeOf(palette), [palette]);
}

/**
 * The container's `data-chart-state`: 'drawing' from each new option until ECharts fires `finished` (drawn,
 * entry animations ended), then 'rendered'; 'empty' while there is no option (loading, or nothing to draw).
 */
export type ChartState = 'empty' | 'drawing' | 'rendered';

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
  const chartTheme = useChartTheme();
  // The theme the chart was created or last redrawn with: a scheme change redraws it once.
  const themeRef = useRef(chartTheme);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const chart = init(element, themeRef.current, { renderer: 'canvas' });
    chartRef.current = chart;
    // ECharts also finishes clearing and redrawing on resize or hover: only a drawing in progress ends.
    chart.on('finished', () => {
      if (element.dataset.chartState === 'drawing') setChartState(element, 'rendered');
    });
    // A page that leaves removes its DOM before React cleans its effects up, and a slow machine delivers the
    // observer's notice in between: only a live chart on a laid-out container is resized (ECharts' resize of a
    // chart whose DOM is gone threw, uncaught).
    const observer = new ResizeObserver(() => {
      if (!chart.isDisposed() && element.isConnected && element.clientWidth > 0 && element.clientHeight > 0)
        chart.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || themeRef.current === chartTheme) return;
    themeRef.current = chartTheme;
    chart.setTheme(chartTheme);
  }, [chartTheme]);

  useEffect(() => {
    const chart = chartRef.current;
    const element = containerRef.current;
    if (!chart || !element) return;
    // Marked before the option is set: ECharts fires `finished` within setOption when nothing animates.
    setChartState(element, option ? 'drawing' : 'empty');
    // Less motion asked for: drawn at once, without the entry animations.
    if (option)
      chart.setOption(prefersReducedMotion() ? { ...option, animation: false } : option, { notMerge: true });
    else chart.clear();
  }, [option]);

  return { containerRef, chartRef };
}

function setChartState(element: HTMLElement, state: ChartState) {
  element.dataset.chartState = state;
}
