// The account menu of the top bar: Settings, Administration (admins), DeImpersonate (impersonating), the colour
// scheme (System, Light, Dark) and Logout.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import { useSnackbar } from 'notistack';
import { useAuth } from '../session/session-context.tsx';
import { deimpersonate } from '../api/admin-api.ts';
import { ApiError } from '../api/client.ts';

/** The colour schemes offered: the system's (the default), or one kept whatever the system says. */
export const colorModes = [
  { mode: 'system', label: 'System theme' },
  { mode: 'light', label: 'Light theme' },
  { mode: 'dark', label: 'Dark theme' },
] as const;

/** Radio items: the menu stays open, so the change is seen and another can be tried. */
function ColorModeItems() {
  const { mode, setMode } = useColorScheme();
  return colorModes.map(({ mode: option, label }) => {
    const checked = (mode ?? 'system') === option;
    return (
      <MenuItem key={option} role="menuitemradio" aria-checked={checked} onClick={() => setMode(option)}>
        <ListItemIcon>{checked && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  });
}

export function UserMenu() {
  const { user, isAdmin, isImpersonating, signOut, switchToken } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const close = () => setAnchor(null);

  const logout = () => {
    close();
    signOut();
    void navigate('/login', { replace: true });
  };
  const endImpersonation = async () => {
    close();
    try {
      const { token } = await deimpersonate();
      switchToken(token);
      void navigate('/admin');
    } catch (e) {
      enqueueSnackbar(e instanceof ApiError ? e.message : String(e), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {name}
      </Typography>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar src={user.avatar || undefined} alt={name} sx={{ width: 34, height: 34 }}>
          {user.first_name.charAt(0)}
          {user.last_name.charAt(0)}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            close();
            void navigate('/settings');
          }}
        >
          Settings
        </MenuItem>
        {isAdmin && (
          <MenuItem
            onClick={() => {
              close();
              void navigate('/admin');
            }}
          >
            Administration
          </MenuItem>
        )}
        {isImpersonating && <MenuItem onClick={() => void endImpersonation()}>DeImpersonate</MenuItem>}
        <Divider />
        <ColorModeItems />
        <Divider />
        <MenuItem onClick={logout}>Logout</MenuItem>
      </Menu>
    </Box>
  );
}
