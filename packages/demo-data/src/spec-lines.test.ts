import { describe, expect, it } from 'vitest';
import { dataRange } from './calendar.ts';
import type { ColumnChunk } from './column-rows.ts';
import { planFirms } from './firms-plan.ts';
import { Loyalty } from './loyalty.ts';
import { planMarket } from './market-plan.ts';
import { planProjects } from './projects.ts';
import { scales } from './scales.ts';
import { calibrateDepth, calibrateShares, specLineColumns, specLineRows } from './spec-lines.ts';

const SEED = 7;
const params = { ...scales.tiny, projects: 3000, specLines: 3000 * 32 };
const range = dataRange('2026-10-31', params.historyYears);
const market = planMarket(params, SEED, range);
const firms = planFirms(params, SEED, market.brands);
const projects = planProjects(params.projects, SEED, range, firms);
const ctx = { market, projects, range, seed: SEED, loyalty: new Loyalty(SEED) };
const depth = calibrateDepth(ctx, params.specLines / params.projects);
calibrateShares(ctx, depth, 1);

const linesByProject = new Map<number, number>();
const productsByProject = new Map<number, number[]>();
const columnOf = (chunk: ColumnChunk, name: (typeof specLineColumns)[number]) =>
  chunk.numbers[specLineColumns.indexOf(name)] as Float64Array;
for (const chunk of specLineRows(ctx, depth)) {
  expect(chunk.rows).toBeGreaterThan(0);
  const projectIds = columnOf(chunk, 'project_id');
  const productIds = columnOf(chunk, 'product_id');
  const openSpec = columnOf(chunk, 'is_open_spec');
  for (let i = 0; i < chunk.rows; i++) {
    const projectId = projectIds[i] as number;
    linesByProject.set(projectId, (linesByProject.get(projectId) ?? 0) + 1);
    if (openSpec[i] === 0)
      productsByProject.set(projectId, [
        ...(productsByProject.get(projectId) ?? []),
        productIds[i] as number,
      ]);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;
const linesOf = (sizeClass: string) =>
  projects.filter((p) => p.sizeClass === sizeClass).map((p) => linesByProject.get(p.id) ?? 0);

describe('spec lines per project', () => {
  it('land on the wanted average', () => {
    const total = [...linesByProject.values()].reduce((s, n) => s + n, 0);
    expect(total / projects.length).toBeGreaterThan(32 * 0.85);
    expect(total / projects.length).toBeLessThan(32 * 1.15);
  });

  it('follow the project size: a fit-out a handful, a major project well over a hundred', () => {
    expect(median(linesOf('fit-out'))).toBeGreaterThanOrEqual(5);
    expect(median(linesOf('fit-out'))).toBeLessThanOrEqual(15);
    expect(median(linesOf('major'))).toBeGreaterThanOrEqual(80);
    expect(median(linesOf('major'))).toBeGreaterThan(5 * median(linesOf('fit-out')));
    const all = projects.map((p) => linesByProject.get(p.id) ?? 0);
    expect(Math.max(...all)).toBeGreaterThanOrEqual(150);
    // Rank correlation of size and lines.
    const rank = (values: number[]) => {
      const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
      const r = new Array<number>(values.length);
      order.forEach(([, i], k) => (r[i] = k));
      return r;
    };
    const a = rank(projects.map((p) => p.size));
    const b = rank(all);
    const n = all.length;
    const d2 = a.reduce((s, x, i) => s + (x - (b[i] as number)) ** 2, 0);
    expect(1 - (6 * d2) / (n * (n * n - 1))).toBeGreaterThan(0.6);
  });

  it('never names the same product twice on a project', () => {
    for (const [projectId, ids] of productsByProject)
      expect(new Set(ids).size, `project ${projectId}`).toBe(ids.length);
  });
});
