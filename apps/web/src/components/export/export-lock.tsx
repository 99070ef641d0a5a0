// An export control the firm may not use: shown disabled with the locked tooltip the menu uses, so a user without
// the export feature sees what exists and why it is off instead of the controls vanishing.
import { cloneElement, type ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import { messages } from '@specpulse/contract';

/**
 * `control` as it is when `allowed` (inside its own tooltip `title`, if any), else disabled inside the locked
 * tooltip. The span carries the tooltip: a disabled button fires no pointer events.
 */
export function ExportLock({
  allowed,
  title,
  control,
}: {
  allowed: boolean;
  title?: string;
  control: ReactElement<{ disabled?: boolean }>;
}) {
  if (allowed && !title) return control;
  return (
    <Tooltip title={allowed ? title : messages.lockedFeature}>
      <span data-testid={allowed ? undefined : 'export-locked'}>
        {allowed ? control : cloneElement(control, { disabled: true })}
      </span>
    </Tooltip>
  );
}
