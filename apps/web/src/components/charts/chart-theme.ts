// The ECharts theme of the page's colour scheme: text, axes, grid lines, legends, tooltips and the maps' land
// from the MUI palette, so a chart reads on the dark scheme as on the light one. Series colours are not set
// here: each chart keeps the specification's own. Exported images are drawn apart, without it, on white.
import type { Palette } from '@mui/material/styles';

export type ChartTheme = Record<string, unknown>;

export function chartThemeOf(palette: Palette): ChartTheme {
  const text = palette.text.primary;
  const muted = palette.text.secondary;
  const line = palette.divider;
  const axis = {
    axisLine: { lineStyle: { color: muted } },
    axisTick: { lineStyle: { color: muted } },
    axisLabel: { color: muted },
    splitLine: { lineStyle: { color: [line] } },
    nameTextStyle: { color: muted },
  };
  return {
    backgroundColor: 'transparent',
    textStyle: { color: text },
    title: { textStyle: { color: text }, subtextStyle: { color: muted } },
    legend: {
      textStyle: { color: text },
      pageTextStyle: { color: text },
      pageIconColor: text,
      inactiveColor: palette.text.disabled,
    },
    tooltip: {
      backgroundColor: palette.background.paper,
      borderColor: line,
      textStyle: { color: text },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    visualMap: { textStyle: { color: text } },
    geo: {
      itemStyle: { areaColor: palette.action.hover, borderColor: muted },
      label: { color: text },
    },
    map: {
      itemStyle: { areaColor: palette.action.hover, borderColor: muted },
      label: { color: text },
    },
    dataZoom: { textStyle: { color: muted } },
  };
}
