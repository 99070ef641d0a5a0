// The filter bar's Views menu (issue 30, savefilters flag): save the current filters as a view, open one of
// the user's own or of those shared in the firm, and manage them. Absent without the flag.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSnackbar } from 'notistack';
import { Button, Divider, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import { messages, type SavedView } from '@specpulse/contract';
import { ManageViewsDialog } from './manage-views-dialog.tsx';
import { useDefaultView } from './use-default-view.ts';
import { useOpenView } from './use-open-view.ts';
import { useCanSaveViews, useViewChanges, useViewList } from './use-views.ts';
import { ViewNameDialog } from './view-name-dialog.tsx';

export function ViewsMenu() {
  const allowed = useCanSaveViews();
  const list = useViewList();
  useDefaultView(list);
  const { pathname, search } = useLocation();
  const openView = useOpenView();
  const { create } = useViewChanges();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  if (!allowed) return null;

  const views = list?.views ?? [];
  const own = views.filter((v) => v.mine);
  const shared = views.filter((v) => !v.mine);
  const close = () => setAnchor(null);
  const open = (view: SavedView) => {
    close();
    openView(view);
  };
  const item = (view: SavedView) => (
    <MenuItem key={view.id} onClick={() => open(view)}>
      <ListItemText
        primary={view.name}
        secondary={`${view.path}${view.mine ? '' : ` · ${view.owner_name}`}${view.id === list?.default_view_id ? ' · default' : ''}`}
      />
    </MenuItem>
  );

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Views
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { dense: true } }}>
        <MenuItem
          onClick={() => {
            close();
            setDialog('save');
          }}
        >
          Save current filters as a view
        </MenuItem>
        <Divider />
        {/* A menu holds menu items, groups and separators only: the headings are named separators. */}
        <ListSubheader role="separator" aria-label="My views">
          My views
        </ListSubheader>
        {own.length ? own.map(item) : <MenuItem disabled>No views saved yet</MenuItem>}
        {shared.length > 0 && (
          <ListSubheader role="separator" aria-label="Shared in my firm">
            Shared in my firm
          </ListSubheader>
        )}
        {shared.map(item)}
        <Divider />
        <MenuItem
          disabled={views.length === 0}
          onClick={() => {
            close();
            setDialog('manage');
          }}
        >
          Manage views
        </MenuItem>
      </Menu>
      {dialog === 'save' && (
        <ViewNameDialog
          title="Save view"
          withShare
          busy={create.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(name, isShared) =>
            create.mutate(
              { name, path: pathname, query: search.replace(/^\?/, ''), shared: isShared },
              {
                onSuccess: (view) => {
                  setDialog(null);
                  enqueueSnackbar(messages.viewSaved(view.name), { variant: 'success' });
                },
              },
            )
          }
        />
      )}
      {dialog === 'manage' && list && <ManageViewsDialog list={list} onClose={() => setDialog(null)} />}
    </>
  );
}
