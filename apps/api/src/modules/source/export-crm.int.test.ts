// Export for CRM (issue 44): the Source Data panel's and Win / Loss's lead lists, read back and checked against
// the CRMs' published column names (docs/crm-export.md), with every principal kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { crmColumnNames, crmFormats, winLossLostRoute } from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';

const routes = ['/v2/analytics/source/projects/full/crm', '/v2/analytics/winloss/lost/crm'];

describe('export for CRM', () => {
  let c: AnalyticsTestContext;
  let principals: { project_id: number; last_name: string; phone: string; company_name: string }[];
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    principals = await c.db
      .selectFrom('principal')
      .select(['project_id', 'last_name', 'phone', 'company_name'])
      .execute();
  });
  afterAll(async () => c?.close());

  const read = (body: Buffer) => parse(body.toString('utf8'), { bom: true }) as string[][];

  it("writes every principal of the panel's projects under the CRM's published column names, the date in the file name", async () => {
    const input = { regions: ['west'] };
    const { lines } = await c.universe(input);
    const inScope = new Set(lines.map((l) => l.project_id));
    const expected = principals.filter((p) => inScope.has(p.project_id));
    expect(expected.length).toBeGreaterThan(0);
    for (const format of crmFormats) {
      const res = await c.post(`${routes[0]}?format=${format}`, input, c.tokens.exporter);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`filename="\\d{2}-\\d{2}-\\d{4}_\\d{6}_leads_${format}_data-through-2026-09-30\\.csv"$`),
      );
      const [header, ...rows] = read(res.rawPayload);
      expect(header).toEqual([...crmColumnNames[format]]);
      expect(rows).toHaveLength(expected.length);
      const col = (name: string) => header!.indexOf(name);
      const company = format === 'hubspot' ? 'Company Name' : 'Company';
      const last = format === 'hubspot' ? 'Last Name' : 'LastName';
      expect(rows.map((r) => `${r[col(company)]}|${r[col(last)]}`).sort()).toEqual(
        expected.map((p) => `${p.company_name}|${p.last_name}`).sort(),
      );
      // No principal has an email in the market data: kept, with the field empty.
      expect(rows.every((r) => r[col('Email')] === '')).toBe(true);
      if (format === 'salesforce')
        expect(new Set(rows.map((r) => r[col('LeadSource')]))).toEqual(new Set(['SpecPulse']));
    }
  });

  it('keeps principals without a phone, with the field empty', async () => {
    const { lines } = await c.universe({});
    const inScope = new Set(lines.map((l) => l.project_id));
    const noPhone = principals.find((p) => p.phone === '' && inScope.has(p.project_id));
    const project = noPhone?.project_id ?? [...inScope][0]!;
    const res = await c.post(`${routes[0]}?format=salesforce`, { project_ids: [project] }, c.tokens.exporter);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = read(res.rawPayload);
    const ofProject = principals.filter((p) => p.project_id === project);
    expect(rows).toHaveLength(ofProject.length);
    const phones = rows.map((r) => r[header!.indexOf('Phone')] ?? '');
    expect(phones.sort()).toEqual(ofProject.map((p) => p.phone).sort());
  });

  it("writes the lost projects' principals", async () => {
    const input = { period_interval: 12 } as const;
    const lost = new Set<number>();
    for (let offset = 0; ; offset += 100) {
      const res = await c.post(`/v2/analytics/winloss/lost?limit=100&offset=${offset}`, input);
      const page = winLossLostRoute.response.parse(res.json());
      for (const row of page.rows) lost.add(row.project_id);
      if (page.rows.length < 100) break;
    }
    expect(lost.size).toBeGreaterThan(0);
    const res = await c.post(
      `${routes[1]}?format=hubspot&sort=project_name&order=asc`,
      input,
      c.tokens.exporter,
    );
    expect(res.statusCode).toBe(200);
    // The data's last day in the name: the first row stays the header the importer reads.
    expect(res.headers['content-disposition']).toMatch(/_leads_hubspot_data-through-2026-09-30\.csv"$/);
    const [header, ...rows] = read(res.rawPayload);
    expect(header).toEqual([...crmColumnNames.hubspot]);
    expect(rows).toHaveLength(principals.filter((p) => lost.has(p.project_id)).length);
  });

  it('answers 401 without a token, 403 without the export flag or with hideprojects, 400 for a bad format', async () => {
    for (const url of routes) {
      expect((await c.post(`${url}?format=hubspot`, {}, null)).statusCode).toBe(401);
      expect((await c.post(`${url}?format=hubspot`, {}, c.tokens.analyst)).statusCode).toBe(403);
      expect((await c.post(`${url}?format=hubspot`, {}, c.tokens.hideProjects)).statusCode).toBe(403);
      expect((await c.post(`${url}?format=excel`, {}, c.tokens.exporter)).statusCode).toBe(400);
      expect((await c.post(url, {}, c.tokens.exporter)).statusCode).toBe(400);
      expect((await c.post(`${url}?format=hubspot`, { regions: 'west' }, c.tokens.exporter)).statusCode).toBe(
        400,
      );
    }
  });
});
