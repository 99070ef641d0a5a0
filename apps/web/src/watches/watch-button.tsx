// The 'Watch' action where a user meets what they may watch: the brand and product drilldowns, a saved view.
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { allows, watchSubjectAccess } from '@specpulse/contract';
import { useAccessHolder } from '../session/access.ts';
import { WatchDialog, type WatchTarget } from './watch-dialog.tsx';

export function WatchButton({ target, compact = false }: { target: WatchTarget; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const allowed = allows(watchSubjectAccess[target.subject], useAccessHolder());
  if (!allowed) return null;
  const label = `Watch ${target.name}`;
  return (
    <>
      {compact ? (
        <Tooltip title="Watch">
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
            <NotificationsNoneOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          startIcon={<NotificationsNoneOutlined />}
          aria-label={label}
          onClick={() => setOpen(true)}
        >
          Watch
        </Button>
      )}
      {open && <WatchDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
