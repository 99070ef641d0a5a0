import { describe, expect, it } from 'vitest';
import { placeAbroad } from './abroad.ts';
import { dataRange } from './calendar.ts';
import { planFirms } from './firms-plan.ts';
import { planProjects, principalCsv, type ProjectPlan } from './projects.ts';
import { scales, type Scale } from './scales.ts';

const SEED = 20240611;
const END = '2025-06-30';

/** The projects and principals as the load plans and writes them (apps/api/src/data-load/plan.ts, load.ts). */
function planned(scale: Scale, seed = SEED) {
  const params = scales[scale];
  const range = dataRange(END, params.historyYears);
  // Projects are given per three years of history; a longer one has proportionally more.
  const newestThreeYears = 2 * (range.days - range.clockOffset);
  const count = Math.round((params.projects * range.days) / newestThreeYears);
  // The offices and firms do not depend on the brands (only the vendors do): the market plan is left out.
  const firms = planFirms(params, seed, []);
  const projects = planProjects(count, seed, range, firms);
  placeAbroad(firms, projects, seed);
  const firmNames = new Map(firms.designFirms.map((f) => [f.id, f.name]));
  const principals = [...principalCsv(projects, seed, firmNames)].join('').split('\n').filter(Boolean);
  return { range, projects, principals: principals.map(parseCsvLine) };
}

function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        value += line.slice(i, q);
        i = q + 1;
        if (line[i] !== '"') break;
        value += '"';
        i++;
      }
      fields.push(value);
      i++;
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

