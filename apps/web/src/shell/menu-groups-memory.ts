// Which menu groups the user closed, kept in this browser's storage so the menu comes back as they left it
// (the portal keeps no per-user display settings on the server). Groups start open.
import { useCallback, useState } from 'react';

export const CLOSED_MENU_GROUPS_KEY = 'specpulse.menu.closed-groups';

function readClosed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CLOSED_MENU_GROUPS_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((g): g is string => typeof g === 'string') : []);
  } catch {
    // Unreadable (edited by hand, or storage refused): every group open.
    return new Set();
  }
}

/** Whether the group named `label` is open, and its toggle, which remembers the new state. */
export function useMenuGroupOpen(label: string): [boolean, () => void] {
  const [open, setOpen] = useState(() => !readClosed().has(label));
  const toggle = useCallback(() => {
    setOpen((was) => {
      // Read again: another group may have changed the stored list since this one rendered.
      const closed = readClosed();
      if (was) closed.add(label);
      else closed.delete(label);
      try {
        localStorage.setItem(CLOSED_MENU_GROUPS_KEY, JSON.stringify([...closed]));
      } catch {
        // Storage refused (private mode, full): the menu still toggles for this visit.
      }
      return !was;
    });
  }, [label]);
  return [open, toggle];
}
