// A short-lived memory of each caller's authentication row, so a cached answer needs no pool connection;
// forgotten when this process writes anything, when any process announces a user or firm change (Redis).
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/connection.ts';
import { connectRedis } from './redis.ts';

/**
 * How long a row read from PostgreSQL is trusted. Other processes (a second API process, the data loader,
 * psql) write there too; a change they do not announce applies within this time. Long enough that a page's
 * burst of ~11 calls and a greedy user's retries read the row once, short enough to be no real grace period.
 */
export const AUTH_ROW_TTL_MS = 2_000;
/** Users whose rows are kept at once (the least recently seen go first). */
const REMEMBERED_ROWS = 10_000;
const AUTH_CHANGED_CHANNEL = 'specpulse:auth-changed';

type Log = { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };

export interface AuthRowCache<R> {
  /** The row for `key`, from memory while it is certainly current, else from `load`. */
  read(key: string, load: () => Promise<R>): Promise<R>;
  /** A user or firm changed: every process forgets its rows (this one at once, the others through Redis). */
  changed(): Promise<void>;
  /** Resolves once this process hears others' announcements and can make its own (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createAuthRowCache<R>(options: {
  database: Pick<Database, 'writeMark' | 'localWrites'>;
  redisUrl?: string | undefined;
  log: Log;
  now?: () => number;
  /** The Redis channel (tests use their own). */
  channel?: string;
}): AuthRowCache<R> {
  const { database, log } = options;
  const now = options.now ?? Date.now;
  const rows = new LRUCache<string, { generation: number; mark: number; at: number; row: R }>({
    max: REMEMBERED_ROWS,
  });
  let generation = 0;
  // The embedded engine has one session, in this process: its write mark alone says whether a row is
  // current (no time limit, as before). On PostgreSQL, this process's writes and a time limit.
  const embedded = () => database.writeMark() !== null;
  const mark = () => database.writeMark() ?? database.localWrites();

  const redis = options.redisUrl
    ? connect(options.redisUrl, options.channel ?? AUTH_CHANGED_CHANNEL, log, () => generation++)
    : null;

  return {
    async read(key, load) {
      const seen = { generation, mark: mark(), at: now() };
      const known = rows.get(key);
      if (
        known &&
        known.generation === seen.generation &&
        known.mark === seen.mark &&
        (embedded() || seen.at - known.at < AUTH_ROW_TTL_MS)
      )
        return known.row;
      const row = await load();
      // Tagged with what was seen before the read: a change meanwhile makes the next call read again.
      rows.set(key, { ...seen, row });
      return row;
    },
    async changed() {
      generation++;
      rows.clear();
      await redis?.publish();
    },
    async ready() {
      await redis?.subscribed;
    },
    async close() {
      await redis?.close();
    },
  };
}

/** A publisher and a subscriber on one channel; failures are logged and leave the time limit in force. */
function connect(url: string, channel: string, log: Log, onChange: () => void) {
  const whileDown = 'other processes see user and firm changes within the time limit';
  const publisher = connectRedis(url, log, whileDown);
  const subscriber = connectRedis(url, log, whileDown);
  subscriber.client.on('message', onChange);
  // Resolves once subscribed, or at the first failure (the time limit then applies until it is).
  let settle: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (settle = resolve));
  subscriber.client.once('error', () => settle());
  // A change made before the publisher's connection is ready is not announced (the time limit covers it);
  // ready() waits for both, so a process that has started announces every change.
  const publishing = new Promise<void>((resolve) => {
    publisher.client.once('ready', () => resolve());
    publisher.client.once('error', () => resolve());
  });
  subscriber.client.on('ready', () => {
    // Messages missed while disconnected cannot be replayed: forget everything on each (re)connection.
    onChange();
    subscriber.client.subscribe(channel).then(
      () => settle(),
      (err: unknown) => {
        subscriber.failed(err);
        settle();
      },
    );
  });
  return {
    async publish() {
      if (!publisher.usable()) return;
      await publisher.client.publish(channel, String(process.pid)).catch(publisher.failed);
    },
    subscribed: Promise.all([subscribed, publishing]).then(() => undefined),
    async close() {
      publisher.close();
      subscriber.close();
    },
  };
}
