// Digests end to end on the tiny data set: subscriptions through the API, the queue (pg-boss on the test's
// portal database) sending through a real SMTP server started here, the message parsed as a mail client
// would; the recipient's access checked at send time; the unsubscribe link; the outbox without SMTP_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  digestListSchema,
  digestSubscriptionSchema,
  formatDecimals,
  outboxMessageSchema,
  topBrandRowSchema,
  topProductRowSchema,
  type RouteContract,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { TEST_SECRET, bearerFor, createColleague, createFirmUser } from '../../../test/auth-helpers.ts';
import { startMailInbox, type MailInbox } from '../../../test/mail-inbox.ts';
import { TEST_PUBLIC_URL, testJobContext } from '../../../test/job-context.ts';
import { nextWeek } from '../../../test/next-week.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { jobRegistry } from '../../jobs/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { queueDueDigests } from './digest-jobs.ts';
import { buildApp } from '../../app.ts';
import { signUnsubscribe, UNSUBSCRIBE_LINK_DAYS } from './unsubscribe-link.ts';

/** How long a queued digest may take to arrive: the queue's polling, the figures and the SMTP exchange. */
const DELIVERY_MS = 60_000;

describe('digests', () => {
  let c: AnalyticsTestContext;
  let inbox: MailInbox;
  let queue: JobQueue;
  let ctx: JobContext;
  const who = { owner: '', colleague: '', other: '', admin: '', flagOff: '' };
  let ownerFirm = 0;
  let viewId = 0;
  /** A week and a day on: every subscription made now is due then (slot Monday 00:00 UTC). */

  const call = (method: RouteContract['method'], url: string, bearer: string | null, payload?: object) =>
    c.t.app.inject({ method, url, payload, headers: bearer ? { authorization: bearer } : {} });
  const idle = async () => {
    await expect
      .poll(async () => (await queue.stats()).every((s) => s.queued === 0 && s.active === 0), {
        timeout: DELIVERY_MS,
      })
      .toBe(true);
  };

  /**
   * Subscribes `bearer` to the dashboard's monthly digest, has it sent now (POST …/send, through the queue)
   * and returns the mail once it has arrived.
   */
  const sendDashboardNow = async (bearer: string, options: { with_table?: boolean } = {}) => {
    const subscribed = await call('POST', '/v2/digests', bearer, {
      view_id: null,
      frequency: 'monthly',
      ...options,
    });
    const sub = digestSubscriptionSchema.parse(subscribed.json());
    const withQueue = await buildApp({ ...ctx.deps, jobs: queue, logger: false });
    try {
      const before = inbox.received.length;
      const sent = await withQueue.inject({
        method: 'POST',
        url: `/v2/digests/${sub.id}/send`,
        headers: { authorization: bearer },
      });
      expect(sent.statusCode, sent.body).toBe(204);
      await expect.poll(() => inbox.received.length, { timeout: DELIVERY_MS }).toBe(before + 1);
    } finally {
      await withQueue.close();
    }
    return inbox.received.at(-1)!;
  };

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const db = c.portal;
    const configuration = { ...c.config, hasfeature: { savefilters: true } };
    const owner = await createFirmUser(db, { email: 'owner@digest.example', configuration });
    ownerFirm = owner.firmId;
    const colleague = await createColleague(db, owner.firmId, 'colleague@digest.example');
    const other = await createFirmUser(db, { email: 'other@digest.example', configuration });
    const admin = await createFirmUser(db, { email: 'admin@digest.example', configuration, isAdmin: true });
    const flagOff = await createFirmUser(db, { email: 'noviews@digest.example', configuration: c.config });
    who.flagOff = await bearerFor(db, flagOff.userId);
    who.owner = await bearerFor(db, owner.userId);
    who.colleague = await bearerFor(db, colleague.userId);
    who.other = await bearerFor(db, other.userId);
    who.admin = await bearerFor(db, admin.userId);
    const view = await call('POST', '/v2/views', who.owner, {
      name: 'Top categories',
      path: '/brands/',
      query: `categories=${c.facts.topCategoryIds[0]}`,
      shared: true,
    });
    expect(view.statusCode, view.body).toBe(200);
    viewId = view.json<{ id: number }>().id;

    inbox = await startMailInbox();
    queue = createJobQueue(c.t.testDb.database, jobRegistry, { pollSeconds: 0.5 });
    ctx = testJobContext(c.t.app, c.t.testDb, queue, inbox.url);
    await queue.start(ctx);
  });
  afterAll(async () => {
    await queue?.stop(5_000);
    await inbox?.close();
    await c?.close();
  });

  it("refuses the routes without a token (401), without the flag or admin right (403), with a bad body (400), and another firm's view (404)", async () => {
    expect((await call('GET', '/v2/digests', null)).statusCode).toBe(401);
    expect((await call('POST', '/v2/digests', null, { view_id: null, frequency: 'weekly' })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', '/v2/digests/1', null)).statusCode).toBe(401);
    expect((await call('PUT', '/v2/digests/settings', null, {})).statusCode).toBe(401);
    expect((await call('GET', '/v2/admin/outbox', who.owner)).statusCode).toBe(403);
    expect(
      (await call('POST', '/v2/digests', who.owner, { view_id: viewId, frequency: 'daily' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/v2/digests/abc', who.owner)).statusCode).toBe(400);
    const badZone = { weekday: 1, hour: 8, time_zone: 'Mars/Olympus', email_enabled: true };
    expect((await call('PUT', '/v2/digests/settings', who.owner, badZone)).statusCode).toBe(400);
    expect(
      (await call('POST', '/v2/digests', who.other, { view_id: viewId, frequency: 'weekly' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/v2/digests/999999', who.owner)).statusCode).toBe(404);
    // Without the firm's saved views (savefilters), no view's digest: 403, as the views' own routes answer.
    const locked = await call('POST', '/v2/digests', who.flagOff, { view_id: viewId, frequency: 'weekly' });
    expect(locked.statusCode).toBe(403);
  });

  it("sends the view to its owner and a subscribed colleague, once, branded, with the API's figures", async () => {
    for (const bearer of [who.owner, who.colleague]) {
      const settings = { weekday: 1, hour: 0, time_zone: 'UTC', email_enabled: true };
      expect((await call('PUT', '/v2/digests/settings', bearer, settings)).statusCode).toBe(200);
      const res = await call('POST', '/v2/digests', bearer, {
        view_id: viewId,
        frequency: 'weekly',
        with_table: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(digestSubscriptionSchema.parse(res.json())).toMatchObject({
        view_id: viewId,
        name: 'Top categories',
      });
    }
    const list = digestListSchema.parse((await call('GET', '/v2/digests', who.owner)).json());
    expect(list.subscriptions).toHaveLength(1);

    const now = nextWeek();
    expect(await queueDueDigests(ctx, now)).toBe(2);
    // A second scheduler (another process) at the same moment queues nothing more.
    expect(await queueDueDigests(ctx, now)).toBe(0);
    await expect.poll(() => inbox.received.length, { timeout: DELIVERY_MS }).toBe(2);
    await idle();
    expect(await queueDueDigests(ctx, now)).toBe(0);
    expect(inbox.received).toHaveLength(2);

    const mail = inbox.received.find((m) => m.to && 'text' in m.to && m.to.text === 'owner@digest.example')!;
    expect(mail.subject).toBe('Acme Insight weekly digest: Top categories');
    expect(mail.from?.text).toContain('digest@acme.example');
    const html = String(mail.html);
    expect(html).toContain('#5b2c83');
    expect(html).toContain('https://insight.acme.example/v2/branding/logo');
    expect(html).toContain('Data through 2026-09-30');
    expect(html).toContain(`https://insight.acme.example/brands/?categories=${c.facts.topCategoryIds[0]}`);

    const answer = await call('POST', '/v2/analytics/brand/topbrands?limit=5', who.owner, {
      categories: [c.facts.topCategoryIds[0]],
    });
    const top = topBrandRowSchema.array().parse(answer.json());
    expect(top.length).toBeGreaterThan(0);
    for (const b of top) expect(html).toContain(`${formatDecimals(b.spec_percent, 1)}%`);
    for (const b of top) expect(html).toContain(b.name.replace(/&/g, '&amp;'));

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(mail.attachments[0]!.content as unknown as ArrayBuffer);
    const names = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(names).toEqual(top.map((b) => b.name));

    const link = /href="https:\/\/insight\.acme\.example(\/v2\/digests\/unsubscribe\?token=[^"]+)"/.exec(
      html,
    )![1]!;
    const page = await call('GET', link.replace(/&amp;/g, '&'), null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You will no longer receive the digest of Top categories.');
    expect(
      digestListSchema.parse((await call('GET', '/v2/digests', who.owner)).json()).subscriptions,
    ).toEqual([]);
  });

  it('shows a plain page for a tampered or expired unsubscribe link', async () => {
    const sub = digestSubscriptionSchema.parse(
      (await call('POST', '/v2/digests', who.owner, { view_id: null, frequency: 'monthly' })).json(),
    );
    const good = signUnsubscribe(TEST_SECRET, sub.id);
    const tampered = good.replace(/^\d+/, String(sub.id + 1));
    const tamperedPage = await call('GET', `/v2/digests/unsubscribe?token=${tampered}`, null);
    expect(tamperedPage.statusCode).toBe(400);
    expect(tamperedPage.body).toContain('This unsubscribe link is not valid');
    const old = signUnsubscribe(TEST_SECRET, sub.id, Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000);
    const expiredPage = await call('GET', `/v2/digests/unsubscribe?token=${old}`, null);
    expect(expiredPage.statusCode).toBe(400);
    expect(expiredPage.body).toContain('This unsubscribe link has expired');
    expect(
      digestListSchema.parse((await call('GET', '/v2/digests', who.owner)).json()).subscriptions,
    ).toHaveLength(1);
    expect((await call('DELETE', `/v2/digests/${sub.id}`, who.owner)).statusCode).toBe(204);
  });

  it('sends a digest now on request, through the queue, to its subscriber only', async () => {
    const withQueue = await buildApp({ ...ctx.deps, jobs: queue, logger: false });
    try {
      const post = (url: string, bearer: string | null) =>
        withQueue.inject({ method: 'POST', url, headers: bearer ? { authorization: bearer } : {} });
      const sub = digestSubscriptionSchema.parse(
        (await call('POST', '/v2/digests', who.owner, { view_id: null, frequency: 'monthly' })).json(),
      );
      expect((await post(`/v2/digests/${sub.id}/send`, null)).statusCode).toBe(401);
      expect((await post('/v2/digests/x/send', who.owner)).statusCode).toBe(400);
      expect((await post(`/v2/digests/${sub.id}/send`, who.other)).statusCode).toBe(404);
      // The watches that fired: the owner's unread notifications, each linked; a read one is not repeated.
      const ownerRow = await c.portal
        .selectFrom('app_user')
        .select(['id', 'firm_id'])
        .where('email', '=', 'owner@digest.example')
        .executeTakeFirstOrThrow();
      const fired = (message: string, read: boolean) => ({
        firm_id: ownerRow.firm_id,
        user_id: ownerRow.id,
        data_version: 'v-digest',
        message,
        path: '/brands/drill/3',
        query: 'project_ids=7',
        read_at: read ? new Date() : null,
      });
      await c.portal
        .insertInto('notification')
        .values([fired('Brand X was newly specified on 1 project', false), fired('Already seen', true)])
        .execute();
      const before = inbox.received.length;
      expect((await post(`/v2/digests/${sub.id}/send`, who.owner)).statusCode).toBe(204);
      await expect.poll(() => inbox.received.length, { timeout: DELIVERY_MS }).toBe(before + 1);
      const mail = inbox.received.at(-1)!;
      expect(mail.subject).toBe('Acme Insight monthly digest: Dashboard');
      expect(mail.html).toContain('Your watches that fired');
      expect(mail.html).toContain(
        `<a href="${TEST_PUBLIC_URL}/brands/drill/3?project_ids=7">Brand X was newly specified on 1 project</a>`,
      );
      expect(mail.html).not.toContain('Already seen');
      expect(mail.html).toContain('Change vs previous 12 months');
      expect((await call('DELETE', `/v2/digests/${sub.id}`, who.owner)).statusCode).toBe(204);
    } finally {
      await withQueue.close();
    }
  });

  it('sends nothing to a recipient who lost the permission between scheduling and sending', async () => {
    const res = await call('POST', '/v2/digests', who.colleague, { view_id: null, frequency: 'weekly' });
    expect(res.statusCode).toBe(200);
    await queue.stop(5_000);
    const before = inbox.received.length;
    expect(await queueDueDigests(ctx, nextWeek())).toBe(1);
    await c.portal
      .updateTable('firm')
      // Neither brands nor products left: nothing of the dashboard's to see (a products-only recipient gets
      // its products, the last test).
      .set({ configuration: JSON.stringify({ ...c.config, permissions: { spectypes: true } }) })
      .where('id', '=', ownerFirm)
      .execute();
    queue = createJobQueue(c.t.testDb.database, jobRegistry, { pollSeconds: 0.5 });
    ctx = { ...ctx, queue };
    await queue.start(ctx);
    await idle();
    expect(inbox.received.length).toBe(before);
    const outbox = await call('GET', '/v2/admin/outbox', who.admin);
    const rows = outboxMessageSchema.array().parse(outbox.json());
    expect(
      rows.filter((r) => r.to === 'colleague@digest.example' && r.subject.includes('Dashboard')),
    ).toEqual([]);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
  });

  it("sends a products-only recipient's dashboard as its top products, equal to the API's", async () => {
    const designer = await createFirmUser(c.portal, {
      email: 'designer@digest.example',
      configuration: { ...c.config, permissions: { products: true } },
    });
    const bearer = await bearerFor(c.portal, designer.userId);
    const mail = await sendDashboardNow(bearer, { with_table: true });
    const html = String(mail.html);
    expect(html).toContain('Top products');
    const answer = await call('POST', '/v2/analytics/product/topproducts?limit=5', bearer, {});
    const top = topProductRowSchema.array().parse(answer.json());
    expect(top.length).toBeGreaterThan(0);
    for (const p of top) expect(html).toContain(p.product_name.replace(/&/g, '&amp;'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(mail.attachments[0]!.content as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Top products', 'About']);
    expect(book.getWorksheet('About')!.getCell('A1').value).toBe('Data through 2026-09-30');
    expect(book.worksheets[0]!.getColumn(1).values.slice(2)).toEqual(
      top.map((p) => `${p.product_name} (${p.manufacturer_name})`),
    );
  });

  it("lists the annotations of the digest's window the recipient sees: their firm's and everyone's, linked", async () => {
    // Two client firms, and an internal user who writes everyone's annotations.
    const configuration = { ...c.config, permissions: { brands: true } };
    const reader = await createFirmUser(c.portal, { email: 'timeline@digest.example', configuration });
    const rival = await createFirmUser(c.portal, { email: 'rival@digest.example', configuration });
    const internal = await createFirmUser(c.portal, {
      email: 'internal@digest.example',
      configuration: c.config,
    });
    const bearer = await bearerFor(c.portal, reader.userId);
    const annotate = async (who: number, body: object) => {
      const res = await call('POST', '/v2/annotations', await bearerFor(c.portal, who), body);
      expect(res.statusCode, res.body).toBe(200);
    };
    // The dashboard's window: the 12 months to the last complete quarter on or before 2026-09-30.
    await annotate(reader.userId, {
      title: 'Our launch & price change',
      starts_on: '2026-03-10',
      link: 'https://launch.example/spring?a=1&b=2',
    });
    await annotate(internal.userId, {
      title: 'National trade show',
      starts_on: '2025-09-28',
      ends_on: '2025-10-02',
      scope: 'everyone',
    });
    await annotate(rival.userId, { title: 'Rival launch', starts_on: '2026-04-01' });
    await annotate(reader.userId, { title: 'Old event', starts_on: '2024-05-01', ends_on: '2024-05-03' });

    const mail = await sendDashboardNow(bearer);
    const html = String(mail.html);
    expect(html).toContain('Market timeline');
    expect(html).toContain(
      '<li><a href="https://launch.example/spring?a=1&amp;b=2">Our launch &amp; price change</a>: 2026-03-10</li>',
    );
    expect(html).toContain('<li>National trade show: 2025-09-28 – 2025-10-02</li>');
    expect(html).not.toContain('Rival launch');
    expect(html).not.toContain('Old event');
    expect(mail.text).toContain(
      'Our launch & price change: 2026-03-10 (https://launch.example/spring?a=1&b=2)',
    );
    expect(mail.text).toContain('National trade show: 2025-09-28 – 2025-10-02');
    expect(mail.text).toContain('Data through 2026-09-30');
  });
});
