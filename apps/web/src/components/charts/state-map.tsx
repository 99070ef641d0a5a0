// US state map: one or more series (a Search/Spec toggle when several, default Spec), xlsx and image exports.
import { useEffect, useMemo, useRef, useState } from 'react';
import { use as registerChartParts } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { exportFileName, imageFileName } from '../export/file-names.ts';
import { downloadXlsx } from '../export/xlsx.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ChartToggle } from './chart-toggle.tsx';
import { downloadChartImage } from './chart-export.ts';
import {
  initialSeries,
  stateMapOption,
  stateMapSheets,
  stateMapTable,
  type StateMapSeries,
} from './state-map.options.ts';
import type { ChartData } from './chart-data-table.tsx';
import { useEChart } from './use-echart.ts';
import { useUsStates } from './use-us-states.ts';
import { stateKey } from './state-keys.ts';

registerChartParts([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export type { StateMapSeries };

export interface StateMapProps {
  title?: string;
  /** Rows keyed `us-{state name lowercase}` (see toStateRows); undefined while loading. */
  series: readonly StateMapSeries[] | undefined;
  /** Series shown first when there are several (default 'Spec'). */
  defaultSeries?: string;
  valueSuffix?: string;
  loading?: boolean;
  /** Default 'mapchart' with one series, 'multimapchart' with several (spec doc 2 §9). */
  exportName?: string;
  height?: number;
  emptyText?: string;
  /** Makes the states clickable (the territories page): called with the clicked state's key ('us-texas'). */
  onStateClick?: (key: string) => void;
}

export function StateMap(props: StateMapProps) {
  const { title, series, valueSuffix } = props;
  const states = useUsStates();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const list = useMemo(() => series ?? [], [series]);
  const shownName = list.some((s) => s.name === chosen) ? chosen : initialSeries(list, props.defaultSeries);
  const shown = list.find((s) => s.name === shownName);
  const empty = series !== undefined && (shown === undefined || shown.rows.length === 0);
  const option = useMemo(
    () =>
      states && shown && shown.rows.length ? stateMapOption(shown, states.nameOfKey, valueSuffix) : null,
    [states, shown, valueSuffix],
  );
  const { containerRef, chartRef } = useEChart(option);
  // The map's text alternative (issue 48): the shown series' states and figures behind 'Show data'; no rows while
  // loading, so the toggle's row is kept from the start.
  const caption = title && shownName ? `${title}: ${shownName}` : (title ?? shownName ?? 'Map');
  const data = useMemo<ChartData>(
    () =>
      states && shown
        ? stateMapTable(shown, states.nameOfKey, caption, valueSuffix)
        : { caption, headers: ['State'], rows: [] },
    [states, shown, caption, valueSuffix],
  );
  const onStateClick = useRef(props.onStateClick);
  onStateClick.current = props.onStateClick;
  const clickable = props.onStateClick !== undefined;
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !clickable) return;
    const handler = (event: { name?: string }) => {
      if (event.name) onStateClick.current?.(stateKey(event.name));
    };
    chart.on('click', handler);
    return () => {
      if (!chart.isDisposed()) chart.off('click', handler);
    };
  }, [chartRef, clickable]);
  const baseName = props.exportName ?? (list.length > 1 ? 'multimapchart' : 'mapchart');

  const toggle =
    list.length > 1 ? (
      <ChartToggle
        label="Map series"
        value={shownName ?? ''}
        options={list.map((s) => ({ value: s.name, label: s.name }))}
        onChange={setChosen}
      />
    ) : null;

  const exports =
    option && states
      ? [
          {
            kind: 'xlsx' as const,
            run: () =>
              downloadXlsx(exportFileName(baseName), stateMapSheets(list, states.nameOfKey, valueSuffix)),
          },
          {
            kind: 'image' as const,
            run: () =>
              downloadChartImage(
                option,
                imageFileName(baseName),
                title ? `${title}: ${shownName}` : shownName,
              ),
          },
        ]
      : [];
  return (
    <ChartFrame
      title={title}
      actions={toggle}
      exports={exports}
      height={props.height ?? 400}
      loading={series === undefined || states === null || props.loading === true}
      empty={empty}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId="state-map"
      data={data}
      kindLabel="US state map"
    />
  );
}
