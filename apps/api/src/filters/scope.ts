// The compiled filter set every analytics query receives: the window, and SQL predicates over the facts.
import type { RawBuilder } from 'kysely';
import type { FirmFilterScope } from './firm-scope.ts';
import type {
  ProjectSourceRow,
  SearchDimension,
  SearchSourceRow,
  SourceOptions,
  SpecDimension,
  SpecSourceRow,
} from './sources.ts';
import type { DateRange, WindowChoice } from './window.ts';

export interface FilterScope {
  /** The validated payload after normalisation (empty categories → the firm's default categories, …). */
  payload: import('@specpulse/contract').FilterPayload;
  /** Last day of the newest loaded data. */
  asOf: string;
  window: DateRange;
  previous: DateRange;
  /** 'month' for windows of 6 months or less, else 'quarter' (metrics.md). */
  periodGroup: 'month' | 'quarter';
  /** The caller firm's brands (brand id `show`). */
  firmBrandIds: number[];
  /**
   * WHERE predicate over spec_line rows aliased `alias` (default 'sl'), including the date range. With
   * `projectConditions: false` it leaves out the project ids and the advanced query: for the lines of a
   * project already found in scope, for which those hold (they depend on the project alone), so each
   * per-project lookup does not re-read their project list.
   */
  specWhere(
    alias?: string,
    range?: WindowChoice,
    options?: { projectConditions?: boolean },
  ): RawBuilder<boolean>;
  /** WHERE predicate over user_event rows aliased `alias` (default 'ue'): search events in scope. */
  searchWhere(alias?: string, range?: WindowChoice): RawBuilder<boolean>;
  /** WHERE predicate over user_event rows aliased `alias` (default 'ue') of any event type: the date range
   * only (metrics.md: categories and regions select searches, not views, downloads or vendor views). */
  eventWhere(alias?: string, range?: WindowChoice): RawBuilder<boolean>;
  /** The period_group label ('2026-03' or '2026-Q1') of a date expression (a `date`, not a timestamp:
   * for user_event use `eventDay(alias)`). */
  periodGroupOf(dateExpr: RawBuilder<unknown>): RawBuilder<string>;
  /** Normalised payload + firm scope + data version: the analytics cache key part. */
  cacheKey: string;

  /** The loaded data's version (part of cacheKey). */
  dataVersion: string;
  /** The firm's filter scope (enabled categories, defaults, features, firm brands, spec types). */
  firm: FirmFilterScope;
  /** Every period_group label of a range, oldest first, so series can show empty periods. */
  periodGroups(range?: Exclude<WindowChoice, 'none'>): string[];
  /** The event's calendar day in UTC (a `date`) of user_event rows aliased `alias` (default 'ue'). */
  eventDay(alias?: string): RawBuilder<string>;
  /**
   * Spec lines in scope, aggregated by `dimensions` (+ window_name) with `lines` and `quantity`: a
   * parenthesised derived table to alias, e.g. `db.selectFrom(scope.specSource('both', ['manufacturer_id']).as('s'))`.
   * Reads the smallest rollup that can apply the filter, or spec_line (project ids, advanced query, or
   * the `project_id` dimension). docs/metrics.md explains its use.
   */
  specSource<D extends SpecDimension>(
    range: WindowChoice,
    dimensions: readonly D[],
    options?: SourceOptions,
  ): RawBuilder<SpecSourceRow<D>>;
  /** Search events in scope, aggregated by `dimensions` (+ window_name) with `searches`. */
  searchSource<D extends SearchDimension>(
    range: WindowChoice,
    dimensions: readonly D[],
    options?: SourceOptions,
  ): RawBuilder<SearchSourceRow<D>>;
  /**
   * Distinct (month, project_id, segment_id, state_id) of the projects with spec lines in scope (a project
   * counts in a month when one of its lines that month is in the spec universe): the project rollup, or
   * spec_line when a status or sub-category filter needs the lines. For distinct-project figures.
   */
  projectSource(range: WindowChoice, options?: SourceOptions): RawBuilder<ProjectSourceRow>;
  /**
   * When the per-window product rollups and their histograms answer this payload's product figures (fresh
   * rollups; categories, sub-categories and open spec only): the predicate selecting the rows in scope of
   * `range` in those tables, aliased `alias`. Else null: read specSource / searchSource instead.
   */
  productWindowWhere(
    kind: 'spec' | 'search',
    alias: string,
    range: 'window' | 'previous',
  ): RawBuilder<boolean> | null;
  /**
   * When the spec value rollup (month × spec value × product filter columns) can apply the filter: the
   * predicate selecting its rows of `range` in scope, aliased `alias`. Else null: join the product lines of
   * specSource to product_spec_value instead.
   */
  specValueWhere(alias: string, range: WindowChoice): RawBuilder<boolean> | null;
  /** When the brand event rollup (month × brand × event type) is fresh: the predicate selecting its rows of
   * `range` aliased `alias` (eventWhere's events). Else null: read user_event with eventWhere. */
  eventBrandWhere(alias: string, range: WindowChoice): RawBuilder<boolean> | null;
  /** The table projectSource reads ('rollup_spec_project' or 'spec_line'). */
  projectSourceTable(): string;
  /** The table specSource would read for these dimensions ('spec_line' or a rollup table). */
  specSourceTable(dimensions: readonly SpecDimension[]): string;
  /** The table searchSource would read for these dimensions ('user_event' or a rollup table). */
  searchSourceTable(dimensions: readonly SearchDimension[]): string;
}
