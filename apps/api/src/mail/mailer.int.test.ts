// The mailer: without SMTP_URL (the embedded default) a message is kept in the outbox administrators read;
// with an SMTP server that refuses, the send is retried by the queue and the outbox shows the error, then
// 'failed' when the retries are spent; the queue's depth and failures are on /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessageSchema } from '@specpulse/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { bearerFor, createFirmUser } from '../../test/auth-helpers.ts';
import { freePort } from '../../test/api-process.ts';
import { testJobDeps } from '../../test/job-context.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { jobRegistry } from '../jobs/index.ts';
import { sendMail } from './mailer.ts';

const METRICS_TOKEN = 'metrics-token-for-the-mail-test';
/** Eight tries a second apart, and the queue's polling. */
const GIVE_UP_MS = 60_000;

describe('mailer and outbox', () => {
  let testDb: TestDatabase;
  let queue: JobQueue;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin = '';
  let user = { userId: 0, firmId: 0 };
  let refusingUrl = '';

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Nothing listens there: every send fails to connect.
    refusingUrl = `smtp://127.0.0.1:${await freePort()}`;
    queue = createJobQueue(testDb.database, jobRegistry, {
      pollSeconds: 0.5,
      crashTimings: { expireInSeconds: 30, retryDelaySeconds: 1 },
    });
    const parts = testJobDeps(testDb, refusingUrl);
    app = await buildApp({
      ...parts.deps,
      config: loadConfig({ NODE_ENV: 'test', DEMO_SCALE: 'none', METRICS_TOKEN, LOG_LEVEL: 'silent' }),
      logger: false,
      jobs: queue,
    });
    await app.ready();
    await queue.start({ ...parts, app });
    const a = await createFirmUser(testDb.database.db, { email: 'admin@mail.example', isAdmin: true });
    admin = await bearerFor(testDb.database.db, a.userId);
    user = await createFirmUser(testDb.database.db, { email: 'reader@mail.example' });
  });
  afterAll(async () => {
    await queue?.stop(5_000);
    await app?.close();
    await testDb?.drop();
  });

  const outbox = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v2/admin/outbox',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    return outboxMessageSchema.array().parse(res.json());
  };
  const message = (subject: string) => ({
    to: 'reader@mail.example',
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    ...user,
  });

  it('keeps the message in the outbox without SMTP_URL, as the recipient would see it', async () => {
    await sendMail(testDb.database.db, {}, queue, message('Kept for the outbox'));
    const [row] = await outbox();
    expect(row).toMatchObject({
      to: 'reader@mail.example',
      subject: 'Kept for the outbox',
      html: '<p>Kept for the outbox</p>',
      status: 'kept',
      error: null,
    });
    expect((await app.inject({ method: 'GET', url: '/v2/admin/outbox' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/admin/outbox?limit=0',
          headers: { authorization: admin },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('retries a refused send with backoff, shows the error, and gives up as failed, never dropping it', async () => {
    await sendMail(testDb.database.db, { SMTP_URL: refusingUrl }, queue, message('Server refuses'));
    await expect
      .poll(async () => (await outbox()).find((m) => m.subject === 'Server refuses')?.status, {
        timeout: GIVE_UP_MS,
      })
      .toBe('failed');
    const row = (await outbox()).find((m) => m.subject === 'Server refuses')!;
    expect(row.attempts).toBe(8);
    expect(row.error).toMatch(/ECONNREFUSED/);

    // The last try marks the outbox row before the queue records the job as failed (when the handler has
    // thrown): on a busy machine the first scrape came between the two.
    const metrics = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;
    await expect.poll(metrics).toContain('specpulse_job_queue_jobs{job="mail.send",state="failed"} 1');
    expect(await metrics()).toContain('specpulse_job_failures_total{job="mail.send"} 8');
  });
});
