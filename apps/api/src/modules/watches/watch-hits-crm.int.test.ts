// Export for CRM from a watch's hits (issue 44): the lead list of the projects that made the watch fire, read
// back against the stored hits and the CRMs' published column names (docs/crm-export.md); owner only, and the
// export and hideprojects flags as for the other CRM exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { crmColumnNames, crmFormats, messages, watchListRoute, watchSchema } from '@specpulse/contract';
import type { FirmConfiguration } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../../test/filters.fixture.ts';

const crmUrl = (watchId: number, format = 'hubspot') => `/v2/watches/${watchId}/hits/crm?format=${format}`;
const read = (body: Buffer) => parse(body.toString('utf8'), { bom: true }) as string[][];
const roles = ['owner', 'architect', 'contractor'] as const;
const title = (role: string) => role[0]!.toUpperCase() + role.slice(1);

const firm = (hasfeature: Record<string, boolean>): FirmConfiguration =>
  firmConfiguration({
    hasfeature,
    firmbrands: [1],
    filters: { categories: [1, 2, 3], subCategories: [] },
  });

describe("export for CRM from a watch's hits", () => {
  let t: TestApp;
  const bearers = { owner: '', other: '', noExport: '', hidden: '' };
  let watchId = 0;
  let hits: number[] = [];
  const principals: {
    id: number;
    project_id: number;
    type_name: (typeof roles)[number];
    company_name: string;
    first_name: string;
    last_name: string;
    city_name: string;
    state_code: string;
    phone: string;
  }[] = [];
  const db = () => t.testDb.database.db;
  const post = (url: string, bearer: string | null, body: object = { utc_offset: 60 }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: bearer ? { authorization: bearer } : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    await loadFilterFixture(t.testDb);
    const user = async (email: string, hasfeature: Record<string, boolean>) =>
      bearerFor(db(), (await createFirmUser(db(), { email, configuration: firm(hasfeature) })).userId);
    bearers.owner = await user('owner@hits.example', { export: true });
    bearers.other = await user('other@hits.example', { export: true });
    bearers.noExport = await user('no-export@hits.example', {});
    bearers.hidden = await user('hidden@hits.example', { export: true, hideprojects: true });

    // Three projects' principals, one without a phone (and none has an email: the market holds none), and a
    // project outside the hits whose principal must not be written.
    const market = await t.testDb.market.at('any');
    const projects = (await market.selectFrom('project').select('id').orderBy('id').execute()).map(
      (p) => p.id,
    );
    hits = [projects[5]!, projects[1]!, projects[9]!];
    let id = 1;
    for (const projectId of [...hits, projects[3]!])
      for (const type_name of roles)
        principals.push({
          id: id++,
          project_id: projectId,
          type_name,
          company_name: `${title(type_name)} Co ${projectId}`,
          first_name: `Ann ${id}`,
          last_name: `Lee ${id}`,
          city_name: 'City NY',
          state_code: 'NY',
          phone:
            projectId === hits[1] && type_name === 'architect'
              ? ''
              : `(212) 555-01${String(id).padStart(2, '0')}`,
        });
    // Inserted contractors first: the file's order is the hits', then owner, architect, contractor.
    await market
      .insertInto('principal')
      .values([...principals].reverse())
      .execute();

    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/watches',
      payload: { subject: 'product', ids: [1], rule: 'newly_specified' },
      headers: { authorization: bearers.owner },
    });
    expect(created.statusCode, created.body).toBe(200);
    watchId = watchSchema.parse(created.json()).id;
    // The hits as an evaluation that fired stores them (evaluate-watches.int.test.ts checks that storing).
    await db()
      .updateTable('watch')
      .set({ hit_project_ids: JSON.stringify(hits) })
      .where('id', '=', watchId)
      .execute();
  });
  afterAll(async () => t?.close());

  it('lists the number of hits with the watch', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/watches',
      headers: { authorization: bearers.owner },
    });
    expect(res.statusCode).toBe(200);
    expect(watchListRoute.response.parse(res.json()).find((w) => w.id === watchId)?.hits).toBe(3);
  });

  it("writes every principal of the hits, in the hits' order, under the CRM's published column names", async () => {
    const expected = principals
      .filter((p) => hits.includes(p.project_id))
      .sort(
        (a, b) =>
          hits.indexOf(a.project_id) - hits.indexOf(b.project_id) ||
          roles.indexOf(a.type_name) - roles.indexOf(b.type_name),
      );
    const names = new Map(
      (await (await t.testDb.market.at('any')).selectFrom('project').select(['id', 'name']).execute()).map(
        (p) => [p.id, p.name],
      ),
    );
    const hubspot = (p: (typeof expected)[number]) => [
      p.first_name,
      p.last_name,
      '',
      p.phone,
      title(p.type_name),
      p.company_name,
      p.city_name,
      p.state_code,
    ];
    const want = {
      hubspot: expected.map(hubspot),
      salesforce: expected.map((p) => [
        ...hubspot(p),
        'SpecPulse',
        `${title(p.type_name)} of project ${p.project_id}: ${names.get(p.project_id)}`,
      ]),
    };
    expect(expected.some((p) => p.phone === '')).toBe(true);
    for (const format of crmFormats) {
      const res = await post(crmUrl(watchId, format), bearers.owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(
          `filename="\\d{2}-\\d{2}-\\d{4}_\\d{6}_leads_${format}_data-through-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
        ),
      );
      const [header, ...rows] = read(res.rawPayload);
      expect(header).toEqual([...crmColumnNames[format]]);
      // Every principal kept, the one without a phone with the field empty.
      expect(rows).toEqual(want[format]);
    }
  });

  it("answers 404 for another user's watch and for a watch that does not exist", async () => {
    const other = await post(crmUrl(watchId), bearers.other);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(messages.watchNotFound(watchId));
    expect((await post(crmUrl(999_999), bearers.owner)).statusCode).toBe(404);
  });

  it('answers 401 without a token, 403 without the export flag or with hideprojects, 400 for a bad request', async () => {
    expect((await post(crmUrl(watchId), null)).statusCode).toBe(401);
    expect((await post(crmUrl(watchId), bearers.noExport)).statusCode).toBe(403);
    expect((await post(crmUrl(watchId), bearers.hidden)).statusCode).toBe(403);
    expect((await post(crmUrl(watchId, 'excel'), bearers.owner)).statusCode).toBe(400);
    expect((await post(crmUrl(watchId), bearers.owner, { utc_offset: 5000 })).statusCode).toBe(400);
  });

  it('writes the header alone for a watch that has not fired', async () => {
    await db().updateTable('watch').set({ hit_project_ids: null }).where('id', '=', watchId).execute();
    const res = await post(crmUrl(watchId, 'salesforce'), bearers.owner);
    expect(res.statusCode).toBe(200);
    expect(read(res.rawPayload)).toEqual([[...crmColumnNames.salesforce]]);
  });
});
