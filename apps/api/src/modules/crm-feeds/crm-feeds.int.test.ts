// Scheduled CRM feeds end to end on the tiny data set: feeds made through the API, delivered by the queue
// (pg-boss on the test's portal database) to a real HTTPS server started here with a certificate made here
// (trusted through CRM_FEED_CA_FILE), the signature checked as a receiver would; a 500 retried, a 4xx not;
// refused addresses at creation and at send time; another firm's feeds and views out of reach.
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmColumnNames,
  crmFeedListSchema,
  createdCrmFeedSchema,
  messages,
  type CrmFeed,
  type RouteContract,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { bearerFor, createFirmUser } from '../../../test/auth-helpers.ts';
import { testJobDeps } from '../../../test/job-context.ts';
import { buildApp } from '../../app.ts';
import { loadConfig, noRateBudgets } from '../../config.ts';
import { readDataVersion } from '../../filters/dimensions.ts';
import type { JobContext } from '../../jobs/job.ts';
import { jobRegistry } from '../../jobs/index.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { queueDueFeeds } from './crm-feed-jobs.ts';

/** How long a queued feed may take to arrive: polling, the list, a retry's delay. */
const DELIVERY_MS = 60_000;

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A receiver: answers each path's statuses in turn (the last one from then on). */
async function startReceiver(dir: string) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const received: Received[] = [];
  const answers: Record<string, number[]> = { '/ok': [200], '/flaky': [500, 200], '/gone': [410] };
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const p = req.url ?? '';
        received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks) });
        const list = answers[p] ?? [404];
        const status = list.length > 1 ? list.shift()! : list[0]!;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status === 410 ? 'This feed was retired' : 'thanks');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    received,
    ca: path.join(dir, 'cert.pem'),
    url: (p: string) => `https://localhost:${(server.address() as AddressInfo).port}${p}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('scheduled CRM feeds', () => {
  let c: AnalyticsTestContext;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let queue: JobQueue;
  let ctx: JobContext;
  let dir = '';
  const who = { admin: '', colleague: '', otherAdmin: '', noTerritories: '' };
  let viewId = 0;
  let otherViewId = 0;
  let category = 0;

  const call = (method: RouteContract['method'], url: string, bearer: string | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer ? { authorization: bearer } : {} });
  const feedsOf = async (bearer: string) =>
    crmFeedListSchema.parse((await call('GET', '/v2/crm-feeds', bearer)).json()).feeds;
  const create = async (url: string, format = 'hubspot', bearer = who.admin, view = viewId) =>
    call('POST', '/v2/crm-feeds', bearer, { view_id: view, format, url });
  const idle = () =>
    expect
      .poll(async () => (await queue.stats()).every((s) => s.queued === 0 && s.active === 0), {
        timeout: DELIVERY_MS,
      })
      .toBe(true);
  const attemptsOf = async (feedId: number): Promise<CrmFeed['attempts']> =>
    (await feedsOf(who.admin)).find((f) => f.id === feedId)!.attempts;

  const receivedAt = (p: string) => receiver.received.filter((r) => r.path === p);
  /** A new feed to `p`, sent now; resolves once the receiver has had `requests` and the queue is idle. */
  const sendNowTo = async (p: string, requests: number) => {
    const feed = createdCrmFeedSchema.parse((await create(receiver.url(p))).json());
    expect((await call('POST', `/v2/crm-feeds/${feed.id}/send`, who.admin)).statusCode).toBe(204);
    await expect.poll(() => receivedAt(p).length, { timeout: DELIVERY_MS }).toBe(requests);
    await idle();
    return feed;
  };

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    dir = mkdtempSync(path.join(tmpdir(), 'crm-feed-'));
    receiver = await startReceiver(dir);
    const db = c.portal;
    const configuration = {
      ...c.config,
      hasfeature: { territories: true, export: true, savefilters: true },
    };
    const admin = await createFirmUser(db, { email: 'admin@feed.example', configuration });
    const colleague = await db
      .insertInto('app_user')
      .values({
        email: 'colleague@feed.example',
        password_hash: 'x',
        first_name: 'Col',
        last_name: 'League',
        firm_id: admin.firmId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherAdmin = await createFirmUser(db, { email: 'other@feed.example', configuration });
    const noTerritories = await createFirmUser(db, {
      email: 'noterr@feed.example',
      configuration: { ...configuration, hasfeature: { export: true, savefilters: true } },
    });
    await db
      .updateTable('app_user')
      .set({ is_firm_admin: true })
      .where('id', 'in', [admin.userId, otherAdmin.userId, noTerritories.userId])
      .execute();
    who.admin = await bearerFor(db, admin.userId);
    who.colleague = await bearerFor(db, colleague.id);
    who.otherAdmin = await bearerFor(db, otherAdmin.userId);
    who.noTerritories = await bearerFor(db, noTerritories.userId);

    const base = testJobDeps(c.t.testDb, undefined);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_SCALE: 'none',
      ...noRateBudgets,
      CRM_FEED_ALLOW_LOOPBACK: 'true',
      CRM_FEED_CA_FILE: receiver.ca,
    });
    queue = createJobQueue(c.t.testDb.database, jobRegistry, {
      pollSeconds: 0.5,
      crashTimings: { expireInSeconds: 60, retryDelaySeconds: 1 },
    });
    const deps = { ...base.deps, config };
    const app = await buildApp({ ...deps, jobs: queue, logger: false });
    await app.ready();
    ctx = { app, queue, deps, branding: base.branding };
    await queue.start(ctx);

    category = c.facts.topCategoryIds[0]!;
    const view = await call('POST', '/v2/views', who.admin, {
      name: 'West leads',
      path: '/brands/',
      query: `categories=${category}&regions=west`,
      shared: false,
    });
    expect(view.statusCode, view.body).toBe(200);
    viewId = view.json<{ id: number }>().id;
    const other = await call('POST', '/v2/views', who.otherAdmin, {
      name: 'Theirs',
      path: '/brands/',
      query: '',
    });
    expect(other.statusCode, other.body).toBe(200);
    otherViewId = other.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await queue?.stop(5_000);
    await ctx?.app.close();
    await receiver?.close();
    await c?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a URL that is not https, or whose host is a private, link-local or unique-local address (400)', async () => {
    for (const [url, message] of [
      ['http://example.com/hook', messages.crmFeedUrlNotHttps],
      ['ftp://localhost/hook', messages.crmFeedUrlNotHttps],
      ['not a url', messages.crmFeedUrlNotHttps],
      ['https://10.1.2.3/hook', messages.crmFeedUrlPrivate('10.1.2.3')],
      ['https://169.254.169.254/latest/meta-data', messages.crmFeedUrlPrivate('169.254.169.254')],
      ['https://192.168.0.10/hook', messages.crmFeedUrlPrivate('192.168.0.10')],
      ['https://[fd00::1]/hook', messages.crmFeedUrlPrivate('fd00::1')],
      ['https://[::ffff:10.0.0.1]/hook', messages.crmFeedUrlPrivate('::ffff:a00:1')],
    ] as const) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message, url).toBe(message);
    }
    expect(await feedsOf(who.admin)).toEqual([]);
  });

  it("keeps each firm's feeds and views to it, and the feeds to firm admins of firms with territories", async () => {
    const made = await create(receiver.url('/ok'));
    expect(made.statusCode, made.body).toBe(200);
    const feed = createdCrmFeedSchema.parse(made.json());
    expect((await create(receiver.url('/ok'), 'hubspot', who.admin, otherViewId)).statusCode).toBe(404);
    expect((await create(receiver.url('/ok'), 'hubspot', who.otherAdmin, viewId)).statusCode).toBe(404);
    expect(await feedsOf(who.otherAdmin)).toEqual([]);
    expect((await call('DELETE', `/v2/crm-feeds/${feed.id}`, who.otherAdmin)).statusCode).toBe(404);
    expect((await call('POST', `/v2/crm-feeds/${feed.id}/send`, who.otherAdmin)).statusCode).toBe(404);
    expect((await call('GET', '/v2/crm-feeds', who.colleague)).statusCode).toBe(403);
    expect((await call('GET', '/v2/crm-feeds', who.noTerritories)).statusCode).toBe(403);
    expect((await call('GET', '/v2/crm-feeds', null)).statusCode).toBe(401);
    expect((await create(receiver.url('/ok'), 'excel')).statusCode).toBe(400);
    expect((await call('DELETE', `/v2/crm-feeds/${feed.id}`, who.admin)).statusCode).toBe(204);
    expect(await feedsOf(who.admin)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it("delivers the view's lead list, signed, with the data-through date in a header, and logs it", async () => {
    const made = await create(receiver.url('/ok'), 'salesforce');
    const feed = createdCrmFeedSchema.parse(made.json());
    expect(feed.secret).toMatch(/^whsec_/);
    // The secret is shown once: the list never has it.
    expect(JSON.stringify(await feedsOf(who.admin))).not.toContain(feed.secret);
    expect((await call('POST', `/v2/crm-feeds/${feed.id}/send`, who.admin)).statusCode).toBe(204);
    await expect.poll(() => receiver.received.length, { timeout: DELIVERY_MS }).toBe(1);
    await idle();
    const got = receiver.received[0]!;
    const timestamp = String(got.headers['x-feed-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(600);
    const expected = createHmac('sha256', feed.secret).update(`${timestamp}.`).update(got.body).digest();
    const signature = Buffer.from(String(got.headers['x-feed-signature']).replace(/^sha256=/, ''), 'hex');
    expect(timingSafeEqual(signature, expected)).toBe(true);
    expect(got.headers['x-feed-data-through']).toBe((await readDataVersion(c.t.testDb.database)).asOf);
    expect(got.headers['x-feed-id']).toBe(String(feed.id));
    expect(got.headers['x-feed-delivery']).toMatch(new RegExp(`^crm-feed:${feed.id}:now-`));
    expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Row 1 is the CRM's header row; the rows are the view's 'Export for CRM' as its creator has it.
    const [header, ...rows] = parse(got.body.toString('utf8'), { bom: true }) as string[][];
    expect(header).toEqual([...crmColumnNames.salesforce]);
    const direct = await call('POST', '/v2/analytics/source/projects/full/crm?format=salesforce', who.admin, {
      categories: [category],
      regions: ['west'],
    });
    expect(direct.statusCode).toBe(200);
    expect(rows.length).toBeGreaterThan(0);
    expect(got.body.equals(direct.rawPayload)).toBe(true);
    const [attempt] = await attemptsOf(feed.id);
    expect(attempt).toMatchObject({ status: 200, outcome: 'delivered', error: null });
    expect(await attemptsOf(feed.id)).toHaveLength(1);
  });

  it('retries a 500 and delivers on the next try, each attempt logged', async () => {
    const feed = await sendNowTo('/flaky', 2);
    const attempts = await attemptsOf(feed.id);
    expect(attempts.map((a) => [a.status, a.outcome])).toEqual([
      [200, 'delivered'],
      [500, 'retrying'],
    ]);
    expect(attempts[1]!.error).toContain('HTTP 500');
    const [first, second] = receivedAt('/flaky');
    expect(second!.headers['x-feed-delivery']).toBe(first!.headers['x-feed-delivery']);
  });

  it('does not retry a 4xx, and logs why', async () => {
    const feed = await sendNowTo('/gone', 1);
    expect(receivedAt('/gone')).toHaveLength(1);
    const attempts = await attemptsOf(feed.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 410, outcome: 'failed' });
    expect(attempts[0]!.error).toBe('HTTP 410: This feed was retired');
  });

  it('checks the address again at send time, and sends nothing to a private one', async () => {
    const feed = createdCrmFeedSchema.parse((await create(receiver.url('/ok'))).json());
    // As if its host's DNS now gave a private address.
    await c.portal
      .updateTable('crm_feed')
      .set({ url: 'https://10.0.0.7/hook' })
      .where('id', '=', feed.id)
      .execute();
    const before = receiver.received.length;
    expect((await call('POST', `/v2/crm-feeds/${feed.id}/send`, who.admin)).statusCode).toBe(204);
    await expect.poll(async () => (await attemptsOf(feed.id)).length, { timeout: DELIVERY_MS }).toBe(1);
    await idle();
    const [attempt] = await attemptsOf(feed.id);
    expect(attempt).toMatchObject({
      status: null,
      outcome: 'failed',
      error: messages.crmFeedUrlPrivate('10.0.0.7'),
    });
    expect(receiver.received.length).toBe(before);
    expect((await call('DELETE', `/v2/crm-feeds/${feed.id}`, who.admin)).statusCode).toBe(204);
  });

  it("queues each feed once a day, and not again once the day's run delivered or gave up", async () => {
    const now = new Date(Date.now() + 86_400_000);
    const feeds = await feedsOf(who.admin);
    expect(await queueDueFeeds(ctx, now)).toBe(feeds.length);
    expect(await queueDueFeeds(ctx, now)).toBe(0);
    await idle();
    const day = now.toISOString().slice(0, 10);
    const runs = await c.portal
      .selectFrom('crm_feed_attempt')
      .select(['feed_id', 'outcome'])
      .where('run_key', 'like', `crm-feed:%:${day}`)
      .execute();
    expect(new Set(runs.map((r) => r.feed_id))).toEqual(new Set(feeds.map((f) => f.id)));
    expect(runs.every((r) => r.outcome !== 'retrying')).toBe(true);
    expect(await queueDueFeeds(ctx, now)).toBe(0);
  });
});
