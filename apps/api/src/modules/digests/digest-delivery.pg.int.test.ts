// Digests on one PostgreSQL: two queue workers on separate connections send each digest once, and a worker
// killed mid-send (a process of its own, SIGKILL) leaves nothing lost or doubled once another worker runs.
import path from 'node:path';
import { fork } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { createFirmUser } from '../../../test/auth-helpers.ts';
import { startMailInbox, type MailInbox } from '../../../test/mail-inbox.ts';
import { nextWeek } from '../../../test/next-week.ts';
import { testJobContext } from '../../../test/job-context.ts';
import { testServerUrl } from '../../../test/test-database.ts';
import { openDatabase, type Database } from '../../db/connection.ts';
import { readDataVersion } from '../../filters/dimensions.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { jobRegistry } from '../../jobs/index.ts';
import { queueDueDigests } from './digest-jobs.ts';

/** How long the queued digests may take to arrive: polling, figures, SMTP, and a crashed run's expiry. */
const DELIVERY_MS = 90_000;
const crashTimings = { expireInSeconds: 2, retryDelaySeconds: 1 };

describe('digest delivery on one PostgreSQL', () => {
  let c: AnalyticsTestContext;
  let inbox: MailInbox;
  let url = '';
  const opened: Database[] = [];
  const queues: JobQueue[] = [];

  /** `count` users of one firm, each subscribed to the dashboard weekly (settings default: Monday 08:00 UTC). */
  async function subscribers(prefix: string, count: number) {
    const { firmId } = await createFirmUser(c.portal, {
      email: `${prefix}0@deliver.example`,
      configuration: c.config,
    });
    const users = await c.portal
      .insertInto('app_user')
      .values(
        Array.from({ length: count - 1 }, (_, i) => ({
          email: `${prefix}${i + 1}@deliver.example`,
          password_hash: 'x',
          first_name: 'Sub',
          last_name: String(i + 1),
          firm_id: firmId,
        })),
      )
      .returning('id')
      .execute();
    const first = await c.portal
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', `${prefix}0@deliver.example`)
      .executeTakeFirstOrThrow();
    const ids = [first.id, ...users.map((u) => u.id)];
    await c.portal
      .insertInto('digest_subscription')
      .values(
        ids.map((id) => ({ user_id: id, firm_id: firmId, view_id: null, frequency: 'weekly' as const })),
      )
      .execute();
    // Subscribed a day before, so the first Monday 08:00 on is due.
    await sql`update digest_subscription set created_at = now() - interval '1 day'`.execute(c.portal);
    return ids.length;
  }
  const queueOn = (database: Database) => {
    const q = createJobQueue(database, jobRegistry, { pollSeconds: 0.5, crashTimings });
    queues.push(q);
    return q;
  };
  const newConnection = () => {
    const d = openDatabase({ databaseUrl: url, poolSize: 4 });
    opened.push(d);
    return d;
  };
  const sentTo = (prefix: string) =>
    inbox.received
      .map((m) => (m.to && 'text' in m.to ? m.to.text : ''))
      .filter((to) => to.startsWith(prefix));

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const name = (await sql<{ db: string }>`select current_database() as db`.execute(c.portal)).rows[0]!.db;
    const u = new URL(testServerUrl()!);
    u.pathname = `/${name}`;
    url = u.toString();
    inbox = await startMailInbox();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop(5_000).catch(() => undefined);
    for (const d of opened) await d.close();
    await inbox?.close();
    await c?.close();
  });

  it('two workers on separate connections send each digest once', async () => {
    const count = await subscribers('two', 6);
    const [a, b] = [queueOn(newConnection()), queueOn(newConnection())];
    const ctxA = testJobContext(c.t.app, c.t.testDb, a, inbox.url);
    const ctxB = testJobContext(c.t.app, c.t.testDb, b, inbox.url);
    await Promise.all([a.start(ctxA), b.start(ctxB)]);
    // Both processes' schedulers fire at the same minute.
    const now = nextWeek();
    const queued = await Promise.all([queueDueDigests(ctxA, now), queueDueDigests(ctxB, now)]);
    expect(queued[0] + queued[1]).toBe(count);
    await expect.poll(() => sentTo('two').length, { timeout: DELIVERY_MS }).toBe(count);
    await expect
      .poll(async () => (await a.stats()).every((s) => s.queued + s.active === 0), { timeout: DELIVERY_MS })
      .toBe(true);
    expect(new Set(sentTo('two')).size).toBe(count);
    expect(sentTo('two')).toHaveLength(count);
    await Promise.all([a.stop(5_000), b.stop(5_000)]);
  });

  it('a worker killed mid-send: after another starts, every digest is sent exactly once', async () => {
    const count = await subscribers('kill', 4);
    const version = (await readDataVersion(c.t.testDb.database)).version;
    const marketDir = path.dirname(c.t.testDb.market.fileOf(version)!);
    inbox.hold(true);
    const worker = fork(path.resolve(import.meta.dirname, '../../../test/job-worker-process.ts'), {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        DATABASE_URL: url,
        MARKET_DB: marketDir,
        SMTP_URL: inbox.url,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    await new Promise((resolve) => worker.once('message', resolve));
    // Queued by a scheduler that does not work the queue itself.
    const scheduler = queueOn(newConnection());
    expect(await queueDueDigests(testJobContext(c.t.app, c.t.testDb, scheduler, inbox.url), nextWeek())).toBe(
      count,
    );
    await expect.poll(() => inbox.held(), { timeout: DELIVERY_MS }).toBeGreaterThan(0);
    worker.kill('SIGKILL');
    await exited;
    inbox.hold(false);
    expect(sentTo('kill')).toEqual([]);

    const after = queueOn(newConnection());
    await after.start(testJobContext(c.t.app, c.t.testDb, after, inbox.url));
    await expect.poll(() => sentTo('kill').length, { timeout: DELIVERY_MS }).toBe(count);
    await expect
      .poll(async () => (await after.stats()).every((s) => s.queued + s.active === 0), {
        timeout: DELIVERY_MS,
      })
      .toBe(true);
    expect(new Set(sentTo('kill')).size).toBe(count);
    expect(sentTo('kill')).toHaveLength(count);
    const rows = await c.portal
      .selectFrom('mail_outbox')
      .select(['to_address', 'status'])
      .where('to_address', 'like', 'kill%')
      .execute();
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});
