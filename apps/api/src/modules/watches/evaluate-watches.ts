// Evaluates every watch for one data version (issue 43): each with its owner's firm scope and permissions as
// stored now, over the owner's saved view's filters (or the firm's defaults), recording its state and, when it
// fires, a notification. Idempotent: a watch evaluated at a version is not evaluated at it again.
import {
  allows,
  defaultFilterSet,
  filterSetFromSearchParams,
  filterSetToPayload,
  formatCount,
  formatDecimals,
  watchSubjectAccess,
  type SavedView,
} from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import type { MarketStore } from '../../db/market-store.ts';
import { AppError } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import { readDataVersion, type DataVersion } from '../../filters/dimensions.ts';
import type { FilterScope } from '../../filters/scope.ts';
import type { Actor } from '../../plugins/actor.ts';
import { findVisibleView } from '../views/views.queries.ts';
import { territoryLookup } from '../../filters/territories.ts';
import { watchLink } from './watch-link.ts';
import { lostProjects, marketNames, projectsSpecifying, shareMove } from './watch-rules.queries.ts';
import {
  recordEvaluation,
  watchesToEvaluate,
  type Evaluation,
  type WatchOwner,
  type WatchRow,
} from './watches.queries.ts';

export interface WatchDeps {
  database: Database;
  market: MarketStore;
}

/** The owner as a request of theirs would be: their firm's territories and fiscal year included. */
const actorOf = (owner: WatchOwner, dataVersion: DataVersion, database: Database): Actor => ({
  userId: owner.user_id,
  firmId: owner.firm_id,
  email: owner.email,
  isAdmin: owner.is_admin,
  isFirmAdmin: owner.is_firm_admin,
  permissions: owner.configuration?.permissions ?? {},
  firmConfiguration: owner.configuration,
  fiscalYearStart: owner.fiscal_year_start,
  impersonatorId: null,
  dataVersion,
  territories: territoryLookup(database.db),
});

/** The watch's figures as its owner would see them now: the scope, the view, and the brands or products. */
interface WatchContext {
  scope: FilterScope;
  view: SavedView | null;
  ids: readonly number[];
}

/**
 * The watch's context at `dataVersion`, or null when its owner may no longer see it (a permission or a view
 * gone, filters the firm no longer allows): such a watch is recorded as evaluated, and fires nothing.
 */
async function contextOf(
  deps: WatchDeps,
  watch: WatchRow,
  owner: WatchOwner,
  dataVersion: DataVersion,
): Promise<WatchContext | null> {
  const actor = actorOf(owner, dataVersion, deps.database);
  const holder = {
    is_admin: owner.is_admin,
    permissions: actor.permissions,
    features: owner.configuration?.hasfeature,
  };
  if (!allows(watchSubjectAccess[watch.subject], holder)) return null;
  let view: SavedView | null = null;
  if (watch.view_id !== null) {
    const found = await findVisibleView(
      deps.database.db,
      { userId: owner.user_id, firmId: owner.firm_id },
      watch.view_id,
    );
    if (!found) return null;
    view = found.view;
  }
  const filterSet = view ? filterSetFromSearchParams(view.query, defaultFilterSet) : defaultFilterSet;
  let scope: FilterScope;
  try {
    scope = await compileFilters(deps.market, actor, filterSetToPayload(filterSet));
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return null;
    throw e;
  }
  const ids = watch.subject === 'view' ? scope.firmBrandIds : watch.ids;
  // Lost needs our brands: without them every project of a competitor would count as lost.
  const ours = watch.rule === 'lost_to_competitor' ? scope.firmBrandIds : ids;
  return ids.length && ours.length ? { scope, view, ids } : null;
}

const unseen = (now: readonly number[], seen: readonly number[]) => {
  const before = new Set(seen);
  return now.filter((id) => !before.has(id));
};
const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;
const inView = (view: SavedView | null) => (view ? ` in "${view.name}"` : '');

