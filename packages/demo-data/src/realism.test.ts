// Issue 49's properties of the generated market at a small scale with six years of history (the realism script,
// bench/realism.ts, measures the same on a demo snapshot): brands' home regions, national leaders in the large
// states, project scopes and sites, paint's duopoly, movers that move where their cause holds, the spring-2020
// trough, the workplace share drifting down and users who join and leave their firms.
import { describe, expect, it } from 'vitest';
import { zoneOfState } from './brand-regions.ts';
import { dataRange, formatDay } from './calendar.ts';
import type { ColumnChunk } from './column-rows.ts';
import { eventRows, userEventColumns } from './events.ts';
import { planFirms } from './firms-plan.ts';
import { Loyalty } from './loyalty.ts';
import { planMarket } from './market-plan.ts';
import { causeHolds } from './mover-causes.ts';
import { planProjects, principalCsv } from './projects.ts';
import { scales } from './scales.ts';
import { calibrateDepth, calibrateShares, specLineColumns, specLineRows } from './spec-lines.ts';

const SEED = 3;
const params = { ...scales.tiny, historyYears: 6, projects: 3000, specLines: 3000 * 32 };
const range = dataRange('2026-10-31', params.historyYears);
const market = planMarket(params, SEED, range);
const firms = planFirms(params, SEED, market.brands);
const projects = planProjects(params.projects * 2, SEED, range, firms);
const ctx = { market, projects, range, seed: SEED, loyalty: new Loyalty(SEED) };
const depth = calibrateDepth(ctx, params.specLines / params.projects);
calibrateShares(ctx, depth, 1);

interface Line {
  project: number;
  product: number;
  brand: number;
  category: number;
  sub: number;
  state: number;
  day: number;
}
const lines: Line[] = [];
/** Per project: the categories and sub-categories it specifies, Open Spec items included. */
const scopeOf = new Map<number, Set<number>>();
const col = (chunk: ColumnChunk, name: (typeof specLineColumns)[number]) =>
  chunk.numbers[specLineColumns.indexOf(name)] as Float64Array;
for (const chunk of specLineRows(ctx, depth)) {
  const [project, brand, category, state, day, open, product] = (
    [
      'project_id',
      'manufacturer_id',
      'category_id',
      'state_id',
      'spec_date',
      'is_open_spec',
      'product_id',
    ] as const
  ).map((n) => col(chunk, n));
  const sub = col(chunk, 'sub_category_id');
  for (let i = 0; i < chunk.rows; i++) {
    const projectId = (project as Float64Array)[i] as number;
    const scope = scopeOf.get(projectId) ?? new Set<number>();
    scope.add((category as Float64Array)[i] as number).add(sub[i] as number);
    scopeOf.set(projectId, scope);
    if ((open as Float64Array)[i] === 0)
      lines.push({
        project: (project as Float64Array)[i] as number,
        product: (product as Float64Array)[i] as number,
        brand: (brand as Float64Array)[i] as number,
        category: (category as Float64Array)[i] as number,
        sub: sub[i] as number,
        state: (state as Float64Array)[i] as number,
        day: (day as Float64Array)[i] as number,
      });
  }
}
const projectById = new Map(projects.map((p) => [p.id, p]));
const regionOf = (stateId: number) => (zoneOfState[stateId] as number) >> 1;
const isLarge = (stateId: number) => (zoneOfState[stateId] as number) % 2 === 1;
const count = <T>(items: T[], keep: (x: T) => boolean) => items.reduce((n, x) => n + (keep(x) ? 1 : 0), 0);

