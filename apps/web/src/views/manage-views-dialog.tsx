// Managing views: watch one, rename, take the current filters, share or unshare, delete (own views), and the
// default view.
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Radio,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { SavedView, ViewList } from '@specpulse/contract';
import { useViewChanges } from './use-views.ts';
import { ViewNameDialog } from './view-name-dialog.tsx';
import { DigestSubscribeDialog } from '../digests/digest-subscribe-dialog.tsx';
import { WatchButton } from '../watches/watch-button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

export function ManageViewsDialog({ list, onClose }: { list: ViewList; onClose: () => void }) {
  const { pathname, search } = useLocation();
  const { update, remove, setDefault } = useViewChanges();
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  // A deleted view cannot be brought back: the delete button asks first.
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [digestOf, setDigestOf] = useState<SavedView | null>(null);
  const busy = update.isPending || remove.isPending || setDefault.isPending;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="manage-views-title">
      <DialogTitle id="manage-views-title">Manage views</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Views">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Page</TableCell>
              <TableCell>Owner</TableCell>
              <TableCell>Shared</TableCell>
              <TableCell>Default</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.views.map((view) => (
              <TableRow key={view.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{view.name}</TableCell>
                <TableCell>{view.path}</TableCell>
                <TableCell>{view.mine ? 'Me' : view.owner_name}</TableCell>
                <TableCell>
                  <Switch
                    size="small"
                    checked={view.shared}
                    disabled={!view.mine || busy}
                    onChange={(e) => update.mutate({ id: view.id, shared: e.target.checked })}
                    slotProps={{ input: { 'aria-label': `Share ${view.name}` } }}
                  />
                </TableCell>
                <TableCell>
                  <Radio
                    size="small"
                    checked={view.id === list.default_view_id}
                    disabled={busy}
                    onClick={() => setDefault.mutate(view.id === list.default_view_id ? null : view.id)}
                    slotProps={{ input: { 'aria-label': `Default view ${view.name}` } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Send me this view as a digest">
                    <IconButton
                      size="small"
                      aria-label={`Send me ${view.name} as a digest`}
                      onClick={() => setDigestOf(view)}
                    >
                      <MailOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <WatchButton
                    compact
                    target={{ subject: 'view', ids: [], viewId: view.id, name: view.name }}
                  />
                  {view.mine && (
                    <>
                      <Tooltip title="Rename">
                        <IconButton
                          size="small"
                          aria-label={`Rename ${view.name}`}
                          onClick={() => setRenaming(view)}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Replace with the current page and filters">
                        <IconButton
                          size="small"
                          aria-label={`Use current filters for ${view.name}`}
                          disabled={busy}
                          onClick={() =>
                            update.mutate({ id: view.id, path: pathname, query: search.replace(/^\?/, '') })
                          }
                        >
                          <FilterAltOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label={`Delete ${view.name}`}
                          disabled={busy}
                          onClick={() => setDeleting(view)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {deleting && (
        <ConfirmDialog
          id="delete-view-title"
          title="Delete view?"
          text={`'${deleting.name}' will be deleted${deleting.shared ? ' for everyone it is shared with' : ''}. This cannot be undone.`}
          action="Delete"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
      {digestOf && (
        <DigestSubscribeDialog viewId={digestOf.id} name={digestOf.name} onClose={() => setDigestOf(null)} />
      )}
      {renaming && (
        <ViewNameDialog
          title="Rename view"
          initialName={renaming.name}
          busy={update.isPending}
          onClose={() => setRenaming(null)}
          onSubmit={(name) =>
            update.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
    </Dialog>
  );
}
