// The compiled filter set every analytics query receives: the window, and SQL predicates over the facts.
import type { RawBuilder } from 'kysely';

export interface DateRange {
  /** First day, inclusive, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, inclusive, 'YYYY-MM-DD'. */
  end: string;
}

export type WindowChoice = 'window' | 'previous' | 'both' | 'none';

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
  /** WHERE predicate over spec_line rows aliased `alias` (default 'sl'), including the date range. */
  specWhere(alias?: string, range?: WindowChoice): RawBuilder<boolean>;
  /** WHERE predicate over user_event rows aliased `alias` (default 'ue'): search events in scope. */
  searchWhere(alias?: string, range?: WindowChoice): RawBuilder<boolean>;
  /** The period_group label ('2026-03' or '2026-Q1') of a date expression. */
  periodGroupOf(dateExpr: RawBuilder<unknown>): RawBuilder<string>;
  /** Normalised payload + firm scope + data version: the analytics cache key part. */
  cacheKey: string;
}
