// The seam for work that follows a data refresh: the jobs declared `onDataVersion` run once per new data
// version (data_version changes when the loader's `--market-only` refresh, or a full load, switches one in).
// Each process reads data_version every few seconds; the first to see a version it has not queued for queues
// the jobs, each under a key of its version (a duplicate from another process is not queued), then records
// the version in data_version_job so a later start does not queue them again.
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.ts';
import type { JobDefinition } from './job.ts';
import type { JobSender } from './queue-stats.ts';

/** Queues each job for `version` unless it was queued for it before; whichever process calls it, once. */
export async function queueForDataVersion(
  database: Database,
  jobs: readonly JobDefinition[],
  queue: JobSender,
  version: string,
): Promise<void> {
  for (const job of jobs) {
    const done = await database.db
      .selectFrom('data_version_job')
      .select('job')
      .where('job', '=', job.name)
      .where('version', '=', version)
      .executeTakeFirst();
    if (done) continue;
    // Queued before it is recorded: a crash in between queues it again under the same key, which is a no-op.
    await queue.send(job, { version }, { key: `data-version:${version}` });
    await database.db
      .insertInto('data_version_job')
      .values({ job: job.name, version })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export function watchDataVersion(
  database: Database,
  jobs: readonly JobDefinition[],
  queue: JobSender,
  opts: { intervalMs: number; log: FastifyBaseLogger },
): () => void {
  if (!jobs.length) return () => undefined;
  let seen: string | null = null;
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const row = (
        await sql<{ version: string }>`select version from data_version where id = 1`.execute(database.db)
      ).rows[0];
      if (row && row.version !== seen) {
        await queueForDataVersion(database, jobs, queue, row.version);
        seen = row.version;
      }
    } catch (e) {
      opts.log.warn({ err: e }, 'data version check failed');
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), opts.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
