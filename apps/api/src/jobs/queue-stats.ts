// What the app's parts see of the queue: sending a job, and what it tells about itself (the metrics). Its own
// file, so the app's dependencies can name it without the queue's (which names them).
export interface QueueStats {
  job: string;
  /** Waiting to run (including retries waiting for their delay). */
  queued: number;
  active: number;
  /** Runs that gave up (retries spent), kept in the queue's history. */
  failed: number;
}

export interface QueueStatsSource {
  stats(): Promise<QueueStats[]>;
  /** Runs that threw (each try counts), by job, since start. */
  failures(): ReadonlyMap<string, number>;
}

/** A job as a sender names it: its queue's name and what its handler takes. */
interface SentJob<T extends object> {
  name: string;
  handler(data: T, ...rest: never[]): Promise<void>;
}

export interface JobSender {
  /**
   * Queues a job. With `key`, a job of the same name and key that is still queued, running or kept in the
   * queue's history is not queued again (several processes may ask at once); resolves whether it was queued.
   */
  send<T extends object>(job: SentJob<T>, data: T, options?: { key?: string }): Promise<boolean>;
}
