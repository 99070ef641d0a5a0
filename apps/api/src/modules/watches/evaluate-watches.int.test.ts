// Watch evaluation against a plain JavaScript reference on hand-made data versions that differ in known ways:
// a product newly specified on a project, a brand's share moved by a known amount, a project lost to a
// competitor, and a cell under the sample floor whose share moves without firing. Each watch fires once per
// version, again only after its condition reset, with its owner's firm scope and permissions of the moment.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MIN_SAMPLE_LINES,
  defaultFilterSet,
  filterSetFromSearchParams,
  filterSetToPayload,
  formatDecimals,
  watchSchema,
  type CreateWatchBody,
  type FilterPayload,
} from '@specpulse/contract';
import type { FirmConfiguration } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearerFor,
  compileForTest,
  createFirmUser,
  firmConfiguration,
  testActor,
} from '../../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../../test/filters.fixture.ts';
import {
  loadReferenceFacts,
  referenceSpecLines,
  type ReferenceFacts,
  type ReferenceSpecLine,
} from '../../../test/filter-reference.ts';
import { projectOutcomesReference } from '../../../test/winloss-reference.ts';
import { testJobContext } from '../../../test/job-context.ts';
import { jobRegistry } from '../../jobs/index.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { evaluateWatches } from './evaluate-watches.ts';
import { shareMove } from './watch-rules.queries.ts';

const OURS = 1;
const WATCHED_BRAND = 2;
const FLOOR_BRAND = 3;
const COMPETITOR = 4;
const PRODUCT = 1;
const NEW_DAY = '2026-09-15';
/** The queue's data-version watch and its polling, on a loaded machine. */
const NOTICED_WITHIN_MS = 30_000;

const firm = (partial: Partial<FirmConfiguration> = {}) =>
  firmConfiguration({
    hasfeature: { savefilters: true },
    firmbrands: [OURS],
    filters: { categories: [1, 2, 3], subCategories: [] },
    ...partial,
  });

