// The one way the API connects to Redis (the shared analytics cache, rate limits and sign-in throttle, the
// auth-change channel). Every user of Redis has an in-process fallback, so a call Redis cannot answer at once
// must fail fast instead of waiting: no offline queue, no retries, and a time limit on every command. A hung
// server (a paused process, a network partition) keeps its connection open and answers nothing: the first
// command that times out drops the connection, so callers skip Redis (usable() false) until it answers again.
import { Redis } from 'ioredis';

/** How long a command may take before its caller falls back (a Redis answers in well under 1 ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 200;

type Log = { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };

export interface RedisConnection {
  readonly client: Redis;
  /** True while connected and answering; callers use their fallback at once otherwise. */
  usable(): boolean;
  /**
   * A command of this connection failed (the caller fell back): warns once until Redis is back, and a
   * command that timed out drops the connection, which is made again once the server answers.
   */
  failed(err: unknown): void;
  close(): void;
}

/**
 * Connects at once (a subscriber after `ready` resolves). `whileDown` completes the one warning logged
 * while Redis cannot be reached: 'Redis is unreachable: {whileDown}'.
 */
export function connectRedis(url: string, log: Log, whileDown: string): RedisConnection {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 500, 5_000),
  });
  let warned = false;
  const warnOnce = (err: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err: err instanceof Error ? err.message : String(err) }, `Redis is unreachable: ${whileDown}`);
  };
  // ioredis reconnects by itself; without a listener each failed attempt is an unhandled error event.
  client.on('error', warnOnce);
  client.on('ready', () => {
    if (warned) log.info?.({}, 'Redis is reachable again');
    warned = false;
  });
  client.connect().catch(warnOnce);
  return {
    client,
    usable: () => client.status === 'ready',
    failed(err) {
      warnOnce(err);
      if (isTimeout(err) && client.status === 'ready') client.disconnect(true);
    },
    close: () => client.disconnect(),
  };
}

const isTimeout = (err: unknown) => err instanceof Error && err.message === 'Command timed out';
