// What a job is: declared once (name, handler, retry policy, when it runs) and listed in jobs/index.ts.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { DeploymentBranding } from '../branding/branding.ts';
import type { JobSender } from './queue-stats.ts';

/** What every handler is given: the app (its routes answer the figures, as for a request), its parts, the queue. */
export interface JobContext {
  app: FastifyInstance;
  deps: AppDeps;
  branding: DeploymentBranding;
  queue: JobSender;
}

export interface JobRun {
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
}

export interface JobDefinition<T extends object = object> {
  /** Also the pg-boss queue's name: letters, digits, dots and dashes. */
  name: string;
  handler(data: T, ctx: JobContext, run: JobRun): Promise<void>;
  /** Tries after the first, and the delay before the first retry (doubled each time with backoff). */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run still going after this long is taken as crashed and tried again. */
  expireInSeconds?: number;
  /** A cron line (UTC): the queue runs the job on this schedule, once across every process. */
  schedule?: string;
  /**
   * Run when a new data version is switched in (the loader's refresh), with `{ version }`: once per job and
   * version whichever process notices it first (jobs/data-version.ts).
   */
  onDataVersion?: boolean;
}

export const defineJob = <T extends object>(job: JobDefinition<T>): JobDefinition<T> => job;
