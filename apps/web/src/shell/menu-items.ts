// The left menu: nested groups of the spec's screens, each item with the access rule of its route.
import type { Access } from '@specpulse/contract';
import { access, canOpen, isInternalOnly, type AccessHolder } from '../session/access.ts';

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

const item = (label: string, to: string, rule: Access): MenuLeaf => ({
  kind: 'item',
  label,
  to,
  access: rule,
});
const group = (label: string, children: MenuEntry[]): MenuGroup => ({ kind: 'group', label, children });

export const menu: MenuEntry[] = [
  item('Dashboard', '/', access.brandsOrProducts),
  group('Brands', [
    item('Top Brands', '/brands/', access.brands),
    item('Brand Drilldown', '/brands/drill/', access.brands),
  ]),
  group('Products', [
    item('Top Products', '/products/', access.products),
    item('Product Drilldown', '/products/drill/', access.products),
  ]),
  group('Insights', [
    item('Patterns', '/patterns/', access.internal),
    item('Spec Attributes', '/specattribute/', access.internal),
    item('Adjacency', '/adjacency/', access.internal),
    item('Categories', '/category/', access.internal),
    item('Category Rank', '/brandrank/', access.internal),
  ]),
  group('Brand Summaries', [
    item('Brands List', '/brandsummary/', access.internal),
    item('Top Brands', '/brandsummary/topbrands/', access.internal),
    item('Brand Drill', '/brandsummary/branddrill/', access.internal),
    item('Event Summary', '/brandeventsummary/', access.internal),
  ]),
  group('Firms', [
    item('Firm Users', '/firm/', access.internal),
    item('Firm Emails', '/firm/emails/', access.internal),
  ]),
  group('Maps', [
    item('Specs', '/map/specs', access.internal),
    item('Offices', '/map/offices', access.internal),
    item('Projects', '/map/projects', access.internal),
    item('Searches', '/map/searches', access.internal),
  ]),
];

export function isUnlocked(entry: MenuEntry, holder: AccessHolder | null): boolean {
  if (entry.kind === 'item') return canOpen(entry.access, holder);
  return entry.children.some((child) => isUnlocked(child, holder));
}

/** Hidden: internal-only items without the internal permission, and groups with nothing left to show. */
export function visibleEntries(entries: MenuEntry[], holder: AccessHolder | null): MenuEntry[] {
  const hasInternal = holder?.permissions.internal === true;
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'item') return !hasInternal && isInternalOnly(entry.access) ? [] : [entry];
    const children = visibleEntries(entry.children, holder);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function menuLeaves(entries: MenuEntry[] = menu): MenuLeaf[] {
  return entries.flatMap((entry) => (entry.kind === 'item' ? [entry] : menuLeaves(entry.children)));
}

/** Where unknown and forbidden paths land: the first unlocked menu path, or null (→ /nomatch). */
export function firstUnlockedPath(holder: AccessHolder | null): string | null {
  return menuLeaves().find((leaf) => canOpen(leaf.access, holder))?.to ?? null;
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
