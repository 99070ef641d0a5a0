// Win / Loss figures (issue 42) against the plain docs/metrics.md reference on the tiny data set, their guards
// and bad input, hideprojects, and the lost projects' files read back.
import ExcelJS from 'exceljs';
import { csvRecords, readCsvDownload } from '../../../test/csv-download.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPETITORS,
  MAX_COMPETITORS,
  messages,
  winLossFirmsRoute,
  winLossLostRoute,
  winLossOutcomesRoute,
  winLossStandingRoute,
  type FilterPayloadInput,
  type LostProjectRow,
  type WinLossPayloadInput,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { bearerFor, createFirmUser } from '../../../test/auth-helpers.ts';
import {
  firmSpecRatesReference,
  leadingCompetitorsReference,
  outcomeReference,
  projectOutcomesReference,
  standingReference,
  type ProjectContest,
} from '../../../test/winloss-reference.ts';

const base = '/v2/analytics/winloss';
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  [
    'west and south, 6 months to the last month',
    { regions: ['west', 'south'], period_interval: 6, period_end: 'month' },
  ],
  ['segments 1-3, 24 months', { segments: [1, 2, 3], period_interval: 24 }],
  ['same 6 months a year ago', { period_interval: 6, period_end: 'month', compare: 'yearAgo' }],
];

