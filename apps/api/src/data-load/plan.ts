// The plan of a data set (market, firms, projects, calibrated shares): computed once by the load and once
// more, identically, by the events worker, which generates the events beside the spec lines.
import {
  calibrateDepth,
  calibrateShares,
  dataRange,
  Loyalty,
  placeAbroad,
  planFirms,
  planMarket,
  planProjects,
  type ScaleParams,
} from '@specpulse/demo-data';

/**
 * `forEvents`: the plan of the events worker, which skips the spec lines' calibration (the events read the
 * planned shares, the share paths and the projects, never the calibrated spec weights or depth).
 */
export function planDataSet(params: ScaleParams, seed: number, end: string, forEvents = false) {
  const range = dataRange(end, params.historyYears);
  // Projects, lines and events are given per three years: a longer history has proportionally more (the
  // newest three years span twice the days from the trends' clock to the end).
  const newestThreeYears = 2 * (range.days - range.clockOffset);
  const perHistory = (n: number) => Math.round((n * range.days) / newestThreeYears);
  const market = planMarket(params, seed, range);
  const firms = planFirms(params, seed, market.brands);
  const projects = planProjects(perHistory(params.projects), seed, range, firms);
  placeAbroad(firms, projects, seed);
  const loyalty = new Loyalty(seed);
  const specContext = { market, projects, range, seed, loyalty };
  const depth = forEvents ? 0 : calibrateDepth(specContext, params.specLines / params.projects);
  if (!forEvents) calibrateShares(specContext, depth);
  return { range, market, firms, projects, loyalty, specContext, depth, events: perHistory(params.events) };
}
