// The data-loaded status line under the menu, for internal users only (spec doc 1 §2.2, §6).
import { Typography } from '@mui/material';
import { accessRules, dataThroughText } from '@specpulse/contract';
import { useCan } from '../session/access.ts';
import { useDataThrough } from '../session/session-context.tsx';
import { useProcessing } from './processing.tsx';

export function StatusLine() {
  const internal = useCan(accessRules.internal);
  const { status } = useProcessing();
  const asOf = useDataThrough();
  if (!internal) return null;
  return (
    <>
      {asOf && (
        <Typography
          variant="caption"
          component="p"
          data-testid="status-data-through"
          sx={{ px: 2, pt: 1, color: 'inherit' }}
        >
          {dataThroughText(asOf)}
        </Typography>
      )}
      <Typography
        variant="caption"
        component="p"
        role="status"
        aria-live="polite"
        data-testid="status-line"
        // The menu's full text colour (a dimmed line fell below 4.5:1 once).
        sx={{ px: 2, py: 1, color: 'inherit', minHeight: 32 }}
      >
        {status}
      </Typography>
    </>
  );
}