describe('brands by region', () => {
  it('gives a regional brand 2-5 times its national share in its home region', () => {
    const ratios: number[] = [];
    for (const m of market.categories) {
      const inCategory = lines.filter((l) => l.category === m.def.id);
      for (const e of m.entries) {
        // A regional maker is strongest in its home region (compared on the small states' zones alone, since
        // a national leader is also stronger in large states).
        const small = Array.from(e.zoneBoost).filter((_, z) => z % 2 === 0);
        const home = small.indexOf(Math.max(...small));
        const spread = Math.max(...small) / Math.min(...small);
        const own = inCategory.filter((l) => l.brand === e.brandId);
        if (spread < 3 || own.length < 150) continue;
        const national = own.length / inCategory.length;
        const atHome =
          count(own, (l) => regionOf(l.state) === home) /
          count(inCategory, (l) => regionOf(l.state) === home);
        ratios.push(atHome / national);
      }
    }
    expect(ratios.length).toBeGreaterThanOrEqual(10);
    const sorted = ratios.sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1] as number;
    expect(median).toBeGreaterThanOrEqual(1.8);
    expect(median).toBeLessThanOrEqual(5);
  });

  it('makes the national leaders stronger in the large states than in the small ones', () => {
    let [largeOwn, large, smallOwn, small] = [0, 0, 0, 0];
    for (const m of market.categories) {
      const leaders = new Set(m.entries.slice(0, 3).map((e) => e.brandId));
      for (const l of lines)
        if (l.category === m.def.id) {
          const lead = leaders.has(l.brand) ? 1 : 0;
          if (isLarge(l.state)) [largeOwn, large] = [largeOwn + lead, large + 1];
          else [smallOwn, small] = [smallOwn + lead, small + 1];
        }
    }
    expect(largeOwn / large).toBeGreaterThan(1.25 * (smallOwn / small));
  });
});

describe('project scopes, durations, teams and sites', () => {
  const has = scopeOf;
  const share = (of: typeof projects, keep: (ids: Set<number>) => boolean) =>
    count(of, (p) => keep(has.get(p.id) ?? new Set())) / of.length;

  it('gives workplace projects flooring, mostly carpet tile, and large health projects the full template', () => {
    const workplace = projects.filter((p) => p.segmentId === 2);
    expect(share(workplace, (ids) => ids.has(1))).toBeGreaterThan(0.9);
    expect(share(workplace, (ids) => ids.has(101))).toBeGreaterThan(0.6);
    const hospitals = projects.filter((p) => p.segmentId === 3 && p.sizeClass !== 'fit-out');
    const fullTemplate = (ids: Set<number>) => [1, 3, 12, 13, 14].every((c) => ids.has(c));
    expect(share(hospitals, fullTemplate)).toBeGreaterThan(0.8);
    // The largest quarter by lines (as the realism script measures it) nearly always has the whole template.
    const linesOf = new Map<number, number>();
    for (const l of lines) linesOf.set(l.project, (linesOf.get(l.project) ?? 0) + 1);
    const health = projects
      .filter((p) => p.segmentId === 3)
      .sort((a, b) => (linesOf.get(a.id) ?? 0) - (linesOf.get(b.id) ?? 0) || a.id - b.id);
    expect(share(health.slice(Math.floor(health.length * 0.75)), fullTemplate)).toBeGreaterThan(0.92);
    // A refresh is a subset: far fewer categories than a building of its type.
    const categoriesOf = (sizeClass: string) =>
      projects
        .filter((p) => p.sizeClass === sizeClass)
        .reduce((n, p) => n + [...(has.get(p.id) ?? [])].filter((x) => x < 100).length, 0) /
      count(projects, (p) => p.sizeClass === sizeClass);
    expect(categoriesOf('standard')).toBeGreaterThan(1.5 * categoriesOf('fit-out'));
  });

  it('makes bigger projects last longer and have more architects', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
    const duration = (sizeClass: string) =>
      median(
        projects
          .filter((p) => p.sizeClass === sizeClass && p.completionDay !== null)
          .map((p) => (p.completionDay as number) - p.startDay),
      );
    expect(duration('standard')).toBeGreaterThan(1.4 * duration('fit-out'));
    expect(duration('major')).toBeGreaterThan(1.4 * duration('standard'));
    const architects = new Map<number, number>();
    for (const row of [...principalCsv(projects, SEED, new Map(firms.designFirms.map((f) => [f.id, f.name])))]
      .join('\n')
      .split('\n')) {
      const [, project, type] = row.split(',');
      if (type === 'architect') architects.set(Number(project), (architects.get(Number(project)) ?? 0) + 1);
    }
    const mean = (sizeClass: string) => {
      const of = projects.filter((p) => p.sizeClass === sizeClass);
      return of.reduce((n, p) => n + (architects.get(p.id) ?? 0), 0) / of.length;
    };
    expect(mean('fit-out')).toBeLessThan(1.3);
    expect(mean('major')).toBeGreaterThan(mean('fit-out') + 0.8);
  });

  it('spreads projects from the city centres into the metro areas', () => {
    const km = (p: (typeof projects)[number]) =>
      111.2 * Math.hypot(p.lat - p.city.lat, (p.lng - p.city.lng) * Math.cos((p.city.lat * Math.PI) / 180));
    expect(count(projects, (p) => km(p) > 10) / projects.length).toBeGreaterThan(0.27);
    expect(count(projects, (p) => km(p) < 5) / projects.length).toBeGreaterThan(0.3);
    // Still within the metro area (the map's integration test allows 60 km).
    expect(Math.max(...projects.map(km))).toBeLessThan(55);
  });
});

