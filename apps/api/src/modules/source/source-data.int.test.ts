// Source Data panel calls and downloads against the plain reference on the tiny data set: projects,
// principals, project detail, the export flag, firm scope, and PDFs and CSVs that parse.
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { PassThrough, type Readable } from 'node:stream';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  principalSortFields,
  principalTypes,
  projectDetailSchema,
  sortOrders,
  sourceProjectSortFields,
  sourcePrincipalsRoute,
  sourceProjectsRoute,
  sourceSpecRowSchema,
  type FilterPayloadInput,
  type PrincipalRow,
  type SourceProjectRow,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { countBy, pct } from '../../../test/market-reference.ts';
import { csvRecords, readCsvDownload } from '../../../test/csv-download.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { sortedReference } from '../../../test/sorted-reference.ts';
import { csvColumns, streamCsv } from './export-csv.ts';
import { EXPORT_BATCH, fileTimestamp, userClock } from './export-files.ts';
import { streamAllProjectsPdf } from './export-pdf.ts';
import { sourceProjects } from './source-data.queries.ts';

const base = '/v2/analytics/source';
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['west, 24 months', { regions: ['west'], period_interval: 24 }],
  ['projects 1-120 (fact tables)', { project_ids: Array.from({ length: 120 }, (_, i) => i + 1) }],
];
const fileName = (disposition: string | undefined) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? '';
const timestamp = '\\d{2}-\\d{2}-\\d{4}_\\d{6}';

