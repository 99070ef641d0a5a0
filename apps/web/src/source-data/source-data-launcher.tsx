// Opens the Source Data panel on an analytics page: a small button, and Ctrl+Shift+R or Alt+Shift+R
// anywhere on the page (spec doc 1 §2.5). Downloads keep running, with their progress, after it closes
// (the app's export tracker shows it).
import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { accessRules, filterSetToPayload } from '@specpulse/contract';
import { useFilterSet } from '../filters/use-filter-set.ts';
import { useCan } from '../session/access.ts';
import { useCanExport } from '../session/session-context.tsx';
import { isSourceDataShortcut } from './shortcut.ts';
import { SourceDataPanel, type SourceBrands } from './source-data-panel.tsx';
import { useDownloads } from './use-downloads.ts';

/** `brands`: the page's brands, whose projects alone the panel lists. */
export function SourceDataLauncher({ brands }: { brands?: SourceBrands }) {
  const allowed = useCan(accessRules.sourceProjects);
  const canExport = useCanExport();
  const { filters } = useFilterSet();
  const [open, setOpen] = useState(false);
  const downloads = useDownloads();

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSourceDataShortcut(event)) return;
      event.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;
  return (
    <>
      <Tooltip title="Source Data (Ctrl+Shift+R)">
        <IconButton
          size="small"
          aria-label="Source Data"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <TableViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <SourceDataPanel
        open={open}
        onClose={() => setOpen(false)}
        payload={filterSetToPayload(filters)}
        brands={brands}
        canExport={canExport}
        downloads={downloads}
      />
    </>
  );
}
