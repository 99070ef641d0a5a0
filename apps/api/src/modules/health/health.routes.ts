// GET /healthz: the process is up and the database answers. GET /readyz: this process can serve pages now
// (a load balancer sends users only to a ready one). GET /v2/version: what it runs. POST /v2/client-errors:
// a page's error boundary reports a crash.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { clientErrorRoute, healthRoute, messages, readyRoute, versionRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { readDataVersion } from '../../filters/dimensions.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { repoRoot } from '../../repo-root.ts';

/** A check that has not answered by then has failed: a hung dependency must not hang the probe. */
const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The release is the root package's version (what a deploy ships). */
const release = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

export function healthRoutes(app: FastifyInstance, { database, market, config }: AppDeps) {
  // Warn: a page crashed for a user; the report holds no personal data (the contract's schema).
  registerRoute(app, clientErrorRoute, async ({ request, reply }) => {
    request.log.warn({ clientError: request.body }, 'a page crashed in the browser');
    app.metrics.clientError();
    void reply.code(204).send();
  });

  registerRoute(app, versionRoute, async () => ({
    release,
    build: config.BUILD_ID,
    dataVersion: (await readDataVersion(database)).version,
  }));

  registerRoute(app, healthRoute, async () => {
    await database.ping();
    return { status: 'ok' as const, database: database.kind };
  });

  // Its own client: the probe must not queue behind (or wait for) the cache's and the rate limits' commands.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: CHECK_TIMEOUT_MS,
      })
    : null;
  redis?.on('error', () => undefined);
  app.addHook('onClose', async () => redis?.disconnect());

  registerRoute(app, readyRoute, async ({ request }) => {
    let dataVersion = 'none';
    const checks: [string, Promise<unknown>][] = [
      ['database', database.ping()],
      [
        'market snapshot',
        readDataVersion(database).then(({ version }) => {
          dataVersion = version;
          return market.check(version);
        }),
      ],
      ...(redis ? [['redis', redis.ping()] as [string, Promise<unknown>]] : []),
    ];
    const results = await Promise.allSettled(checks.map(([what, p]) => within(p, what)));
    const failed = checks.flatMap(([what], i) => {
      const r = results[i];
      if (r?.status !== 'rejected') return [];
      request.log.warn(
        { check: what, err: r.reason instanceof Error ? r.reason.message : String(r.reason) },
        'not ready',
      );
      return [what];
    });
    if (failed.length) throw new AppError(503, messages.notReady(failed));
    return {
      ok: true as const,
      database: database.kind,
      dataVersion,
      redis: redis ? ('ok' as const) : ('unused' as const),
    };
  });
}
