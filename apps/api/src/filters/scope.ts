// The compiled filter set every analytics query receives: the window, and SQL predicates over the facts.
import type { Kysely, RawBuilder } from 'kysely';
import type { MarketDB } from '../db/market-schema.ts';
import type { FirmFilterScope } from './firm-scope.ts';
import type {
  ProjectSourceRow,
  SearchDimension,
  SearchSourceRow,
  SpecDimension,
  SpecSourceRow,
} from './sources.ts';
import type { DateRange, WindowChoice } from './window.ts';

export interface FilterScope {
  /** The market snapshot of the data version these filters were compiled against. */
  db: Kysely<MarketDB>;
  /** The validated payload after normalisation (empty categories → the firm's default categories, …). */
  payload: import('@specpulse/contract').FilterPayload;
  /** Last day of the newest loaded data. */
  asOf: string;
  window: DateRange;
  previous: DateRange;
  /** First day the facts cover. */
  dataFrom: string;
  /**
   * The previous window lies within the data: growth against it is a figure. When it starts before the data
   * (a long window on a short history), growth is null and the pages show '—' (issue 28).
   */
  previousCovered: boolean;
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
   * docs/metrics.md explains its use.
   */
  specSource<D extends SpecDimension>(
    range: WindowChoice,
    dimensions: readonly D[],
  ): RawBuilder<SpecSourceRow<D>>;
  /** Search events in scope, aggregated by `dimensions` (+ window_name) with `searches`. */
  searchSource<D extends SearchDimension>(
    range: WindowChoice,
    dimensions: readonly D[],
  ): RawBuilder<SearchSourceRow<D>>;
  /**
   * Distinct (month, project_id, segment_id, state_id) of the projects with spec lines in scope (a project
   * counts in a month when one of its lines that month is in the spec universe). For distinct-project figures.
   */
  projectSource(range: WindowChoice): RawBuilder<ProjectSourceRow>;
}
