// '—' in place of a growth the data cannot give (the previous window starts before the data), saying why.
import { Tooltip } from '@mui/material';
import { NO_GROWTH_TEXT, noGrowthDescription } from '@specpulse/contract';
import { useDataFrom } from '../session/session-context.tsx';

/** `focusable`: false inside a link (a tile), where a second focus stop would nest interactive elements. */
export function NoGrowth({ focusable = true }: { focusable?: boolean }) {
  const dataFrom = useDataFrom();
  return (
    <Tooltip title={noGrowthDescription(dataFrom)} describeChild>
      <span tabIndex={focusable ? 0 : undefined} data-testid="no-growth">
        {NO_GROWTH_TEXT}
      </span>
    </Tooltip>
  );
}