describe('source data', () => {
  let c: AnalyticsTestContext;
  let exporter: string;
  let principals: {
    project_id: number;
    type_name: string;
    company_name: string;
    phone: string;
    state_code: string;
  }[];
  /** The project with the most spec lines in the firm's default window. */
  let topProject: { id: number; name: string };
  /** Every download of the panel: the full exports and the top project's files. */
  const downloads = () => [
    `${base}/projects/full`,
    `${base}/projects/full/xlsx`,
    `${base}/projects/full/pdf`,
    `${base}/projects/full/csv?type=specs`,
    `${base}/projects/full/csv?type=contacts`,
    `${base}/projects/${topProject.id}/pdf`,
    `${base}/projects/${topProject.id}/csv?type=specs`,
    `${base}/projects/${topProject.id}/csv?type=contacts`,
  ];

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    exporter = c.tokens.exporter;
    principals = await c.db
      .selectFrom('principal')
      .select(['project_id', 'type_name', 'company_name', 'phone', 'state_code'])
      .execute();
    const { lines } = await c.universe();
    const [id] = [...countBy(lines, (l) => l.project_id)].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
    const project = await c.db
      .selectFrom('project')
      .select(['id', 'name'])
      .where('id', '=', id ?? -1)
      .executeTakeFirstOrThrow();
    topProject = project;
  });
  afterAll(async () => c?.close());

  it('demo principals: one owner, 1-3 architects and 0-2 contractors per project, phones of their country', async () => {
    const projects = await c.db.selectFrom('project').select('id').execute();
    const byProject = new Map<number, Map<string, number>>();
    for (const p of principals) {
      const types = byProject.get(p.project_id) ?? new Map<string, number>();
      types.set(p.type_name, (types.get(p.type_name) ?? 0) + 1);
      byProject.set(p.project_id, types);
      // North America (US and Canadian offices) or the UK's drama ranges in international form.
      expect(p.phone).toMatch(
        p.state_code === 'GB' ? /^\+44 \d{2,3} \d{3,4} \d{4}$/ : /^\(\d{3}\) \d{3}-\d{4}$/,
      );
      expect(p.company_name.length).toBeGreaterThan(2);
    }
    expect(byProject.size).toBe(projects.length);
    const counts = { architect: new Set<number>(), contractor: new Set<number>() };
    for (const types of byProject.values()) {
      expect(types.get('owner')).toBe(1);
      expect(types.get('architect')).toBeGreaterThanOrEqual(1);
      expect(types.get('architect')).toBeLessThanOrEqual(3);
      expect(types.get('contractor') ?? 0).toBeLessThanOrEqual(2);
      counts.architect.add(types.get('architect') ?? 0);
      counts.contractor.add(types.get('contractor') ?? 0);
    }
    // Every allowed count occurs somewhere in 500 projects.
    expect([...counts.architect].sort()).toEqual([1, 2, 3]);
    expect([...counts.contractor].sort()).toEqual([0, 1, 2]);
  });

  describe.each(payloads)('%s', (_, input) => {
    it('projects: every project with lines in the filters, its share of the lines, largest first', async () => {
      const { lines } = await c.universe(input);
      const res = await c.post(`${base}/projects`, input);
      expect(res.statusCode).toBe(200);
      const { rows, total } = sourceProjectsRoute.response.parse(res.json());
      const expected = countBy(lines, (l) => l.project_id);
      expect(rows).toHaveLength(expected.size);
      expect(total).toBe(expected.size);
      for (const row of rows)
        expect(row.percentage).toBeCloseTo(pct(expected.get(row.id) ?? 0, lines.length), 9);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i - 1]!.percentage).toBeGreaterThanOrEqual(rows[i]!.percentage);
      }
      const states = new Map(
        (
          await c.db
            .selectFrom('project')
            .innerJoin('us_state', 'us_state.id', 'project.state_id')
            .select(['project.id', 'us_state.code'])
            .execute()
        ).map((p) => [p.id, p.code]),
      );
      for (const row of rows.slice(0, 20)) expect(row.state).toBe(states.get(row.id));
    });

    it('projects sorted by each column, both directions: the plain sort of the whole list, page by page', async () => {
      const { rows: all, total } = sourceProjectsRoute.response.parse(
        (await c.post(`${base}/projects`, input)).json(),
      );
      const size = Math.ceil(total / 5);
      for (const field of sourceProjectSortFields) {
        for (const order of sortOrders) {
          const paged: SourceProjectRow[] = [];
          for (let offset = 0; offset < total; offset += size) {
            const query = `offset=${offset}&limit=${size}&sort=${field}&order=${order}`;
            const page = sourceProjectsRoute.response.parse(
              (await c.post(`${base}/projects?${query}`, input)).json(),
            );
            expect(page.total).toBe(total);
            paged.push(...page.rows);
          }
          expect(paged, `${field} ${order}`).toEqual(sortedReference(all, field, order, 'id'));
        }
      }
      const beyond = sourceProjectsRoute.response.parse(
        (await c.post(`${base}/projects?offset=${total}&limit=10`, input)).json(),
      );
      expect(beyond).toEqual({ total, rows: [] });
    });

    it('principals: those of the projects in the filters, one type a page, by company and person', async () => {
      const { lines } = await c.universe(input);
      const inScope = new Set(lines.map((l) => l.project_id));
      for (const type of principalTypes) {
        const res = await c.post(`${base}/principals?type=${type}`, input);
        expect(res.statusCode).toBe(200);
        const { rows, total } = sourcePrincipalsRoute.response.parse(res.json());
        const expected = principals.filter((p) => p.type_name === type && inScope.has(p.project_id));
        expect(rows).toHaveLength(expected.length);
        expect(total).toBe(expected.length);
        expect(rows.every((p) => p.type_name === type && inScope.has(p.project_id))).toBe(true);
        const order = rows.map((p) => [p.company_name, p.last_name, p.first_name].join('|'));
        expect(order).toEqual([...order].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
      }
      expect((await c.post(`${base}/principals`, input)).statusCode).toBe(400);
    });

    it('principals sorted by each column, both directions: the plain sort of the whole list, page by page', async () => {
      for (const type of principalTypes) {
        const { rows: all, total } = sourcePrincipalsRoute.response.parse(
          (await c.post(`${base}/principals?type=${type}`, input)).json(),
        );
        const size = Math.ceil(total / 4);
        for (const field of principalSortFields) {
          for (const order of sortOrders) {
            const paged: PrincipalRow[] = [];
            for (let offset = 0; offset < total; offset += size) {
              const query = `type=${type}&offset=${offset}&limit=${size}&sort=${field}&order=${order}`;
              const page = sourcePrincipalsRoute.response.parse(
                (await c.post(`${base}/principals?${query}`, input)).json(),
              );
              expect(page.total).toBe(total);
              paged.push(...page.rows);
            }
            expect(paged, `${type} ${field} ${order}`).toEqual(
              sortedReference(all, field, order, 'principal_id'),
            );
          }
        }
      }
    });
  });

  it("a brand's panel lists the projects specifying the brand, with their principals; another project is 404", async () => {
    const { lines } = await c.universe();
    const byBrand = [...countBy(lines, (l) => l.manufacturer_id)].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const [brand] = byBrand[Math.floor(byBrand.length / 2)]!;
    const ofBrand = lines.filter((l) => l.manufacturer_id === brand);
    const expected = countBy(ofBrand, (l) => l.project_id);
    const input = { brand_ids: [brand] };

    const { rows } = sourceProjectsRoute.response.parse((await c.post(`${base}/projects`, input)).json());
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const row of rows) expect(row.percentage).toBeCloseTo(pct(expected.get(row.id)!, ofBrand.length), 9);

    for (const type of principalTypes) {
      const people = sourcePrincipalsRoute.response.parse(
        (await c.post(`${base}/principals?type=${type}&limit=1`, input)).json(),
      );
      expect(people.total).toBe(
        principals.filter((p) => p.type_name === type && expected.has(p.project_id)).length,
      );
    }

    const other = lines.find((l) => !expected.has(l.project_id))!.project_id;
    expect((await c.post(`${base}/projects/${other}`, input)).statusCode).toBe(404);
    expect((await c.post(`${base}/projects/${other}`, {})).statusCode).toBe(200);
    expect((await c.post(`${base}/projects/${rows[0]!.id}`, input)).statusCode).toBe(200);

    const tooMany = await c.post(`${base}/projects`, {
      brand_ids: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/brand_ids lists at most 50 brand ids/);
  });

  it("project detail: the project's products in the filters with their statuses, and its principals", async () => {
    const { lines } = await c.universe();
    const mine = lines.filter((l) => l.project_id === topProject.id);
    const res = await c.post(`${base}/projects/${topProject.id}`);
    expect(res.statusCode).toBe(200);
    const detail = projectDetailSchema.parse(res.json());
    expect(detail.products.map((p) => p.product_id).sort((a, b) => a - b)).toEqual(
      [...new Set(mine.map((l) => l.product_id))].sort((a, b) => a - b),
    );
    const statusNames = new Map(
      (await c.db.selectFrom('product_status').selectAll().execute()).map((s) => [s.id, s.name]),
    );
    for (const product of detail.products) {
      const statuses = [
        ...new Set(mine.filter((l) => l.product_id === product.product_id).map((l) => l.status_id)),
      ]
        .map((s) => statusNames.get(s))
        .sort();
      expect(product.statusText).toBe(statuses.join(', '));
    }
    expect(detail.principals.map((p) => p.project_id)).toEqual(
      principals.filter((p) => p.project_id === topProject.id).map((p) => p.project_id),
    );
  });

  it('project detail: 404 outside the filters or the firm scope, 400 for a bad id', async () => {
    const { lines } = await c.universe();
    const inScope = new Set(lines.map((l) => l.project_id));
    const all = await c.db.selectFrom('project').select('id').execute();
    const outside = all.find((p) => !inScope.has(p.id))?.id ?? -1;
    const res = await c.post(`${base}/projects/${outside}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(`Project ${outside} is not in your filters`);
    expect((await c.post(`${base}/projects/99999999`)).statusCode).toBe(404);
    expect((await c.post(`${base}/projects/abc`)).statusCode).toBe(400);

    // Another firm enables one category the top project does not use: its detail and files are 404 there.
    const used = new Set(
      c.facts.specLines.filter((l) => l.project_id === topProject.id).map((l) => l.category_id),
    );
    const other = c.facts.topCategoryIds.find((id) => !used.has(id)) ?? -1;
    const firm = await createFirmUser(c.portal, {
      email: 'other-firm@test.example',
      configuration: firmConfiguration({
        hasfeature: { export: true },
        permissions: { brands: true },
        filters: { categories: [other], subCategories: [] },
        defaultcategories: [other],
      }),
    });
    const token = await bearerFor(c.portal, firm.userId);
    expect((await c.post(`${base}/projects/${topProject.id}`, {}, token)).statusCode).toBe(404);
    expect((await c.post(`${base}/projects/${topProject.id}/pdf`, {}, token)).statusCode).toBe(404);
    expect((await c.post(`${base}/projects/${topProject.id}/csv?type=specs`, {}, token)).statusCode).toBe(
      404,
    );
    expect((await c.post(`${base}/projects/${topProject.id}`, {}, c.tokens.analyst)).statusCode).toBe(200);
  });

  it('401 without a token, 403 without brands or products', async () => {
    expect((await c.post(`${base}/projects`, {}, null)).statusCode).toBe(401);
    const none = await createFirmUser(c.portal, {
      email: 'nothing@test.example',
      configuration: { ...c.config, permissions: { internal: true }, hasfeature: { export: true } },
    });
    const token = await bearerFor(c.portal, none.userId);
    expect((await c.post(`${base}/projects`, {}, token)).statusCode).toBe(403);
    expect((await c.post(`${base}/projects/full/csv?type=specs`, {}, token)).statusCode).toBe(403);
  });

  it('every download is refused (403) without the export flag and allowed with it', async () => {
    for (const url of downloads()) {
      const refused = await c.post(url, {}, c.tokens.analyst);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe(
        'Your access to this feature is locked (needs the export feature)',
      );
      expect((await c.post(url, {}, exporter)).statusCode, url).toBe(200);
    }
    // The panel's lists are not downloads: no flag needed.
    expect((await c.post(`${base}/projects`, {}, c.tokens.analyst)).statusCode).toBe(200);
    expect((await c.post(`${base}/principals?type=owner`, {}, c.tokens.analyst)).statusCode).toBe(200);
  });

  it("hideprojects refuses (403) the panel's projects, principals, project detail and every file, not the segments", async () => {
    const hider = await createFirmUser(c.portal, {
      email: 'hider@test.example',
      configuration: {
        ...c.config,
        hasfeature: { ...c.config.hasfeature, export: true, hideprojects: true },
      },
    });
    const token = await bearerFor(c.portal, hider.userId);
    const refused = [
      `${base}/projects`,
      `${base}/principals?type=owner`,
      `${base}/projects/${topProject.id}`,
      ...downloads(),
    ];
    for (const url of refused) {
      const res = await c.post(url, {}, token);
      expect(res.statusCode, url).toBe(403);
      // The flag's own message: the firm has export and the permissions (the exporter's 200s are above).
      expect(res.json().error.message, url).toBe('Project lists are hidden for your firm (hideprojects)');
    }
    expect((await c.post(`${base}/marketsegments`, {}, token)).statusCode).toBe(200);
  });

  it('a bad CSV type is a 400 with a clear message', async () => {
    for (const url of [`${base}/projects/full/csv?type=pdf`, `${base}/projects/${topProject.id}/csv`]) {
      const res = await c.post(url, {}, exporter);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('type must be specs or contacts');
    }
  });

  it("a project's PDF parses and names the project, under a timestamped file name", async () => {
    const res = await c.post(`${base}/projects/${topProject.id}/pdf`, {}, exporter);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(fileName(res.headers['content-disposition'])).toMatch(
      new RegExp(`^${timestamp}_${topProject.id}_[a-z0-9-]+\\.pdf$`),
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(0);
    expect(pdfText(pdf)).toContain(topProject.name);
    expect(pdfText(pdf)).toContain('Data through 2026-09-30');
  });

  it("names files by the user's clock (utc_offset), as the browser names the files it makes; refuses a bad offset", async () => {
    // Stamps of the minutes around the request, on a clock `offset` minutes ahead of UTC.
    const stamps = (offset: number, from: number, to: number) =>
      [from, to].map((at) => fileTimestamp(userClock(offset, at)).slice(0, 15));
    for (const offset of [-300, 330, 0]) {
      const from = Date.now();
      const res = await c.post(
        `${base}/projects/${topProject.id}/csv?type=contacts`,
        { utc_offset: offset },
        exporter,
      );
      const to = Date.now();
      expect(res.statusCode).toBe(200);
      // MM-dd-yyyy_kkmm of the stamp: the request's minute on that clock.
      expect(stamps(offset, from, to)).toContain(fileName(res.headers['content-disposition']).slice(0, 15));
    }
    expect(fileTimestamp(userClock(-300, Date.UTC(2026, 10, 28, 3, 4, 5)))).toBe('11-27-2026_220405');
    const bad = await c.post(
      `${base}/projects/${topProject.id}/csv?type=contacts`,
      { utc_offset: 900 },
      exporter,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/utc_offset must be minutes between -840 and 840/);
  });

  it("a project's CSVs parse with a BOM, CRLF records, the line 'Data through {as_of}' and the expected header", async () => {
    const { lines } = await c.universe();
    for (const type of ['specs', 'contacts'] as const) {
      const res = await c.post(`${base}/projects/${topProject.id}/csv?type=${type}`, {}, exporter);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(fileName(res.headers['content-disposition'])).toMatch(
        new RegExp(`^${timestamp}_${topProject.id}_[a-z0-9-]+_${type}\\.csv$`),
      );
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      expect(text).toContain('\r\n');
      const { firstLine, rows } = readCsvDownload(bytes);
      expect(firstLine).toEqual(['Data through 2026-09-30']);
      expect(rows[0]).toEqual(csvColumns[type].map((col) => col.header));
      const expected =
        type === 'specs'
          ? lines.filter((l) => l.project_id === topProject.id).length
          : principals.filter((p) => p.project_id === topProject.id).length;
      expect(rows.length - 1).toBe(expected);
      expect(rows.slice(1).every((r) => r[0] === String(topProject.id) && r[1] === topProject.name)).toBe(
        true,
      );
    }
  });

  it('text downloads are gzipped for a caller that accepts it; PDFs go as they are', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    for (const url of [`${base}/projects/full/csv?type=specs`, `${base}/projects/full`]) {
      const plain = await c.post(url, {}, exporter);
      const zipped = await c.post(url, {}, exporter, gzip);
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const pdf = await c.post(`${base}/projects/${topProject.id}/pdf`, {}, exporter, gzip);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('full exports: every project in the filters, in CSV, PDF and spreadsheet rows', async () => {
    const input = { regions: ['west'] };
    const { lines } = await c.universe(input);
    const inScope = new Set(lines.map((l) => l.project_id));

    const specs = await c.post(`${base}/projects/full/csv?type=specs`, input, exporter);
    expect(fileName(specs.headers['content-disposition'])).toMatch(
      new RegExp(`^${timestamp}_all_projects_specs\\.csv$`),
    );
    const specsFile = readCsvDownload(specs.rawPayload);
    expect(specsFile.firstLine).toEqual(['Data through 2026-09-30']);
    const specRows = csvRecords(specsFile);
    expect(specRows).toHaveLength(lines.length);
    expect(new Set(specRows.map((r) => Number(r['Project ID'])))).toEqual(inScope);

    const contacts = await c.post(`${base}/projects/full/csv?type=contacts`, input, exporter);
    expect(fileName(contacts.headers['content-disposition'])).toMatch(
      new RegExp(`^${timestamp}_all_projects_contacts\\.csv$`),
    );
    const contactsFile = readCsvDownload(contacts.rawPayload);
    expect(contactsFile.firstLine).toEqual(['Data through 2026-09-30']);
    const contactRows = csvRecords(contactsFile);
    expect(contactRows).toHaveLength(principals.filter((p) => inScope.has(p.project_id)).length);

    const full = await c.post(`${base}/projects/full`, input, exporter);
    const rows = sourceSpecRowSchema.array().parse(full.json());
    expect(rows).toHaveLength(lines.length);
    expect(rows.reduce((a, r) => a + r.quantity, 0)).toBe(lines.reduce((a, l) => a + l.quantity, 0));

    const pdf = await c.post(`${base}/projects/full/pdf`, input, exporter);
    expect(fileName(pdf.headers['content-disposition'])).toMatch(
      new RegExp(`^${timestamp}_all_projects\\.pdf$`),
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    // A cover with the contents, then at least a page per project.
    expect(pages).toBeGreaterThan(inScope.size);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Source Data: All Projects');
    expect(text).toContain('SpecPulse');
    // Every page's header says how fresh the data is.
    expect(text.split('Data through 2026-09-30').length - 1).toBe(pages);
  });

  it('exports stream: a client that reads nothing stops them a batch or two ahead, reading on finishes them', async () => {
    const { scope } = await c.universe({ categories: c.facts.topCategoryIds, period_interval: 36 });
    const projects = await sourceProjects(scope, []);
    const batchCount = Math.ceil(projects.length / EXPORT_BATCH);
    expect(batchCount).toBeGreaterThanOrEqual(4);
    const executor = c.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    let reads = 0;
    executor.executeQuery = <R>(query: CompiledQuery<R>) => {
      reads++;
      return execute(query);
    };
    const drain = async (stream: Readable) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    };
    try {
      // CSV: one query per batch. Sent to a client that reads nothing, it reads a batch or two ahead of
      // what the client holds, then waits.
      const client = new PassThrough();
      const csv = streamCsv(c.db, scope, 'specs', projects);
      csv.pipe(client);
      // Settled once its own buffer is full behind the client's (a fixed wait was too short on a loaded machine).
      await vi.waitFor(() => expect(csv.readableLength).toBeGreaterThanOrEqual(csv.readableHighWaterMark), {
        timeout: 30_000,
      });
      const readAhead = reads;
      await sleep(300); // time a writer that ignored the client would use to run ahead
      expect(reads).toBe(readAhead);
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThan(batchCount);
      const rows = csvRecords(readCsvDownload(await drain(client)));
      expect(reads).toBe(batchCount);
      expect(rows).toHaveLength(
        (await c.universe({ categories: c.facts.topCategoryIds, period_interval: 36 })).lines.length,
      );

      // PDF: three queries per batch, after the contents.
      reads = 0;
      const pdf = streamAllProjectsPdf(c.db, scope, projects, {
        productName: 'Acme Insight',
        primaryColor: '#5b2c83',
      });
      while (!pdf.writableNeedDrain) await sleep(10);
      await sleep(300);
      expect(reads).toBeLessThanOrEqual(3);
      const bytes = await drain(pdf);
      expect(reads).toBe(3 * batchCount);
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
      // The deployment's product: the document's author and every page's footer.
      const raw = bytes.toString('latin1');
      const author = /\/Author (\d+) 0 R/.exec(raw)?.[1];
      expect(raw).toContain(`\n${author} 0 obj\n(Acme Insight)\nendobj`);
      expect(pdfText(bytes)).toContain('Acme Insight · All Projects Source Data');
    } finally {
      executor.executeQuery = execute;
    }
  });
});
