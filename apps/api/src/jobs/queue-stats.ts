// What the queue tells about itself (the metrics read it): its own file, so the app's dependencies can name it
// without the queue's.
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