describe('win / loss', () => {
  let c: AnalyticsTestContext;
  /** The design firm of each project (its office's firm). */
  let firmOfProject: Map<number, { id: number; name: string }>;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const rows = await c.db
      .selectFrom('project as pr')
      .innerJoin('firm_office as fo', 'fo.id', 'pr.office_id')
      .innerJoin('design_firm as df', 'df.id', 'fo.design_firm_id')
      .select(['pr.id as project_id', 'df.id as firm_id', 'df.name as firm_name'])
      .execute();
    firmOfProject = new Map(rows.map((r) => [r.project_id, { id: r.firm_id, name: r.firm_name }]));
  });
  afterAll(async () => c?.close());

  /** The firm's own brands (the default "ours") as the server sees them: those that exist. */
  const firmBrands = () => [...c.config.firmbrands].sort((a, b) => a - b);

  async function figures(input: WinLossPayloadInput, token?: string) {
    const standing = await c.post(`${base}/standing`, input, token);
    const outcomes = await c.post(`${base}/outcomes`, input, token);
    expect(standing.statusCode, standing.body).toBe(200);
    expect(outcomes.statusCode, outcomes.body).toBe(200);
    return {
      standing: winLossStandingRoute.response.parse(standing.json()),
      outcomes: winLossOutcomesRoute.response.parse(outcomes.json()),
    };
  }

  it('refuses callers without a token (401) and without the brands permission (403)', async () => {
    for (const path of ['standing', 'outcomes', 'firms', 'lost', 'lost/csv', 'lost/xlsx']) {
      expect((await c.post(`${base}/${path}`, {}, null)).statusCode, path).toBe(401);
      expect((await c.post(`${base}/${path}`, {}, c.tokens.productsOnly)).statusCode, path).toBe(403);
    }
    for (const path of ['standing', 'outcomes', 'firms', 'lost'])
      expect((await c.post(`${base}/${path}`, {}, c.tokens.brandsOnly)).statusCode, path).toBe(200);
  });

  it('opens to an internal user whose firm lacks brands, competitor names and lost projects included', async () => {
    const { userId } = await createFirmUser(c.portal, {
      email: 'internal-only@test.example',
      configuration: { ...c.config, permissions: { internal: true } },
    });
    const internal = await bearerFor(c.portal, userId);
    const [ours] = firmBrands();
    const { standing } = await figures({ brand_ids: [ours!] }, internal);
    expect(standing.rows.filter((r) => !r.ours).every((r) => r.name.length > 0)).toBe(true);
    expect(standing).toEqual((await figures({ brand_ids: [ours!] }, c.tokens.brandsOnly)).standing);
    for (const path of ['firms', 'lost'])
      expect((await c.post(`${base}/${path}`, { brand_ids: [ours!] }, internal)).statusCode, path).toBe(200);
  });

  it('shows competitor names to a firm holding brands and nothing to one without', async () => {
    const named = winLossStandingRoute.response.parse(
      (await c.post(`${base}/standing`, {}, c.tokens.brandsOnly)).json(),
    );
    const names = named.rows.filter((r) => !r.ours).map((r) => r.name);
    expect(names.length).toBe(DEFAULT_COMPETITORS);
    for (const path of ['standing', 'lost']) {
      const refused = await c.post(`${base}/${path}`, {}, c.tokens.productsOnly);
      expect(refused.statusCode).toBe(403);
      for (const name of names) expect(refused.body).not.toContain(name);
    }
  });

  it('refuses the lost projects and their files with hideprojects, and the files without the export flag', async () => {
    for (const path of ['standing', 'outcomes', 'firms'])
      expect((await c.post(`${base}/${path}`, {}, c.tokens.hideProjects)).statusCode, path).toBe(200);
    for (const path of ['lost', 'lost/csv', 'lost/xlsx'])
      expect((await c.post(`${base}/${path}`, {}, c.tokens.hideProjects)).statusCode, path).toBe(403);
    for (const path of ['lost/csv', 'lost/xlsx']) {
      expect((await c.post(`${base}/${path}`, {}, c.tokens.analyst)).statusCode, path).toBe(403);
      expect((await c.post(`${base}/${path}`, {}, c.tokens.exporter)).statusCode, path).toBe(200);
    }
  });

  it('refuses unknown and duplicate brand ids naming them, and more than 10 competitors (400)', async () => {
    const unknown = await c.post(`${base}/standing`, { competitor_ids: [1, 99999998, 99999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(messages.brandIdsNotFound([99999998, 99999999]));
    const ours = await c.post(`${base}/outcomes`, { brand_ids: [99999999] });
    expect(ours.statusCode).toBe(400);
    expect(ours.json().error.message).toBe(messages.brandIdsNotFound([99999999]));
    const twice = await c.post(`${base}/standing`, { brand_ids: [2, 2], competitor_ids: [3, 4, 3] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(messages.duplicateBrands([2, 3]));
    const many = Array.from({ length: MAX_COMPETITORS + 1 }, (_, i) => i + 1);
    const tooMany = await c.post(`${base}/firms`, { competitor_ids: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(messages.tooManyCompetitors(MAX_COMPETITORS));
    // A firm without brands of its own names them.
    expect((await c.post(`${base}/standing`, {}, c.tokens.noFirmBrands)).statusCode).toBe(404);
    expect((await c.post(`${base}/standing`, { brand_ids: [2] }, c.tokens.noFirmBrands)).statusCode).toBe(
      200,
    );
  });

  it('drops our brands from the competitors instead of refusing them', async () => {
    const [ours] = firmBrands();
    const { window } = { window: (await c.universe({})).lines };
    const rivals = leadingCompetitorsReference(window, firmBrands(), 3);
    const withOurs = await figures({ brand_ids: [ours!], competitor_ids: [...rivals, ours!] });
    const without = await figures({ brand_ids: [ours!], competitor_ids: rivals });
    expect(withOurs).toEqual(without);
  });

  it('takes the default competitors from the filtered categories our brand is specified in', async () => {
    const [ours] = firmBrands();
    const { lines } = await c.universe({});
    const ourCategories = new Set(lines.filter((l) => l.manufacturer_id === ours).map((l) => l.category_id));
    const other = lines.find((l) => !ourCategories.has(l.category_id));
    expect(other, 'a filtered category our brand is not in').toBeDefined();
    const input = { categories: [...ourCategories, other!.category_id] };
    const { lines: filtered } = await c.universe(input);
    const competitors = leadingCompetitorsReference(filtered, [ours!], DEFAULT_COMPETITORS);
    const { standing } = await figures({ ...input, brand_ids: [ours!] });
    expect(
      standing.rows
        .filter((r) => !r.ours)
        .map((r) => r.brand_ids[0])
        .sort((a, b) => a! - b!),
    ).toEqual(competitors);
    const specifiedIn = (id: number) =>
      filtered.some((l) => l.manufacturer_id === id && ourCategories.has(l.category_id));
    for (const id of competitors) expect(specifiedIn(id), `competitor ${id}`).toBe(true);
  });

  for (const [label, input] of payloads) {
    it(`standing and outcomes equal the reference (${label}), default competitors = the top ${DEFAULT_COMPETITORS}`, async () => {
      const { lines } = await c.universe(input);
      const { lines: previous } = await c.universe(input, 'previous');
      const ours = firmBrands();
      const competitors = leadingCompetitorsReference(lines, ours, DEFAULT_COMPETITORS);
      const { standing, outcomes } = await figures(input);
      expect(standing.default_competitors).toBe(true);
      expect(standing.rows.map((r) => r.brand_ids)).toEqual(
        expect.arrayContaining([ours, ...competitors.map((id) => [id])]),
      );
      expect(standing.rows).toHaveLength(1 + competitors.length);
      expect(standing.rows[0]?.ours).toBe(true);
      const ref = standingReference(lines, previous, ours);
      expect(standing.total_brands).toBe(ref.totalBrands);
      const scope = (await c.universe(input)).scope;
      for (const row of standing.rows) {
        const want = ref.of(row.ours ? 0 : row.brand_ids[0]!);
        expect(row.lines, row.name).toBe(want.lines);
        expect(row.spec_percent).toBeCloseTo(want.spec_percent, 9);
        expect(row.rank).toBe(want.rank);
        expect(row.projects).toBe(want.projects);
        if (scope.previousCovered) expect(row.spec_growth_absolute).toBeCloseTo(want.growth, 9);
        else expect(row.spec_growth_absolute).toBeNull();
      }

      const projects = projectOutcomesReference(lines, { ours, competitors });
      expect(outcomes.overall).toEqual(outcomeReference(projects.values()));
      expect(outcomes.overall.projects).toBe(projects.size);
      expect(outcomes.competitor_specified).toBe(outcomes.overall.lost + outcomes.overall.shared > 0);
      const by = (key: 'segment' | 'state') => {
        const groups = new Map<number, ProjectContest[]>();
        for (const p of projects.values()) groups.set(p[key], [...(groups.get(p[key]) ?? []), p]);
        return new Map([...groups].map(([id, ps]) => [id, outcomeReference(ps)]));
      };
      const segments = by('segment');
      expect(outcomes.segments.map((s) => s.segment_id).sort()).toEqual([...segments.keys()].sort());
      for (const { segment_id, name: _, ...o } of outcomes.segments)
        expect(o).toEqual(segments.get(segment_id));
      const states = by('state');
      expect(outcomes.states.map((s) => s.state_id).sort()).toEqual([...states.keys()].sort());
      for (const { state_id, name: _, code: __, ...o } of outcomes.states) {
        expect(o).toEqual(states.get(state_id));
        expect(o.won + o.lost + o.shared).toBe(o.projects);
      }
    });
  }

  it('treats a brand group of one as the single brand, and a group as the union of its brands', async () => {
    const { lines } = await c.universe({});
    const [a, b] = firmBrands();
    const rivals = leadingCompetitorsReference(lines, [a!, b!], 4);
    const single = await figures({ brand_ids: [a!], competitor_ids: [b!, ...rivals] });
    const asCompetitor = single.standing.rows.find((r) => r.brand_ids[0] === b);
    const group = await figures({ brand_ids: [b!], competitor_ids: [a!, ...rivals] });
    const ours = group.standing.rows[0]!;
    expect({ ...ours, ours: false }).toEqual(asCompetitor);
    const union = await figures({ brand_ids: [b!, a!], competitor_ids: rivals });
    expect(union.outcomes.overall).toEqual(
      outcomeReference(projectOutcomesReference(lines, { ours: [a!, b!], competitors: rivals }).values()),
    );
    expect(union.standing.rows[0]?.brand_ids).toEqual([a, b].sort((x, y) => x! - y!));
  });

  it('says no competitor is specified instead of a 0 % win rate when none has a line', async () => {
    const { lines } = await c.universe({});
    const specified = new Set(lines.map((l) => l.manufacturer_id));
    const absent = [...c.facts.specLines.map((l) => l.manufacturer_id)].find((id) => !specified.has(id))!;
    const { outcomes } = await figures({ competitor_ids: [absent] });
    expect(outcomes.competitor_specified).toBe(false);
    expect(outcomes.overall.lost + outcomes.overall.shared).toBe(0);
    expect(outcomes.overall.win_rate).toBe(outcomes.overall.won > 0 ? 100 : null);
  });

  it('pages and sorts the specifying firms as the reference does', async () => {
    const input = { period_interval: 24 } as const;
    const { lines } = await c.universe(input);
    const ref = firmSpecRatesReference(lines, firmBrands(), firmOfProject);
    const all: unknown[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await c.post(`${base}/firms?limit=100&offset=${offset}&sort=spec_rate&order=asc`, input);
      const page = winLossFirmsRoute.response.parse(res.json());
      expect(page.total).toBe(ref.length);
      all.push(...page.rows);
      if (page.rows.length < 100) break;
    }
    const byRate = [...ref].sort((x, y) => x.spec_rate - y.spec_rate || x.firm_id - y.firm_id);
    expect(all).toHaveLength(ref.length);
    for (const [i, row] of all.entries()) {
      const want = byRate[i]!;
      expect(row).toMatchObject({ ...want, spec_rate: expect.closeTo(want.spec_rate, 9) as number });
    }
    const byName = winLossFirmsRoute.response.parse(
      (await c.post(`${base}/firms?limit=10&sort=firm_name&order=desc`, input)).json(),
    );
    const names = [...ref]
      .map((r) => r.firm_name)
      .sort()
      .reverse();
    expect(byName.rows.map((r) => r.firm_name)).toEqual(names.slice(0, 10));
    expect((await c.post(`${base}/firms?limit=7`, input)).statusCode).toBe(400);
  });

  it('answers the worked example of docs/metrics.md (Lighting, brand 410)', async () => {
    // The tiny set's figures since issue 49's duopolies (paint's leaders renamed the brands drawn after them) and
    // fuller scopes on big projects.
    const input = { categories: [13], brand_ids: [410] };
    const { standing, outcomes } = await figures(input);
    expect(standing.rows.map((r) => r.brand_ids[0])).toEqual([410, 407, 408, 412, 409, 411]);
    expect(standing.total_brands).toBe(39);
    const [ours, leader] = standing.rows;
    expect(ours).toMatchObject({ name: 'Ironstead Illumination', lines: 44, rank: 3, projects: 38 });
    expect(ours?.spec_percent).toBeCloseTo((100 * 44) / 670, 9);
    expect(ours?.spec_growth_absolute).toBeCloseTo(0.95, 2);
    expect(leader).toMatchObject({ name: 'Belcraft Light', lines: 93, rank: 1, projects: 66 });
    expect(standing.rows.slice(3).map((r) => r.rank)).toEqual([4, 5, 6]);
    expect(outcomes.overall).toEqual({
      won: 16,
      lost: 94,
      shared: 22,
      projects: 132,
      win_rate: (100 * 16) / 110,
    });
    expect(outcomes.segments.find((x) => x.name === 'Workplace')).toMatchObject({
      won: 5,
      lost: 22,
      shared: 5,
    });
    const firms = winLossFirmsRoute.response.parse((await c.post(`${base}/firms?limit=10`, input)).json());
    expect(firms.total).toBe(61);
    expect(firms.rows[0]).toMatchObject({ firm_name: 'Halloway + Kane', projects: 10, projects_with_us: 2 });
    expect(firms.rows[0]?.band).toBe('Intermittent');
    const lost = winLossLostRoute.response.parse((await c.post(`${base}/lost?limit=10`, input)).json());
    expect(lost.total).toBe(94);
    expect(lost.rows[0]).toMatchObject({
      project_name: 'Bluehaven Elementary School',
      state: 'AZ',
      segment: 'Education',
      spec_date: '2026-09-28',
      competitors: [{ manufacturer_id: 411, name: 'Novmark Illumination', status: 'Specified' }],
    });
  });

  async function lostList(input: WinLossPayloadInput, sort = 'spec_date', order = 'desc') {
    const rows: LostProjectRow[] = [];
    let total = 0;
    for (let offset = 0; ; offset += 100) {
      const res = await c.post(`${base}/lost?limit=100&offset=${offset}&sort=${sort}&order=${order}`, input);
      expect(res.statusCode, res.body).toBe(200);
      const page = winLossLostRoute.response.parse(res.json());
      total = page.total;
      rows.push(...page.rows);
      if (page.rows.length < 100) break;
    }
    return { total, rows };
  }

  it('lists exactly the lost projects with their competitors, paged and sorted', async () => {
    const input = { period_interval: 12 } as const;
    const { lines } = await c.universe(input);
    const ours = firmBrands();
    const competitors = leadingCompetitorsReference(lines, ours, DEFAULT_COMPETITORS);
    const projects = projectOutcomesReference(lines, { ours, competitors });
    const lost = [...projects].filter(([, p]) => p.them && !p.us).map(([id]) => id);
    const { total, rows } = await lostList(input);
    expect(total).toBe(lost.length);
    expect(rows.map((r) => r.project_id).sort((a, b) => a - b)).toEqual(lost.sort((a, b) => a - b));
    for (let i = 1; i < rows.length; i++) {
      const [prev, row] = [rows[i - 1]!, rows[i]!];
      expect(prev.spec_date >= row.spec_date).toBe(true);
      if (prev.spec_date === row.spec_date) expect(prev.project_id).toBeGreaterThan(row.project_id);
    }
    for (const row of rows) {
      const theirs = lines.filter(
        (l) => l.project_id === row.project_id && competitors.includes(l.manufacturer_id),
      );
      expect(row.competitors.map((x) => x.manufacturer_id).sort()).toEqual(
        [...new Set(theirs.map((l) => l.manufacturer_id))].sort(),
      );
      expect(row.spec_date).toBe(
        theirs
          .map((l) => l.spec_date)
          .sort()
          .at(-1),
      );
      expect(row.firm_name).toBe(firmOfProject.get(row.project_id)?.name);
      for (const x of row.competitors) expect(x.status).not.toBe('');
    }
    const byName = await lostList(input, 'project_name', 'asc');
    const names = byName.rows.map((r) => r.project_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Past the end: no rows, the same total.
    const past = winLossLostRoute.response.parse((await c.post(`${base}/lost?offset=100000`, input)).json());
    expect(past).toEqual({ total: lost.length, rows: [] });
  });

  it("streams the lost projects as CSV and xlsx, named by the file-name rule, holding the list and 'Data through'", async () => {
    const input = { period_interval: 12 } as const;
    const { rows } = await lostList(input, 'project_name', 'asc');
    expect(rows.length).toBeGreaterThan(0);
    const csv = await c.post(`${base}/lost/csv?sort=project_name&order=asc`, input, c.tokens.exporter);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{2}-\d{2}-\d{4}_\d{6}_lost_projects\.csv"$/,
    );
    const file = readCsvDownload(csv.rawPayload);
    expect(file.firstLine).toEqual(['Data through 2026-09-30']);
    const records = csvRecords(file);
    expect(records.map((r) => Number(r['Project ID']))).toEqual(rows.map((r) => r.project_id));
    expect(records[0]?.['Competitors (status)']).toBe(
      rows[0]!.competitors.map((x) => `${x.name} (${x.status})`).join('; '),
    );
    const xlsx = await c.post(`${base}/lost/xlsx?sort=project_name&order=asc`, input, c.tokens.exporter);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/_lost_projects\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Project ID');
    expect(sheet.getRow(2).getCell(2).value).toBe(rows[0]?.project_name);
    // The last sheet says how fresh the data is, as every spreadsheet does.
    expect(book.worksheets.map((w) => w.name)).toEqual(['Lost projects', 'About']);
    expect(book.getWorksheet('About')!.getCell('A1').value).toBe('Data through 2026-09-30');
  });
});
