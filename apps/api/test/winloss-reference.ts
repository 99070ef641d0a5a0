// Test support: the Win / Loss figures of docs/metrics.md in plain JavaScript over the reference spec lines, the
// reference the module's SQL is checked against.
import { specRateBand, type FirmSpecRateRow, type Outcome } from '@specpulse/contract';
import type { ReferenceSpecLine } from './filter-reference.ts';
import { pct } from './market-reference.ts';

export interface ReferenceContest {
  ours: readonly number[];
  competitors: readonly number[];
}

/** The leading brands of the lines other than ours in the categories ours are in: most lines first, then by id. */
export function leadingCompetitorsReference(
  lines: readonly ReferenceSpecLine[],
  ours: readonly number[],
  n: number,
) {
  // Only the categories ours are specified in, unless ours have no line at all.
  const ourCategories = new Set(
    lines.filter((l) => ours.includes(l.manufacturer_id)).map((l) => l.category_id),
  );
  const counts = new Map<number, number>();
  for (const l of lines)
    if (!ours.includes(l.manufacturer_id) && (ourCategories.size === 0 || ourCategories.has(l.category_id)))
      counts.set(l.manufacturer_id, (counts.get(l.manufacturer_id) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, n)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

export interface StandingReference {
  lines: number;
  spec_percent: number;
  rank: number | null;
  projects: number;
  growth: number;
}

/** Per brand key (0 = ours as one, else a brand id): share, rank among brands with a line, projects, growth. */
export function standingReference(
  window: readonly ReferenceSpecLine[],
  previous: readonly ReferenceSpecLine[],
  ours: readonly number[],
): { totalBrands: number; of: (key: number) => StandingReference } {
  const keyOf = (id: number) => (ours.includes(id) ? 0 : id);
  const tally = (lines: readonly ReferenceSpecLine[]) => {
    const m = new Map<number, number>();
    for (const l of lines) m.set(keyOf(l.manufacturer_id), (m.get(keyOf(l.manufacturer_id)) ?? 0) + 1);
    return m;
  };
  const cur = tally(window);
  const prev = tally(previous);
  const projects = new Map<number, Set<number>>();
  for (const l of window) {
    const set = projects.get(keyOf(l.manufacturer_id)) ?? new Set<number>();
    set.add(l.project_id);
    projects.set(keyOf(l.manufacturer_id), set);
  }
  return {
    totalBrands: cur.size,
    of(key) {
      const n = cur.get(key) ?? 0;
      const higher = [...cur.values()].filter((v) => v > n).length;
      return {
        lines: n,
        spec_percent: pct(n, window.length),
        rank: n > 0 ? higher + 1 : null,
        projects: projects.get(key)?.size ?? 0,
        growth: pct(n, window.length) - pct(prev.get(key) ?? 0, previous.length),
      };
    },
  };
}

/** One project's contest: we, a competitor, both in one category; its segment and state. */
export interface ProjectContest {
  us: boolean;
  them: boolean;
  /** Some category of the project has a line of ours and one of a competitor. */
  both: boolean;
  segment: number;
  state: number;
}

/** Per project of the lines with ours or a competitor: who is specified, and in which categories. */
export function projectOutcomesReference(lines: readonly ReferenceSpecLine[], contest: ReferenceContest) {
  const cells = new Map<string, { us: boolean; them: boolean; line: ReferenceSpecLine }>();
  for (const l of lines) {
    const us = contest.ours.includes(l.manufacturer_id);
    const them = contest.competitors.includes(l.manufacturer_id);
    if (!us && !them) continue;
    const key = `${l.project_id}:${l.category_id}`;
    const cell = cells.get(key) ?? { us: false, them: false, line: l };
    cell.us ||= us;
    cell.them ||= them;
    cells.set(key, cell);
  }
  const projects = new Map<number, ProjectContest>();
  for (const { us, them, line } of cells.values()) {
    const p = projects.get(line.project_id) ?? {
      us: false,
      them: false,
      both: false,
      segment: line.segment_id,
      state: line.state_id,
    };
    p.us ||= us;
    p.them ||= them;
    p.both ||= us && them;
    projects.set(line.project_id, p);
  }
  return projects;
}

/** won (we are specified, no category shared) / lost (only competitors) / shared (a category with both). */
export function outcomeReference(projects: Iterable<ProjectContest>): Outcome {
  let won = 0;
  let lost = 0;
  let shared = 0;
  for (const p of projects) {
    if (p.both) shared++;
    else if (p.us) won++;
    else lost++;
  }
  return {
    won,
    lost,
    shared,
    projects: won + lost + shared,
    win_rate: won + lost ? (100 * won) / (won + lost) : null,
  };
}

/** Per design firm (by its projects' office), its projects among the lines, those with ours, and the rate. */
export function firmSpecRatesReference(
  lines: readonly ReferenceSpecLine[],
  ours: readonly number[],
  firmOfProject: ReadonlyMap<number, { id: number; name: string }>,
): FirmSpecRateRow[] {
  const us = new Map<number, boolean>();
  for (const l of lines)
    us.set(l.project_id, (us.get(l.project_id) ?? false) || ours.includes(l.manufacturer_id));
  const firms = new Map<number, FirmSpecRateRow>();
  for (const [project, withUs] of us) {
    const firm = firmOfProject.get(project);
    if (!firm) throw new Error(`project ${project} has no firm`);
    const row = firms.get(firm.id) ?? {
      firm_id: firm.id,
      firm_name: firm.name,
      projects: 0,
      projects_with_us: 0,
      spec_rate: 0,
      band: 'Low',
    };
    row.projects++;
    if (withUs) row.projects_with_us++;
    firms.set(firm.id, row);
  }
  return [...firms.values()].map((r) => {
    const spec_rate = pct(r.projects_with_us, r.projects);
    return { ...r, spec_rate, band: specRateBand(spec_rate) };
  });
}
