// Pure helpers of saved views: what the firm no longer allows of a view's filters (spec doc 1 §4 pruning,
// told to the user), and a view's filters applied to the current page's query.
import {
  filterSetFromSearchParams,
  pruneFilterSet,
  type FilterAllowed,
  type FilterSet,
} from '@specpulse/contract';
import { FILTER_KEYS } from '../filters/filter-state.ts';

const missing = <T>(before: readonly T[], after: readonly T[]) => before.filter((v) => !after.includes(v));

/**
 * One text per filter value of `query` that pruning to `allowed` drops, e.g. 'category 12' or 'segments';
 * empty when the view opens as saved.
 */
export function droppedFilters(query: string, base: FilterSet, allowed: FilterAllowed): string[] {
  const raw = filterSetFromSearchParams(query, base);
  const kept = pruneFilterSet(raw, allowed);
  const dropped: string[] = [];
  const chosen = raw.categories.filter((c) => kept.categories.includes(c));
  // Pruning falls back to the defaults when nothing chosen is left: those were not in the view.
  for (const c of missing(raw.categories, chosen)) dropped.push(`category ${c}`);
  for (const s of missing(raw.subCategories, kept.subCategories)) dropped.push(`sub-category ${s}`);
  for (const s of missing(raw.segments, kept.segments)) dropped.push(`segment ${s}`);
  for (const r of missing(raw.regions, kept.regions)) dropped.push(`region ${r}`);
  // Without the feature a territory is not allowed; with it, one missing was deleted (goneTerritories).
  if (!allowed.hasfeature?.territories)
    for (const t of missing(raw.territories, kept.territories)) dropped.push(`territory ${t}`);
  const statuses = kept.projprodstatus.map((s) => s.value);
  for (const s of raw.projprodstatus.filter((s) => !statuses.includes(s.value)))
    dropped.push(`status ${s.name}`);
  if (raw.period_end !== kept.period_end) dropped.push(`period ${raw.period_end}`);
  if (raw.project_ids.trim() && !kept.project_ids.trim()) dropped.push('project ids');
  if (raw.adjacent_category !== null && kept.adjacent_category === null)
    dropped.push(`adjacent category ${raw.adjacent_category}`);
  raw.complex.forEach((entry, i) => {
    const after = kept.complex[i];
    for (const c of missing(entry.categories, after?.categories ?? []))
      dropped.push(`category ${c} of ${entry.name}`);
  });
  return [...new Set(dropped)];
}

/** How many of the view's territories no longer exist (deleted since it was saved); the view opens without them. */
export function goneTerritories(query: string, base: FilterSet, allowed: FilterAllowed): number {
  if (!allowed.hasfeature?.territories) return 0;
  const raw = filterSetFromSearchParams(query, base);
  return missing(raw.territories, pruneFilterSet(raw, allowed).territories).length;
}

/** The current query with its filter keys replaced by the view's (other keys of the page kept). */
export function withViewFilters(current: string, viewQuery: string): string {
  const out = new URLSearchParams(current);
  for (const key of FILTER_KEYS) out.delete(key);
  for (const [key, value] of new URLSearchParams(viewQuery))
    if (FILTER_KEYS.includes(key)) out.append(key, value);
  return out.toString();
}

/** Whether the query sets any filter (a page opened without one takes the default view). */
export const hasFilters = (search: string): boolean =>
  [...new URLSearchParams(search).keys()].some((key) => FILTER_KEYS.includes(key));