describe('oligopolies', () => {
  it('makes paint a duopoly in the drawn lines: two leaders over 70 %, the second close to the first', () => {
    const byBrand = new Map<number, number>();
    const paint = lines.filter((l) => l.sub === 404);
    for (const l of paint) byBrand.set(l.brand, (byBrand.get(l.brand) ?? 0) + 1);
    const [first, second] = [...byBrand.values()].sort((a, b) => b - a) as [number, number];
    expect((first + second) / paint.length).toBeGreaterThan(0.72);
    expect(second / first).toBeGreaterThan(0.8);
  });
});

describe('furniture groups', () => {
  it('lets five groups, each making seating, tables and storage, hold over 70 % of furniture lines', () => {
    const furniture = lines.filter((l) => [10, 11, 12].includes(l.category));
    const byBrand = new Map<number, number>();
    for (const l of furniture) byBrand.set(l.brand, (byBrand.get(l.brand) ?? 0) + 1);
    const top = [...byBrand].sort((a, b) => b[1] - a[1]).slice(0, 5);
    expect(top.reduce((n, [, k]) => n + k, 0) / furniture.length).toBeGreaterThan(0.7);
    // No single one dominates: the largest holds well under half.
    expect((top[0] as [number, number])[1] / furniture.length).toBeLessThan(0.4);
    for (const [brand] of top)
      for (const c of [10, 11, 12])
        expect(count(furniture, (l) => l.brand === brand && l.category === c)).toBeGreaterThan(0);
  });
});

describe('movers', () => {
  it('gain where their cause holds (regions, segments or key design firms), not evenly', () => {
    const caused = market.categories.flatMap((m) =>
      m.entries
        .filter((e) => e.cause)
        .map((e) => ({ m, e, cause: (e.cause as NonNullable<typeof e.cause>).cause })),
    );
    expect(new Set(caused.map((c) => c.cause.kind)).size).toBeGreaterThanOrEqual(2);
    // Their share inside the cause against outside it, over the last three years: the move happened inside.
    let [inside, insideAll, outside, outsideAll] = [0, 0, 0, 0];
    const recent = range.endDay - 3 * 365;
    for (const { m, e, cause } of caused)
      for (const l of lines) {
        if (l.category !== m.def.id || l.day < recent) continue;
        const p = projectById.get(l.project);
        if (!p) continue;
        const own = l.brand === e.brandId ? 1 : 0;
        const facts = {
          region: regionOf(p.stateId),
          segmentId: p.segmentId,
          designFirmId: p.office.designFirmId,
        };
        if (causeHolds(cause, facts)) [inside, insideAll] = [inside + own, insideAll + 1];
        else [outside, outsideAll] = [outside + own, outsideAll + 1];
      }
    expect(inside / insideAll).toBeGreaterThan(1.5 * (outside / outsideAll));
  });
});