/**
 * One watch at one version. `baseline`: a new or changed watch takes the projects it is on now as seen, so it
 * fires on what comes after, not on everything there already.
 */
export async function judgeWatch(
  watch: WatchRow,
  context: WatchContext,
  baseline: boolean,
): Promise<Evaluation> {
  const { scope, view, ids } = context;
  const productWatch = watch.subject === 'product';
  const names = () => marketNames(scope, productWatch ? 'product' : 'manufacturer', ids);

  if (watch.rule === 'share_moved') {
    if (baseline) return { conditionMet: false, seenProjectIds: null, fired: null };
    const move = await shareMove(scope, ids);
    const met = move !== null && Math.abs(move.change) >= watch.points;
    if (!met || watch.condition_met) return { conditionMet: met, seenProjectIds: null, fired: null };
    const message =
      `${(await names()).join(', ')}: spec share moved ${formatDecimals(move.change, 2, true)} pts` +
      ` (${formatDecimals(move.previous_percent, 2)}% to ${formatDecimals(move.current_percent, 2)}%)${inView(view)}`;
    return {
      conditionMet: true,
      seenProjectIds: null,
      fired: { message, ...watchLink(watch, view, scope, []), hits: move.project_ids },
    };
  }

  const now =
    watch.rule === 'newly_specified'
      ? await projectsSpecifying(scope, productWatch ? 'product_id' : 'manufacturer_id', ids)
      : await lostProjects(scope, {
          ours: scope.firmBrandIds,
          competitors: ids.filter((id) => !scope.firmBrandIds.includes(id)),
        });
  const fresh = baseline || watch.seen_project_ids === null ? [] : unseen(now, watch.seen_project_ids);
  if (!fresh.length) return { conditionMet: false, seenProjectIds: now, fired: null };
  const message =
    watch.rule === 'newly_specified'
      ? `${(await names()).join(', ')}: newly specified on ${plural(fresh.length, 'project')}${inView(view)}`
      : `${plural(fresh.length, 'project')} lost to ${(await names()).join(', ')}${inView(view)}`;
  return {
    conditionMet: true,
    seenProjectIds: now,
    fired: { message, ...watchLink(watch, view, scope, fresh), hits: fresh },
  };
}

/** Evaluates one watch of `owner` at `dataVersion` and records it (null: it was evaluated there already). */
export async function evaluateWatch(
  deps: WatchDeps,
  watch: WatchRow,
  owner: WatchOwner,
  dataVersion: DataVersion,
  baseline = watch.evaluated_version === null,
): Promise<'fired' | 'quiet' | null> {
  const context = await contextOf(deps, watch, owner, dataVersion);
  const evaluation: Evaluation = context
    ? await judgeWatch(watch, context, baseline)
    : { conditionMet: watch.condition_met, seenProjectIds: watch.seen_project_ids, fired: null };
  return recordEvaluation(deps.database.db, watch, dataVersion.version, evaluation);
}

/**
 * Evaluates every watch not yet evaluated at `dataVersion` (default: the current one). Running it twice for one
 * version changes nothing the second time. A watch that fails is left for the next run and the others go on;
 * the first failure is thrown at the end.
 */
export async function evaluateWatches(
  deps: WatchDeps,
  dataVersion?: DataVersion,
): Promise<{ evaluated: number; fired: number }> {
  const version = dataVersion ?? (await readDataVersion(deps.database));
  const result = { evaluated: 0, fired: 0 };
  if (version.version === 'none') return result;
  let failure: unknown = null;
  for (const { watch, owner } of await watchesToEvaluate(deps.database.db, version.version)) {
    try {
      const recorded = await evaluateWatch(deps, watch, owner, version);
      if (recorded) result.evaluated++;
      if (recorded === 'fired') result.fired++;
    } catch (e) {
      failure ??= e;
    }
  }
  if (failure) throw failure;
  return result;
}