describe('evaluateWatches', () => {
  let t: TestApp;
  let owner = { userId: 0, firmId: 0, bearer: '' };
  let narrow = { userId: 0, firmId: 0, bearer: '' };
  const deps = () => ({ database: t.testDb.database, market: t.testDb.market });
  const db = () => t.testDb.database.db;
  const payload: FilterPayload = filterSetToPayload(defaultFilterSet);
  let nextLineId = 100_000;

  const createWatch = async (bearer: string, body: CreateWatchBody) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/watches',
      payload: body,
      headers: { authorization: bearer },
    });
    expect(res.statusCode, res.body).toBe(200);
    return watchSchema.parse(res.json());
  };
  const switchTo = (version: string) =>
    db().updateTable('data_version').set({ version }).where('id', '=', 1).execute();
  /** The projects that made the watch fire the last time (its hits, for its lead list). */
  const hitsOf = async (watchId: number) =>
    (
      await db()
        .selectFrom('watch')
        .select('hit_project_ids')
        .where('id', '=', watchId)
        .executeTakeFirstOrThrow()
    ).hit_project_ids;
  const notificationsOf = (watchId: number) =>
    db().selectFrom('notification').selectAll().where('watch_id', '=', watchId).orderBy('id').execute();

  type Line = ReferenceSpecLine & { id: number };
  /** Lines of a product on projects, on NEW_DAY (in the window of every period), as the market has them. */
  async function planLines(productId: number, projectIds: readonly number[]): Promise<Line[]> {
    const market = await t.testDb.market.at('any');
    const product = await market
      .selectFrom('product')
      .selectAll()
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const { quantity_unit } = await market
      .selectFrom('category')
      .select('quantity_unit')
      .where('id', '=', product.category_id)
      .executeTakeFirstOrThrow();
    const lines: Line[] = [];
    for (const projectId of projectIds) {
      const project = await market
        .selectFrom('project')
        .selectAll()
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      lines.push({
        id: nextLineId++,
        project_id: projectId,
        product_id: productId,
        manufacturer_id: product.manufacturer_id,
        category_id: product.category_id,
        sub_category_id: product.sub_category_id,
        is_open_spec: product.is_open_spec,
        status_id: 1,
        segment_id: project.segment_id,
        state_id: project.state_id,
        quantity: 1,
        quantity_unit,
        spec_date: NEW_DAY,
      });
    }
    return lines;
  }
  const insertLines = async (lines: readonly Line[]) =>
    (await t.testDb.market.at('any'))
      .insertInto('spec_line')
      // The unit is the category's, not a column of the line.
      .values(lines.map(({ quantity_unit: _unit, ...line }) => line))
      .execute();
  const addLines = async (productId: number, projectIds: readonly number[]) =>
    insertLines(await planLines(productId, projectIds));
  /** The first product of a brand in the firm's categories. */
  const productOf = async (brand: number) =>
    (
      await (
        await t.testDb.market.at('any')
      )
        .selectFrom('product')
        .select('id')
        .where('manufacturer_id', '=', brand)
        .where('is_open_spec', '=', false)
        .where('category_id', 'in', [1, 2, 3])
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  const ofBrand = (lines: readonly ReferenceSpecLine[], brand: number) =>
    lines.filter((l) => l.manufacturer_id === brand).length;
  /** The reference share change: 100 × (brand / all lines in the window − the same in the previous window). */
  function referenceChange(facts: ReferenceFacts, p: FilterPayload, brand: number) {
    const now = referenceSpecLines(facts, p, firm(), 'window');
    const then = referenceSpecLines(facts, p, firm(), 'previous');
    return {
      change: (100 * ofBrand(now, brand)) / now.length - (100 * ofBrand(then, brand)) / then.length,
      sample: ofBrand(now, brand) + ofBrand(then, brand),
    };
  }
  const projectsOf = (facts: ReferenceFacts, product: number) =>
    new Set(
      referenceSpecLines(facts, payload, firm(), 'none')
        .filter((l) => l.product_id === product)
        .map((l) => l.project_id),
    );
  const lostOf = (facts: ReferenceFacts) =>
    [
      ...projectOutcomesReference(referenceSpecLines(facts, payload, firm(), 'window'), {
        ours: [OURS],
        competitors: [COMPETITOR],
      }),
    ]
      .filter(([, p]) => p.them && !p.us)
      .map(([id]) => id)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp();
    await loadFilterFixture(t.testDb);
    const a = await createFirmUser(db(), { email: 'owner@watches.example', configuration: firm() });
    owner = { ...a, bearer: await bearerFor(db(), a.userId) };
    // Another firm, category 2 only: the product (category 1) is outside its scope.
    const b = await createFirmUser(db(), {
      email: 'narrow@watches.example',
      configuration: firm({ filters: { categories: [2], subCategories: [] } }),
    });
    narrow = { ...b, bearer: await bearerFor(db(), b.userId) };
  });
  afterAll(async () => t?.close());

  it('the share the rule reads is the reference share change', async () => {
    const facts = await loadReferenceFacts(t.testDb);
    const scope = await compileForTest(
      t.testDb,
      { ...testActor(firm(), firm().permissions), firmConfiguration: firm() },
      payload,
    );
    const move = await shareMove(scope, [WATCHED_BRAND]);
    const expected = referenceChange(facts, payload, WATCHED_BRAND);
    expect(expected.sample).toBeGreaterThanOrEqual(MIN_SAMPLE_LINES);
    expect(move?.change).toBeCloseTo(expected.change, 9);
  });

  it('fires what changed between two versions, once per version, and again only after a reset', async () => {
    const v1 = await loadReferenceFacts(t.testDb);
    const productProjects = projectsOf(v1, PRODUCT);
    const allProjects = [...new Set(v1.specLines.map((l) => l.project_id))].sort((a, b) => a - b);
    const newProject = allProjects.find((p) => !productProjects.has(p))!;
    const lostBefore = lostOf(v1);
    const windowLines = referenceSpecLines(v1, payload, firm(), 'window');
    const contested = new Set(
      windowLines.filter((l) => [OURS, COMPETITOR].includes(l.manufacturer_id)).map((l) => l.project_id),
    );
    const newLoss = allProjects.find(
      (p) => !contested.has(p) && windowLines.some((l) => l.project_id === p),
    )!;
    // The floor's cell: one project, where FLOOR_BRAND has a few lines only.
    const floorProject = allProjects.find(
      (p) =>
        ofBrand(
          v1.specLines.filter((l) => l.project_id === p),
          FLOOR_BRAND,
        ) <= 2,
    )!;
    const floorQuery = `project_ids=${floorProject}`;
    const floorPayload = filterSetToPayload(filterSetFromSearchParams(floorQuery));

    // Version 2 adds: the product on a new project, a new lost project, 40 lines of brand 2 in the window, and
    // two more lines of the floor brand on its one project.
    const sharePlan = Array.from({ length: 40 }, (_, i) => allProjects[i % allProjects.length]!);
    const shareLines = await planLines(await productOf(WATCHED_BRAND), sharePlan);
    const v2Lines = [
      ...(await planLines(PRODUCT, [newProject])),
      ...(await planLines(await productOf(COMPETITOR), [newLoss])),
      ...(await planLines(await productOf(FLOOR_BRAND), [floorProject, floorProject])),
      ...shareLines,
    ];
    const c1 = referenceChange(v1, payload, WATCHED_BRAND);
    const c2 = referenceChange({ ...v1, specLines: [...v1.specLines, ...v2Lines] }, payload, WATCHED_BRAND);
    // Version 4 takes brand 2's lines away again (the reset).
    const withoutShare = v2Lines.filter((l) => !shareLines.includes(l));
    const c4 = referenceChange(
      { ...v1, specLines: [...v1.specLines, ...withoutShare] },
      payload,
      WATCHED_BRAND,
    );
    // N between the changes: those of versions 1 and 4 do not fire, version 2's does.
    const quiet = Math.max(Math.abs(c1.change), Math.abs(c4.change));
    const points = Math.round(((quiet + Math.abs(c2.change)) / 2) * 10) / 10;
    expect(points).toBeGreaterThan(quiet);
    expect(points).toBeLessThan(Math.abs(c2.change));

    // Version 1: the watches take their baseline; nothing fires on what was there already.
    const view = await t.app.inject({
      method: 'POST',
      url: '/v2/views',
      payload: { name: 'One project', path: '/brands/', query: floorQuery },
      headers: { authorization: owner.bearer },
    });
    expect(view.statusCode, view.body).toBe(200);
    const productWatch = await createWatch(owner.bearer, {
      subject: 'product',
      ids: [PRODUCT],
      rule: 'newly_specified',
    });
    const narrowWatch = await createWatch(narrow.bearer, {
      subject: 'product',
      ids: [PRODUCT],
      rule: 'newly_specified',
    });
    const lostWatch = await createWatch(owner.bearer, {
      subject: 'competitors',
      ids: [COMPETITOR],
      rule: 'lost_to_competitor',
    });
    const floorWatch = await createWatch(owner.bearer, {
      subject: 'brand',
      ids: [FLOOR_BRAND],
      view_id: view.json().id,
      rule: 'share_moved',
      points: 0.1,
    });
    const shareWatch = await createWatch(owner.bearer, {
      subject: 'brand',
      ids: [WATCHED_BRAND],
      rule: 'share_moved',
      points,
    });
    await evaluateWatches(deps());
    for (const w of [productWatch, narrowWatch, lostWatch, floorWatch, shareWatch]) {
      expect(await notificationsOf(w.id)).toEqual([]);
      expect(await hitsOf(w.id)).toBeNull();
    }

    await insertLines(v2Lines);
    await switchTo('v2');
    const v2 = await loadReferenceFacts(t.testDb);
    expect(referenceChange(v2, payload, WATCHED_BRAND).change).toBe(c2.change);

    await evaluateWatches(deps());
    await evaluateWatches(deps()); // the same version again: nothing more

    const newlySpecified = [...projectsOf(v2, PRODUCT)].filter((p) => !productProjects.has(p));
    expect(newlySpecified).toEqual([newProject]);
    const productNotes = await notificationsOf(productWatch.id);
    expect(productNotes).toHaveLength(1);
    expect(productNotes[0]).toMatchObject({
      data_version: 'v2',
      user_id: owner.userId,
      firm_id: owner.firmId,
      path: `/products/drill/${PRODUCT}`,
      query: `project_ids=${newProject}`,
    });
    expect(productNotes[0]!.message).toMatch(/newly specified on 1 project$/);
    expect(await hitsOf(productWatch.id)).toEqual([newProject]);

    const lostAfter = lostOf(v2);
    expect(lostAfter.filter((p) => !lostBefore.includes(p))).toEqual([newLoss]);
    const lostNotes = await notificationsOf(lostWatch.id);
    expect(lostNotes).toHaveLength(1);
    expect(lostNotes[0]!.path).toBe('/winloss/');
    expect(new URLSearchParams(lostNotes[0]!.query).get('project_ids')).toBe(String(newLoss));
    expect(new URLSearchParams(lostNotes[0]!.query).get('competitors')).toBe(String(COMPETITOR));
    expect(await hitsOf(lostWatch.id)).toEqual([newLoss]);

    const shareNotes = await notificationsOf(shareWatch.id);
    expect(shareNotes).toHaveLength(1);
    expect(shareNotes[0]!.message).toContain(`spec share moved ${formatDecimals(c2.change, 2, true)} pts`);
    expect(shareNotes[0]!.path).toBe(`/brands/drill/${WATCHED_BRAND}`);
    // The share rose: its hits are projects the share-change figure names as gains, all where lines were added.
    const shareHits = (await hitsOf(shareWatch.id)) ?? [];
    expect(shareHits.length).toBeGreaterThan(0);
    expect(shareHits.every((p) => sharePlan.includes(p))).toBe(true);

    // The floor's cell moved by more than its 0.1 points, on fewer lines than the floor: nothing fires.
    const floor = referenceChange(v2, floorPayload, FLOOR_BRAND);
    expect(Math.abs(floor.change)).toBeGreaterThanOrEqual(0.1);
    expect(floor.sample).toBeLessThan(MIN_SAMPLE_LINES);
    expect(await notificationsOf(floorWatch.id)).toEqual([]);
    expect(await hitsOf(floorWatch.id)).toBeNull();

    // The other firm's scope leaves the product's category out: the same watch fires nothing for it.
    expect(await notificationsOf(narrowWatch.id)).toEqual([]);

    // Version 3, the same facts: the share has still moved, but the watch fired already; nothing new either.
    await switchTo('v3');
    await evaluateWatches(deps());
    expect(await notificationsOf(shareWatch.id)).toHaveLength(1);
    expect(await notificationsOf(productWatch.id)).toHaveLength(1);
    expect(await notificationsOf(lostWatch.id)).toHaveLength(1);

    // Version 4: brand 2's extra lines gone, so its condition resets; version 5: back, and it fires again.
    const market = await t.testDb.market.at('any');
    await market
      .deleteFrom('spec_line')
      .where(
        'id',
        'in',
        shareLines.map((l) => l.id),
      )
      .execute();
    await switchTo('v4');
    await evaluateWatches(deps());
    expect(await notificationsOf(shareWatch.id)).toHaveLength(1);
    await insertLines(shareLines);
    await switchTo('v5');
    await evaluateWatches(deps());
    expect((await notificationsOf(shareWatch.id)).map((n) => n.data_version)).toEqual(['v2', 'v5']);
  });

  it('uses the owner’s permissions at evaluation time: nothing fires while a permission is taken away', async () => {
    // A product and a project it is not on yet.
    const facts = await loadReferenceFacts(t.testDb);
    const projects = [...new Set(facts.specLines.map((l) => l.project_id))];
    const [product, project] = [2, 3, 4, 5, 6, 7, 8]
      .map((id) => {
        const on = new Set(facts.specLines.filter((l) => l.product_id === id).map((l) => l.project_id));
        return [id, projects.find((p) => !on.has(p))] as const;
      })
      .find(([, p]) => p !== undefined)!;
    const watch = await createWatch(owner.bearer, {
      subject: 'product',
      ids: [product],
      rule: 'newly_specified',
    });
    await addLines(product, [project!]);
    await db()
      .updateTable('firm')
      .set({ configuration: JSON.stringify(firm({ permissions: { brands: true } })) })
      .where('id', '=', owner.firmId)
      .execute();
    await switchTo('v6');
    await evaluateWatches(deps());
    expect(await notificationsOf(watch.id)).toEqual([]);
    // The permission back: the project it was not shown is still new to it.
    await db()
      .updateTable('firm')
      .set({ configuration: JSON.stringify(firm()) })
      .where('id', '=', owner.firmId)
      .execute();
    await switchTo('v7');
    await evaluateWatches(deps());
    expect((await notificationsOf(watch.id)).map((n) => n.query)).toEqual([`project_ids=${project}`]);
  });

  it('runs as the job of a new data version (a refresh switched it in), through the queue', async () => {
    const facts = await loadReferenceFacts(t.testDb);
    const on = new Set(facts.specLines.filter((l) => l.product_id === PRODUCT).map((l) => l.project_id));
    const project = [...new Set(facts.specLines.map((l) => l.project_id))].find((p) => !on.has(p))!;
    const watch = await createWatch(owner.bearer, {
      subject: 'product',
      ids: [PRODUCT],
      rule: 'newly_specified',
    });
    await addLines(PRODUCT, [project]);
    // No direct call: the queue notices the switch and runs the registry's job, as the API process does.
    const queue = createJobQueue(t.testDb.database, jobRegistry, {
      pollSeconds: 0.5,
      dataVersionPollMs: 200,
    });
    try {
      await queue.start(testJobContext(t.app, t.testDb, queue, undefined));
      await switchTo('v8');
      await vi.waitFor(async () => expect(await notificationsOf(watch.id)).toHaveLength(1), {
        timeout: NOTICED_WITHIN_MS,
        interval: 200,
      });
    } finally {
      await queue.stop(5_000);
    }
    expect((await notificationsOf(watch.id)).map((n) => n.data_version)).toEqual(['v8']);
  });
});
