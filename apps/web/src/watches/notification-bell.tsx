// The bell of the top bar (issue 43): the number of unread notifications and their list (what fired, when, a
// link to the page with the filters that show it). Opening one marks it read; 'Mark all read' marks them all.
// The list is the portal's, so it is the same after signing out and in again.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { Notification } from '@specpulse/contract';
import { useNotifications, useReadNotifications } from './use-watches.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const linkOf = (n: Notification) => (n.query ? `${n.path}?${n.query}` : n.path);

export function NotificationBell() {
  const { data } = useNotifications();
  const read = useReadNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = data?.unread ?? 0;
  const notifications = data?.notifications ?? [];
  const close = () => setAnchor(null);
  const label = `Notifications, ${unread} unread`;

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'notification-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="notification-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': 'Notifications' }, paper: { sx: { maxWidth: 440 } } }}
      >
        <MenuItem
          disabled={unread === 0 || read.isPending}
          onClick={() => {
            read.mutate(null);
            close();
          }}
        >
          Mark all read
        </MenuItem>
        <Divider />
        {notifications.length === 0 && <MenuItem disabled>No notifications yet</MenuItem>}
        {notifications.map((n) => (
          <MenuItem
            key={n.id}
            component={RouterLink}
            to={linkOf(n)}
            onClick={() => {
              if (!n.read) read.mutate(n.id);
              close();
            }}
            data-unread={n.read ? 'false' : 'true'}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={n.message}
              secondary={`${when(n.created_at)}${n.read ? '' : ' · unread'}`}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
