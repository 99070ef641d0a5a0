// The left menu, derived from the page registry (app/pages.ts): nested groups of the pages that have a menu
// place, each item with its page's access rule.
import { accessRules, allows, unmetAccess, type Access } from '@specpulse/contract';
import { menuPathOf, pages, type PageEntry } from '../app/pages.ts';
import { isInternalOnly, type AccessHolder } from '../session/access.ts';

export interface MenuLeaf {
  kind: 'item';
  label: string;
  to: string;
  access: Access;
}
export interface MenuGroup {
  kind: 'group';
  label: string;
  children: MenuEntry[];
}
export type MenuEntry = MenuLeaf | MenuGroup;

/** The registry's menu pages, top-level items and groups in the order of their first page. */
export function menuOf(entries: readonly PageEntry[]): MenuEntry[] {
  const menu: MenuEntry[] = [];
  const groups = new Map<string, MenuGroup>();
  for (const entry of entries) {
    if (!entry.menu) continue;
    const leaf: MenuLeaf = {
      kind: 'item',
      label: entry.menu.label ?? entry.title,
      to: menuPathOf(entry),
      access: entry.access,
    };
    const name = entry.menu.group;
    if (name === undefined) {
      menu.push(leaf);
      continue;
    }
    let group = groups.get(name);
    if (!group) {
      group = { kind: 'group', label: name, children: [] };
      groups.set(name, group);
      menu.push(group);
    }
    group.children.push(leaf);
  }
  return menu;
}

export const menu: MenuEntry[] = menuOf(pages);

export function isUnlocked(entry: MenuEntry, holder: AccessHolder | null): boolean {
  if (entry.kind === 'item') return allows(entry.access, holder);
  return entry.children.some((child) => isUnlocked(child, holder));
}

/**
 * A feature the firm does not have (territories): an area it never bought, not a page to unlock; and the firm's
 * administration (API keys) for a user who is not its firm admin: a role, not a page to unlock either.
 */
const notTheirs = (access: Access, holder: AccessHolder | null) => {
  const unmet = unmetAccess(access, holder);
  return unmet === 'firmAdmin' || (typeof unmet === 'object' && unmet !== null && 'feature' in unmet);
};

/**
 * Hidden: internal-only items without the internal permission, items of a firm feature the firm lacks, the
 * firm's administration for users who are not firm admins, and groups with nothing left to show. Items behind
 * a permission the user lacks show locked.
 */
export function visibleEntries(entries: MenuEntry[], holder: AccessHolder | null): MenuEntry[] {
  const hasInternal = allows(accessRules.internal, holder);
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'item')
      return (!hasInternal && isInternalOnly(entry.access)) || notTheirs(entry.access, holder) ? [] : [entry];
    const children = visibleEntries(entry.children, holder);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function menuLeaves(entries: MenuEntry[] = menu): MenuLeaf[] {
  return entries.flatMap((entry) => (entry.kind === 'item' ? [entry] : menuLeaves(entry.children)));
}

/** Where forbidden paths land: the first unlocked menu path, or null (→ /nomatch). */
export function firstUnlockedPath(holder: AccessHolder | null): string | null {
  return menuLeaves().find((leaf) => allows(leaf.access, holder))?.to ?? null;
}

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The one menu item a path belongs to: the longest item path it is, or lies under (/brands/drill/3 is Brand
 * Drilldown, not Top Brands as well); null when none.
 */
export function currentMenuPath(pathname: string, leaves: readonly MenuLeaf[] = menuLeaves()): string | null {
  const here = normalisePath(pathname);
  let best: string | null = null;
  for (const { to } of leaves) {
    const path = normalisePath(to);
    const inside = path === '/' ? here === '/' : here === path || here.startsWith(`${path}/`);
    if (inside && (best === null || path.length > normalisePath(best).length)) best = to;
  }
  return best;
}
