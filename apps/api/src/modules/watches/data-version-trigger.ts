// Runs the watch evaluation when this process notices a new data version: at start (a refresh loaded while it
// was stopped) and when a request's authentication reads a version it has not seen (the loader's
// `--market-only` refresh switched it in). This is the one caller of evaluateWatches; the job queue replaces it.
import type { FastifyInstance } from 'fastify';
import { evaluateWatches, type WatchDeps } from './evaluate-watches.ts';

export function evaluateWatchesOnNewDataVersion(app: FastifyInstance, deps: WatchDeps): void {
  let seen: string | null = null;
  /** One evaluation at a time in this process; evaluateWatches itself makes a repeat a no-op. */
  let running: Promise<void> = Promise.resolve();

  // The evaluation reads the current version itself: a version noticed on a request may have been replaced
  // by the time its turn comes, and a watch is never evaluated at a version older than the current one.
  const evaluate = () => {
    running = running
      .then(async () => {
        await evaluateWatches(deps);
      })
      .catch((e: unknown) =>
        app.log.warn({ err: e }, 'watch evaluation failed; the next data version retries'),
      );
  };

  app.addHook('onReady', async () => evaluate());
  app.addHook('preHandler', async (request) => {
    const version = request.actor?.dataVersion.version;
    if (version === undefined || version === 'none' || version === seen) return;
    seen = version;
    evaluate();
  });
  // The database closes after the app: an evaluation under way finishes first.
  app.addHook('onClose', () => running);
}