const demo = planned('demo');
const byProject = new Map<number, { type: string; company: string }[]>();
for (const [, projectId, type, company] of demo.principals) {
  const list = byProject.get(Number(projectId)) ?? [];
  list.push({ type: type as string, company: company as string });
  byProject.set(Number(projectId), list);
}
const ofType = (p: ProjectPlan, type: string) => (byProject.get(p.id) ?? []).filter((r) => r.type === type);
const quantile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))] as number;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('projects of the demo set', () => {
  it('has the demo count, with names unique within each city and mostly distinct overall', () => {
    expect(demo.projects.length).toBeGreaterThan(50_000);
    const perCity = new Set(demo.projects.map((p) => `${p.city.id}|${p.name}`));
    expect(perCity.size).toBe(demo.projects.length);
    const distinct = new Set(demo.projects.map((p) => p.name)).size;
    expect(distinct / demo.projects.length).toBeGreaterThan(0.8);
    // Disambiguated by a phase, wing, campus or address, never by a bare counter.
    expect(demo.projects.filter((p) => /(\s|#)\d+$/.test(p.name))).toEqual([]);
  });

  it('has sizes by kind of work: mean about 1, a wide tail, fit-outs below hospital towers', () => {
    const sizes = demo.projects.map((p) => p.size).sort((a, b) => a - b);
    const median = quantile(sizes, 0.5);
    expect(mean(sizes)).toBeGreaterThan(0.9);
    expect(mean(sizes)).toBeLessThan(1.1);
    expect(quantile(sizes, 0.99)).toBeGreaterThanOrEqual(10 * median);

    const sizesOf = (test: (p: ProjectPlan) => boolean) => demo.projects.filter(test).map((p) => p.size);
    const fitOuts = sizesOf((p) => /Fit-Out|Refresh|Tenant Improvement/.test(p.name));
    const towers = sizesOf((p) => /Patient Tower/.test(p.name));
    const schools = sizesOf((p) => /(Elementary|Middle) School$/.test(p.name));
    expect(fitOuts.length).toBeGreaterThan(1000);
    expect(towers.length).toBeGreaterThan(100);
    expect(mean(fitOuts)).toBeLessThan(0.5);
    expect(mean(fitOuts) * 2).toBeLessThan(mean(schools));
    expect(mean(schools) * 3).toBeLessThan(mean(towers));
    const classMedian = (c: ProjectPlan['sizeClass']) =>
      quantile(
        sizesOf((p) => p.sizeClass === c).sort((a, b) => a - b),
        0.5,
      );
    expect(classMedian('fit-out')).toBeGreaterThan(0.15);
    expect(classMedian('fit-out')).toBeLessThan(0.5);
    expect(classMedian('major')).toBeGreaterThan(3);
    expect(classMedian('major')).toBeLessThan(8);
  });

  it("has the owner the name is for: the owner principal is the plan's owner", () => {
    const wrong: string[] = [];
    let named = 0;
    for (const p of demo.projects) {
      const owners = ofType(p, 'owner').map((o) => o.company);
      if (owners.length !== 1 || owners[0] !== p.ownerName)
        wrong.push(`${p.id}: owners ${owners.join('; ')}`);
      if (p.namedFor === null) continue;
      named++;
      if (!p.name.includes(p.namedFor) || !p.ownerName.includes(p.namedFor))
        wrong.push(`${p.name} / ${p.ownerName} / ${p.namedFor}`);
    }
    expect(named / demo.projects.length).toBeGreaterThan(0.6);

    // The issue's examples, read from the names alone.
    const checked = { hq: 0, school: 0, tower: 0 };
    for (const p of demo.projects) {
      const hq = /^(\S+) Headquarters$/.exec(p.name);
      const school = /^(.+) (Elementary|Middle) School$/.exec(p.name);
      const tower = /^(.+) Patient Tower$/.exec(p.name);
      let ok = true;
      if (hq) {
        checked.hq++;
        ok = p.ownerName.startsWith(`${hq[1]} `);
      } else if (school) {
        checked.school++;
        ok = p.ownerName.startsWith(`${school[1]} `) && /(School District|Schools)$/.test(p.ownerName);
      } else if (tower) {
        checked.tower++;
        ok = p.ownerName === tower[1];
      }
      if (!ok) wrong.push(`${p.name} / ${p.ownerName}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(Math.min(checked.hq, checked.school, checked.tower)).toBeGreaterThan(100);
  });

  it('has contractors only on projects past design, and on most completed ones', () => {
    const { range } = demo;
    const wrong: string[] = [];
    let inDesign = 0;
    let completed = 0;
    let completedWithContractor = 0;
    for (const p of demo.projects) {
      const contractors = ofType(p, 'contractor').length;
      const architects = ofType(p, 'architect').length;
      if (architects < 1 || architects > 3 || contractors > 2)
        wrong.push(`${p.id}: ${architects} architects, ${contractors} contractors`);
      // Past design: completed, or at least a month since the last spec issue (the bid set) by the as-of date.
      const lastIssue = range.startDay + (p.milestones[p.milestones.length - 1] as number);
      const pastDesign = p.completionDay !== null || range.endDay - lastIssue >= 30;
      if (!pastDesign || p.contractDay === null) {
        inDesign++;
        if (contractors > 0)
          wrong.push(`${p.id} in design (last issue ${lastIssue}): ${contractors} contractors`);
      }
      if (p.contractDay !== null && (p.contractDay > range.endDay || p.contractDay <= lastIssue))
        wrong.push(`${p.id}: contract day ${p.contractDay}`);
      if (p.completionDay !== null) {
        completed++;
        if (contractors > 0) completedWithContractor++;
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(inDesign).toBeGreaterThan(500);
    expect(completedWithContractor / completed).toBeGreaterThan(0.9);
  });
});

describe('project planning', () => {
  it('is deterministic from the seed', () => {
    const a = planned('tiny');
    const b = planned('tiny');
    const c = planned('tiny', SEED + 1);
    const identity = (x: typeof a) => x.projects.map((p) => [p.name, p.ownerName, p.size, p.contractDay]);
    expect(identity(b)).toEqual(identity(a));
    expect(b.principals).toEqual(a.principals);
    expect(c.projects.map((p) => p.name)).not.toEqual(a.projects.map((p) => p.name));
  });
});
