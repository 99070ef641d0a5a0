// The user's watches: what each watches and with which rule, when it last fired; add, change (rule, points,
// view) and delete; 'Export for CRM' writes the lead list of the projects that made it fire (issue 44).
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  MAX_WATCHES_PER_USER,
  accessRules,
  formatCount,
  watchRuleLabels,
  type Watch,
} from '@specpulse/contract';
import { useCanWatch, useWatchChanges, useWatches } from '../../watches/use-watches.ts';
import { WatchDialog } from '../../watches/watch-dialog.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ExportLock } from '../../components/export/export-lock.tsx';
import { useCan } from '../../session/access.ts';
import { CrmExportButton } from '../../source-data/crm-export.tsx';
import { useDownloads } from '../../source-data/use-downloads.ts';
import { watchHitsCrm, watchHitsPayload } from '../../watches/watch-hits-crm.ts';

const describe = (w: Watch) =>
  [
    w.rule === 'share_moved' ? `${watchRuleLabels[w.rule]} by ${w.points} pts` : watchRuleLabels[w.rule],
    w.view_name && w.subject !== 'view' ? `in "${w.view_name}"` : null,
    w.fired_at ? `last fired ${new Date(w.fired_at).toLocaleDateString()}` : 'not fired yet',
    w.hits ? `${formatCount(w.hits)} project${w.hits === 1 ? '' : 's'} then` : null,
  ]
    .filter(Boolean)
    .join(' · ');

export function WatchesSection() {
  const allowed = useCanWatch();
  const watches = useWatches();
  const { remove } = useWatchChanges();
  // The Source Data files' rule, as the server's: the export flag, and projects not hidden.
  const canExport = useCan(accessRules.sourceExport);
  const downloads = useDownloads();
  const [editing, setEditing] = useState<Watch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Watch | null>(null);
  if (!allowed) return <Typography>Watches need the brands or products permission.</Typography>;
  if (watches.isPending) return <Skeleton variant="rectangular" height={80} />;
  if (watches.isError) return <Alert severity="error">{watches.error.message}</Alert>;
  const list = watches.data;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {list.length} of at most {MAX_WATCHES_PER_USER} watches. A watch is checked when new data arrives.
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={list.length >= MAX_WATCHES_PER_USER}
          onClick={() => setEditing('new')}
        >
          Add a watch
        </Button>
      </Box>
      {list.length === 0 ? (
        <Typography sx={{ mt: 1 }}>
          No watches yet: add one here, or with Watch on a brand, a product or a saved view.
        </Typography>
      ) : (
        <List dense aria-label="My watches">
          {list.map((w) => (
            <ListItem key={w.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={w.label} secondary={describe(w)} />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <ExportLock
                  allowed={canExport}
                  title={w.hits ? undefined : 'Available once the watch has fired on projects'}
                  control={
                    <CrmExportButton
                      label={`Export for CRM the leads of the watch on ${w.label}`}
                      download={watchHitsCrm(w)}
                      onDownload={(d) => downloads.start(d, watchHitsPayload())}
                      disabled={w.hits === 0}
                    />
                  }
                />
                <Tooltip title="Change">
                  <IconButton
                    size="small"
                    aria-label={`Change the watch on ${w.label}`}
                    onClick={() => setEditing(w)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    size="small"
                    aria-label={`Delete the watch on ${w.label}`}
                    onClick={() => setDeleting(w)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {editing === 'new' && <WatchDialog onClose={() => setEditing(null)} />}
      {editing !== null && editing !== 'new' && (
        <WatchDialog watch={editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          id="delete-watch-title"
          title={`Delete the watch on ${deleting.label}?`}
          text="It stops firing; its past notifications stay."
          action="Delete"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </Box>
  );
}
