// The job queue on the embedded engine: a stop waits for the running job to finish (SIGTERM's drain), and the
// data-version seam runs its jobs once per new version, with two queues watching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, recordDataVersion, type TestDatabase } from '../../test/test-database.ts';
import { testJobContext, testJobDeps } from '../../test/job-context.ts';
import { buildApp } from '../app.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { defineJob } from './job.ts';

/** The queue's polling and the data-version watch, on a loaded machine. */
const RUN_MS = 30_000;

describe('job queue', () => {
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const queues: JobQueue[] = [];
  let release: () => void = () => undefined;
  const events: string[] = [];
  const versions: string[] = [];

  const slowJob = defineJob<{ n: number }>({
    name: 'test.slow',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    async handler({ n }) {
      events.push(`start ${n}`);
      await new Promise<void>((resolve) => (release = resolve));
      events.push(`end ${n}`);
    },
  });
  const onVersion = defineJob<{ version: string }>({
    name: 'test.on-version',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    onDataVersion: true,
    async handler({ version }) {
      versions.push(version);
    },
  });
  const newQueue = () => {
    const q = createJobQueue(testDb.database, [slowJob, onVersion], {
      pollSeconds: 0.5,
      dataVersionPollMs: 200,
    });
    queues.push(q);
    return q;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const parts = testJobDeps(testDb, undefined);
    app = await buildApp({ ...parts.deps, logger: false });
  });
  afterAll(async () => {
    release();
    for (const q of queues) await q.stop(1_000);
    await app?.close();
    await testDb?.drop();
  });

  it('runs the jobs of a new data version once, however many queues watch', async () => {
    const [a, b] = [newQueue(), newQueue()];
    await a.start(testJobContext(app, testDb, a, undefined));
    await b.start(testJobContext(app, testDb, b, undefined));
    await recordDataVersion(testDb.database.db, 'v1');
    await expect.poll(() => versions, { timeout: RUN_MS }).toEqual(['v1']);
    await testDb.database.db.updateTable('data_version').set({ version: 'v2' }).where('id', '=', 1).execute();
    await expect.poll(() => versions, { timeout: RUN_MS }).toEqual(['v1', 'v2']);
    await expect
      .poll(async () => (await a.stats()).every((s) => s.queued + s.active === 0), { timeout: RUN_MS })
      .toBe(true);
    expect(versions).toEqual(['v1', 'v2']);
    await Promise.all([a.stop(1_000), b.stop(1_000)]);
  });

  it('stops after the running job has finished, taking no new one', async () => {
    const q = newQueue();
    await q.start(testJobContext(app, testDb, q, undefined));
    await q.send(slowJob, { n: 1 });
    await expect.poll(() => events, { timeout: RUN_MS }).toEqual(['start 1']);
    await q.send(slowJob, { n: 2 });
    const stopped = q.stop(RUN_MS).then(() => events.push('stopped'));
    // The stop waits for job 1; job 2 stays queued for the next start.
    release();
    await stopped;
    expect(events).toEqual(['start 1', 'end 1', 'stopped']);
    const after = newQueue();
    await after.start(testJobContext(app, testDb, after, undefined));
    await expect.poll(() => events, { timeout: RUN_MS }).toContain('start 2');
    release();
    await expect.poll(() => events, { timeout: RUN_MS }).toContain('end 2');
  });

  describe('a database lost while the queue starts', () => {
    const done: number[] = [];
    const quickJob = defineJob<{ n: number }>({
      name: 'test.quick',
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      async handler({ n }) {
        done.push(n);
      },
    });
    /** The test database, with its statements `from`..`to` (counted from 1) failing as `fail` says. */
    const failing = (from: number, to: number, fail: () => Error) => {
      let n = 0;
      return {
        ...testDb.database,
        runSql(text: string, values?: readonly unknown[]) {
          n++;
          return n >= from && n <= to ? Promise.reject(fail()) : testDb.database.runSql(text, values);
        },
      };
    };
    const terminated = () =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

    it('is waited out: the start is tried again and the jobs then run', async () => {
      const q = createJobQueue(failing(1, 3, terminated), [quickJob], { pollSeconds: 0.5 });
      queues.push(q);
      await q.start(testJobContext(app, testDb, q, undefined));
      await q.send(quickJob, { n: 7 });
      await expect.poll(() => done, { timeout: RUN_MS }).toEqual([7]);
      await q.stop(1_000);
    });

    it('ends the start on any other failure', async () => {
      const q = createJobQueue(
        failing(1, 1, () => new Error('relation "pgboss.version" is broken')),
        [quickJob],
      );
      queues.push(q);
      await expect(q.start(testJobContext(app, testDb, q, undefined))).rejects.toThrow(/is broken/);
    });
  });
});
