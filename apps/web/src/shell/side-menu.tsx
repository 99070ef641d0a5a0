// The nested left menu: locked items say why and link nowhere; internal items hidden without `internal`. Drawn
// from the firm configuration, so it redraws when the configuration reloads (session/session-context.tsx).
// A list of items (li) for screen readers, one of them the current page.
import { createContext, useContext } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { messages } from '@specpulse/contract';
import { useAccessHolder } from '../session/access.ts';
import { useBranding } from '../app/branding.tsx';
import { sharedFilterQuery } from '../filters/filter-state.ts';
import {
  currentMenuPath,
  isUnlocked,
  menu,
  menuLeaves,
  visibleEntries,
  type MenuEntry,
  type MenuGroup,
  type MenuLeaf,
} from './menu-items.ts';
import { useMenuGroupOpen } from './menu-groups-memory.ts';

/** The `to` of the one current item (see currentMenuPath). */
const CurrentPath = createContext<string | null>(null);

const lockIcon = (
  <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
    <LockOutlined fontSize="small" titleAccess="Locked" />
  </ListItemIcon>
);

/** The locked-item text, with the deployment's support address when it has one. */
function useLockedText(): string {
  const { support_email } = useBranding();
  return support_email ? messages.lockedFeatureContact(support_email) : messages.lockedFeature;
}

function LeafItem({ leaf, depth, unlocked }: { leaf: MenuLeaf; depth: number; unlocked: boolean }) {
  const { search } = useLocation();
  const lockedText = useLockedText();
  const current = useContext(CurrentPath);
  const sx = { pl: 2 + depth * 2, py: 0.5 };
  if (!unlocked) {
    return (
      <Tooltip title={lockedText} placement="right" describeChild>
        <ListItemButton
          component="a"
          href="#"
          aria-disabled="true"
          data-locked="true"
          onClick={(e) => e.preventDefault()}
          sx={{ ...sx, opacity: 0.6 }}
        >
          <ListItemText primary={leaf.label} />
          {lockIcon}
        </ListItemButton>
      </Tooltip>
    );
  }
  const active = current === leaf.to;
  return (
    <ListItemButton
      component={RouterLink}
      to={{ pathname: leaf.to, search: sharedFilterQuery(search) }}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={sx}
    >
      <ListItemText primary={leaf.label} />
    </ListItemButton>
  );
}

function GroupItem({ group, depth }: { group: MenuGroup; depth: number }) {
  const holder = useAccessHolder();
  const lockedText = useLockedText();
  // Groups start open (the menu is short, and locked items should be seen and explained too); the ones the
  // user closes stay closed on their next visit.
  const [open, toggle] = useMenuGroupOpen(group.label);
  const unlocked = isUnlocked(group, holder);
  const header = (
    <ListItemButton
      onClick={toggle}
      aria-expanded={open}
      data-locked={unlocked ? undefined : 'true'}
      sx={{ pl: 2 + depth * 2, py: 0.75 }}
    >
      <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
      {!unlocked && lockIcon}
      {open ? <ExpandLess /> : <ExpandMore />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {unlocked ? (
        header
      ) : (
        <Tooltip title={lockedText} placement="right" describeChild>
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto">
        <MenuList entries={group.children} depth={depth + 1} />
      </Collapse>
    </ListItem>
  );
}

function MenuList({ entries, depth }: { entries: MenuEntry[]; depth: number }) {
  const holder = useAccessHolder();
  return (
    <List disablePadding dense>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <ListItem key={`${entry.label}${entry.to}`} disablePadding>
            <LeafItem leaf={entry} depth={depth} unlocked={isUnlocked(entry, holder)} />
          </ListItem>
        ) : (
          <GroupItem key={entry.label} group={entry} depth={depth} />
        ),
      )}
    </List>
  );
}

export function SideMenu() {
  const holder = useAccessHolder();
  const { pathname } = useLocation();
  const entries = visibleEntries(menu, holder);
  const unlockedLeaves = menuLeaves(entries).filter((leaf) => isUnlocked(leaf, holder));
  return (
    <nav aria-label="Main menu">
      <CurrentPath.Provider value={currentMenuPath(pathname, unlockedLeaves)}>
        <MenuList entries={entries} depth={0} />
      </CurrentPath.Provider>
    </nav>
  );
}