describe("a launched line as a mover's cause", () => {
  it("carries most of the mover's gain in its sub-category with products new since the launch", () => {
    const launches = market.categories.flatMap((m) =>
      m.entries.flatMap((e) => (e.cause?.cause.kind === 'launch' ? [{ e, line: e.cause.cause }] : [])),
    );
    expect(launches.length).toBeGreaterThanOrEqual(1);
    for (const { e, line } of launches) {
      const launched = new Set(line.productIds);
      expect(launched.size).toBeGreaterThanOrEqual(3);
      const inSub = lines.filter((l) => l.sub === line.subId);
      const launchDay = range.startDay + line.launchDay;
      // The year before the launch against the year from half a year after it (when the line is complete).
      const before = inSub.filter((l) => l.day >= launchDay - 365 && l.day < launchDay);
      const after = inSub.filter((l) => l.day >= launchDay + 180 && l.day < launchDay + 545);
      expect(count(before, (l) => launched.has(l.product))).toBe(0);
      const shareBefore = count(before, (l) => l.brand === e.brandId) / before.length;
      const own = count(after, (l) => l.brand === e.brandId);
      const excess = own - shareBefore * after.length;
      expect(excess / after.length, `brand ${e.brandId}`).toBeGreaterThan(0.02);
      expect(count(after, (l) => launched.has(l.product)) / excess, `brand ${e.brandId}`).toBeGreaterThan(
        0.6,
      );
    }
  });
});

describe('2020 to 2026', () => {
  it('has the spring-2020 trough and a recovery', () => {
    // Counted on the projects' centres (the activity the calendar drives): a project's lines spread over
    // milestones up to 100 days apart, and at this scale a few large projects swing a month's line count by
    // more than the trough (bench/realism.ts measures it on the demo's lines).
    const centres = (year: number, months: readonly number[]) =>
      count(projects, (p) => {
        const iso = formatDay(range.startDay + p.center);
        return Number(iso.slice(0, 4)) === year && months.includes(Number(iso.slice(5, 7)));
      });
    expect(centres(2020, [4, 5]) / centres(2020, [1, 2])).toBeLessThan(0.8);
    expect(centres(2021, [4, 5]) / centres(2020, [4, 5])).toBeGreaterThan(1.3);
    // The recovery is a recovery year's growth, not a rebound from a collapse.
    const year = Array.from({ length: 12 }, (_, m) => m + 1);
    const growth2021 = centres(2021, year) / centres(2020, year);
    expect(growth2021).toBeGreaterThan(1);
    expect(growth2021).toBeLessThan(1.25);
  });

  it('lets the workplace share of projects drift down', () => {
    const share = (year: number) => {
      const of = projects.filter((p) => formatDay(range.startDay + p.center).startsWith(String(year)));
      return count(of, (p) => p.segmentId === 2) / of.length;
    };
    expect(share(2020) - share(2026)).toBeGreaterThan(0.04);
  });

  it('has users who join and leave their firms: fewer are active in a year than in all', () => {
    const yearOf = new Map<number, Set<number>>();
    const all = new Set<number>();
    const columns = ['event_date', 'user_id'] as const;
    for (const chunk of eventRows({ ...ctx, firms, total: 40_000 })) {
      const [date, user] = columns.map((n) => chunk.numbers[userEventColumns.indexOf(n)] as Float64Array);
      for (let i = 0; i < chunk.rows; i++) {
        const year = new Date(((date as Float64Array)[i] as number) / 1000).getUTCFullYear();
        const id = (user as Float64Array)[i] as number;
        all.add(id);
        const set = yearOf.get(year) ?? new Set<number>();
        set.add(id);
        yearOf.set(year, set);
      }
    }
    expect((yearOf.get(2020) as Set<number>).size).toBeLessThan(0.85 * all.size);
    expect((yearOf.get(2026) as Set<number>).size).toBeLessThan(0.9 * all.size);
  });
});
