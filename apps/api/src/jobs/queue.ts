// The one job queue: pg-boss on the portal database (PostgreSQL, or the embedded PGlite through its one
// session), so several API processes on one PostgreSQL share the jobs and each job runs once.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connection.ts';
import type { JobContext, JobDefinition } from './job.ts';
import { watchDataVersion } from './data-version.ts';
import type { JobSender, QueueStatsSource } from './queue-stats.ts';
import { isDatabaseDown } from '../errors.ts';

/** The pause before the queue's start is tried again after losing the database, doubling up to the maximum. */
const START_RETRY_FIRST_MS = 500;
const START_RETRY_MAX_MS = 15_000;

export interface JobQueue extends JobSender, QueueStatsSource {
  /** Creates the queue's tables if needed, then runs the jobs' workers, schedules and data-version watch. */
  start(ctx: Omit<JobContext, 'queue'>): Promise<void>;
  /** Takes no new job and waits for the running ones to finish (up to `graceMs`), then stops. */
  stop(graceMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for a job (seconds; pg-boss's floor is 0.5). */
  pollSeconds?: number;
  /** How often this process reads data_version to notice a switch (ms). */
  dataVersionPollMs?: number;
  /**
   * Every job this queue sends is taken as crashed after this long and retried after this delay, whatever
   * its job declares (tests of a worker lost mid-run, which would otherwise wait minutes).
   */
  crashTimings?: { expireInSeconds: number; retryDelaySeconds: number };
}

/** A job id derived from its key (pg-boss ids are UUIDs): the same key gives the same id, a duplicate insert does nothing. */
function idOf(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Creates the job's queue unless it exists. Processes starting together race to create it (pg-boss adds a
 * table per queue: one of them may get a deadlock or a duplicate error); the loser finds it made.
 */
async function ensureQueue(boss: PgBoss, job: JobDefinition): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(job.name)) return;
    try {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      });
      return;
    } catch (e) {
      if (attempt >= 5) throw e;
    }
  }
}

export function createJobQueue(
  database: Database,
  jobs: readonly JobDefinition[],
  options: JobQueueOptions = {},
): JobQueue {
  // The queue's statements still running: a stop waits for them, so none is cut off by the database's close
  // (a worker's poll in flight when the stop began would otherwise reject after it, unhandled).
  const running = new Set<Promise<unknown>>();
  // After a stop, pg-boss may still start a statement from a timer or a worker's last step, in an async call
  // nobody awaits: against a closed database it would reject unhandled. Such a statement that fails never
  // settles (the stopped queue has no use for its answer); one that succeeds (a send while stopped) answers.
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) => {
    const run = database.runSql(text, values);
    running.add(run);
    void run.then(
      () => running.delete(run),
      () => running.delete(run),
    );
    return stopped ? run.catch(() => new Promise<never>(() => undefined)) : run;
  };
  const newBoss = () => {
    const b = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      // Expired runs are found by the queue's upkeep: checked every second in a test of crashes.
      ...(options.crashTimings ? { maintenanceIntervalSeconds: 1 } : {}),
    } as PgBoss.ConstructorOptions);
    b.on('error', (e) => errorLog?.(e));
    return b;
  };
  let errorLog: ((e: unknown) => void) | null = null;
  // Replaced when a start fails half-way: pg-boss takes a second start on the same instance as done.
  let boss = newBoss();
  const failures = new Map<string, number>();
  let started = false;
  let stopping = false;
  let startup: Promise<void> | null = null;
  let stopWatch: (() => void) | null = null;

  const workOn = (job: JobDefinition, ctx: JobContext) =>
    boss.work<object>(
      job.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollSeconds ?? 2 },
      async ([run]) => {
        if (!run) return;
        try {
          await job.handler(run.data, ctx, { retryCount: run.retryCount, retryLimit: run.retryLimit });
        } catch (e) {
          failures.set(job.name, (failures.get(job.name) ?? 0) + 1);
          ctx.app.log.warn({ err: e, job: job.name, try: run.retryCount + 1 }, 'job failed');
          throw e;
        }
      },
    );

  /**
   * The API already answers while the queue starts, so a database lost meanwhile (a restart, a failover) is
   * waited out: the start is tried again on a new instance, with a growing pause, until it succeeds or a stop
   * begins. Any other failure ends the start.
   */
  const startWorkers = async (ctx: JobContext) => {
    errorLog = (e) => ctx.app.log.error({ err: e }, 'job queue error');
    for (let attempt = 1; ; attempt++) {
      try {
        return await startOnce(ctx);
      } catch (e) {
        if (stopping || !isDatabaseDown(e)) throw e;
        const pauseMs = Math.min(START_RETRY_MAX_MS, START_RETRY_FIRST_MS * 2 ** (attempt - 1));
        ctx.app.log.warn({ err: e, attempt, pauseMs }, 'job queue start: database unavailable, trying again');
        const failed = boss;
        started = false;
        boss = newBoss();
        await failed.stop({ graceful: false, close: false }).catch(() => undefined);
        await new Promise((r) => setTimeout(r, pauseMs));
        if (stopping) return;
      }
    }
  };

  /** Each step checks for a stop begun meanwhile, so a stop during start-up ends it at the next step. */
  const startOnce = async (ctx: JobContext) => {
    await boss.start();
    started = true;
    for (const job of jobs) {
      if (stopping) return;
      await ensureQueue(boss, job);
      await workOn(job, ctx);
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      else await boss.unschedule(job.name);
    }
    if (stopping) return;
    stopWatch = watchDataVersion(
      database,
      jobs.filter((j) => j.onDataVersion),
      queue,
      {
        intervalMs: options.dataVersionPollMs ?? 5_000,
        log: ctx.app.log,
      },
    );
  };

  const queue: JobQueue = {
    async send(job, data, opts) {
      const timings = options.crashTimings;
      const id = await boss.send(job.name, data, {
        ...(opts?.key ? { id: idOf(job.name, opts.key) } : {}),
        ...(timings
          ? {
              expireInSeconds: timings.expireInSeconds,
              retryDelay: timings.retryDelaySeconds,
              retryBackoff: false,
            }
          : {}),
      });
      return id !== null;
    },

    start(partial) {
      stopped = false;
      startup = startWorkers({ ...partial, queue });
      return startup;
    },

    async stop(graceMs = 30_000) {
      stopping = true;
      stopWatch?.();
      await startup?.catch(() => undefined);
      if (!started) return;
      started = false;
      // graceful: workers take nothing new and the running handlers finish; what still runs at the timeout
      // is failed back to the queue, so another process (or the next start) runs it again.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
      stopped = true;
      await Promise.allSettled([...running]);
    },

    async stats() {
      const rows = (
        await database.runSql(
          `select name, state, count(*)::int as n from pgboss.job group by name, state`,
          [],
        )
      ).rows as { name: string; state: string; n: number }[];
      return jobs.map((job) => {
        const of = (states: string[]) =>
          rows.filter((r) => r.name === job.name && states.includes(r.state)).reduce((a, r) => a + r.n, 0);
        return {
          job: job.name,
          queued: of(['created', 'retry']),
          active: of(['active']),
          failed: of(['failed']),
        };
      });
    },

    failures: () => failures,
  };
  return queue;
}
