// The 'Product characteristics' pie (spec doc 2): a spec type chosen in a dropdown, top ten slices, full xlsx list.
import { useId, useMemo, useState } from 'react';
import { use as registerChartParts } from 'echarts/core';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { ChartFrame, type ChartExport } from '../../../components/charts/chart-frame.tsx';
import { useEChart } from '../../../components/charts/use-echart.ts';
import { exportFileName } from '../../../components/export/file-names.ts';
import { downloadXlsx } from '../../../components/export/xlsx.ts';
import {
  CHARACTERISTICS_TITLE,
  CHOOSE_LABEL,
  EMPTY_TEXT,
  EXPORT_NAME,
  INFO_TEXT,
  characteristicSlices,
  characteristicsPieOption,
  characteristicsSheet,
  groupsByName,
  selectedGroup,
  type CharacteristicGroup,
} from './characteristics.ts';

registerChartParts([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface CharacteristicsWidgetProps {
  /** specTypes of POST /product/specifications; undefined while loading. */
  groups: readonly CharacteristicGroup[] | undefined;
  /** A reload is running. */
  loading?: boolean;
  height?: number;
}

export function CharacteristicsWidget({ groups, loading = false, height = 340 }: CharacteristicsWidgetProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  const ordered = useMemo(() => groupsByName(groups ?? []), [groups]);
  const group = useMemo(() => selectedGroup(ordered, chosen), [ordered, chosen]);
  const slices = useMemo(() => (group ? characteristicSlices(group.data) : []), [group]);
  const option = useMemo(() => (slices.length ? characteristicsPieOption(slices) : null), [slices]);
  const { containerRef } = useEChart(option);

  const exports: ChartExport[] = group
    ? [{ kind: 'xlsx', run: () => downloadXlsx(exportFileName(EXPORT_NAME), [characteristicsSheet(group)]) }]
    : [];
  const actions = (
    <>
      {ordered.length > 0 && (
        <TextField
          select
          size="small"
          id={selectId}
          label={CHOOSE_LABEL}
          value={group?.specTypeId ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          {ordered.map((g) => (
            <MenuItem key={g.specTypeId} value={g.specTypeId}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Tooltip title={INFO_TEXT} describeChild>
        <IconButton size="small" aria-label="About product characteristics">
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
  return (
    <ChartFrame
      title={CHARACTERISTICS_TITLE}
      actions={actions}
      exports={exports}
      height={height}
      loading={groups === undefined || loading}
      empty={groups !== undefined && slices.length === 0}
      emptyText={EMPTY_TEXT}
      containerRef={containerRef}
      testId="characteristics-widget"
    />
  );
}
