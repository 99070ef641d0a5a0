// The data-loaded status line under the menu, for internal users only (spec doc 1 §2.2, §6).
import { Typography } from '@mui/material';
import { accessRules } from '@specpulse/contract';
import { useCan } from '../session/access.ts';
import { useProcessing } from './processing.tsx';

export function StatusLine() {
  const internal = useCan(accessRules.internal);
  const { status } = useProcessing();
  if (!internal) return null;
  return (
    <Typography
      variant="caption"
      component="p"
      role="status"
      aria-live="polite"
      data-testid="status-line"
      // Full white on the menu colour: start-up holds that pair to 4.5:1 (a dimmed line fell to 4.3:1).
      sx={{ px: 2, py: 1, color: 'inherit', minHeight: 32 }}
    >
      {status}
    </Typography>
  );
}
