// Test support: a Redis for tests that need one (the one at REDIS_URL or 127.0.0.1:6379, else a throw-away
// redis-server on a free port).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { limiterStore, type LimiterStore } from '../src/plugins/rate-limit.ts';
import { freePort } from './api-process.ts';

/** True when a Redis at `url` answers PING within a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The redis-server binary: /usr/bin/redis-server (Debian's package) or the first one on PATH. */
function redisServerBinary(): string | null {
  const dirs = ['/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  for (const dir of dirs) {
    const file = path.join(dir, 'redis-server');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/**
 * A Redis for the test: the one already running at REDIS_URL (default 127.0.0.1:6379, the CI service) when
 * it answers, else a throw-away redis-server on a free port. Neither → the test fails saying so; .ci/run
 * installs Debian's redis-server when neither is there.
 */
export async function startRedis(servers: ChildProcess[]): Promise<string> {
  const running = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(running)) return running;
  return (await startOwnRedis(servers, `no Redis answers at ${running}`)).url;
}

/**
 * A throw-away redis-server on a free port, for tests that stop or kill it (pushed onto `servers`, which the
 * test kills at its end). `why` says why one is needed when no binary is found.
 */
export async function startOwnRedis(
  servers: ChildProcess[],
  why = 'this test starts a Redis of its own',
): Promise<{ url: string; server: ChildProcess }> {
  const binary = redisServerBinary();
  if (!binary) {
    throw new Error(
      `${why} and no redis-server binary was found: start Redis, set REDIS_URL, ` +
        'or install redis-server (apt-get install redis-server; .ci/run does this)',
    );
  }
  const port = await freePort();
  const server = spawn(binary, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  servers.push(server);
  const spawnError = new Promise<Error>((resolve) => server.once('error', resolve));
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const failed = await Promise.race([spawnError, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    if (failed) throw new Error(`could not start ${binary}: ${failed.message}`);
    if (server.exitCode !== null) throw new Error(`${binary} exited with code ${server.exitCode}`);
    if (await redisAnswers(url)) return { url, server };
  }
  throw new Error(`${binary} did not answer on port ${port} within 5 s`);
}

/** Two limiter stores on the Redis at `url`, as two API processes have them, once both are connected. */
export async function twoProcessStores(url: string): Promise<[LimiterStore, LimiterStore]> {
  const quiet = { warn: () => undefined };
  const stores: [LimiterStore, LimiterStore] = [limiterStore(url, quiet), limiterStore(url, quiet)];
  for (let i = 0; i < 100 && !stores.every((s) => s.redis?.usable()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!stores.every((s) => s.redis?.usable())) throw new Error(`Redis at ${url} did not answer within 5 s`);
  return stores;
}
