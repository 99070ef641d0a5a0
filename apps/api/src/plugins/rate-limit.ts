// The API's one rate limiter (rate-limiter-flexible): budgets per caller, counted atomically in Redis when
// REDIS_URL is set (every API process shares them), in process otherwise and while Redis cannot answer.
// Routes name their budget in the contract (rateLimit); the guard takes from it before any work is done, and
// the sign-in throttle and the usage-event limit count with the same limiters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BurstyRateLimiter,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { messages, type RateLimitClass, type RouteContract } from '@specpulse/contract';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { isAnalyticsPath } from './in-flight.ts';
import { connectRedis, type RedisConnection } from './redis.ts';

type Log = Parameters<typeof connectRedis>[1];

/** Where limiters count: Redis when set (with process memory while it cannot answer), else memory. */
export interface LimiterStore {
  readonly redis: RedisConnection | null;
  close(): void;
}

export function limiterStore(redisUrl: string | undefined, log: Log): LimiterStore {
  const redis = redisUrl
    ? connectRedis(redisUrl, log, 'counting rate limits in process until it answers')
    : null;
  return { redis, close: () => redis?.close() };
}

/** `points` per fixed window of `seconds` (the window starts at a key's first point). */
export interface Window {
  points: number;
  seconds: number;
}

export interface Limiter {
  /** Counts one point for `key`: 0 when it fits the budget, else the ms until it has room again. */
  take(key: string): Promise<number>;
}

export interface RefundableLimiter extends Limiter {
  /** Takes a counted point back (an attempt that does not count after all). */
  giveBack(key: string): Promise<void>;
}

/** Runs on the Redis counter while Redis answers, else on the memory one (as on a lost connection). */
function fallback<C>(store: LimiterStore, local: C, shared: C | null) {
  return async (operation: (counter: C) => Promise<RateLimiterRes>): Promise<RateLimiterRes> => {
    if (shared && store.redis?.usable()) {
      try {
        return await operation(shared);
      } catch (err) {
        // A refusal is an answer; anything else is Redis failing.
        if (err instanceof RateLimiterRes) throw err;
        store.redis.failed(err);
      }
    }
    return operation(local);
  };
}

/** The ms until there is room again (0: the point was within the budget). */
async function waitOf(consumed: Promise<RateLimiterRes>): Promise<number> {
  try {
    await consumed;
    return 0;
  } catch (err) {
    if (err instanceof RateLimiterRes) return Math.max(1, err.msBeforeNext);
    throw err;
  }
}

function counters(store: LimiterStore, keyPrefix: string, window: Window) {
  const options = { keyPrefix, points: window.points, duration: window.seconds };
  const local = new RateLimiterMemory(options);
  const shared = store.redis
    ? new RateLimiterRedis({ ...options, storeClient: store.redis.client, useRedisPackage: false })
    : null;
  return { local, shared };
}

const windowPrefix = (name: string) => `specpulse:limit:${name}`;
/** How the Redis keys of a window limiter named `name` start (rate-limiter-flexible's keys are `prefix:key`). */
export const windowKeyPrefix = (name: string) => `${windowPrefix(name)}:`;

/** A fixed-window count per key, e.g. sign-in failures a minute. */
export function windowLimiter(store: LimiterStore, name: string, window: Window): RefundableLimiter {
  const { local, shared } = counters(store, windowPrefix(name), window);
  const run = fallback<RateLimiterAbstract>(store, local, shared);
  return {
    take: (key) => waitOf(run((c) => c.consume(key))),
    async giveBack(key) {
      await run((c) => c.reward(key));
    },
  };
}

/** Calls a second per caller, plus a reserve of calls a minute for bursts. */
export interface RateBudget {
  perSecond: number;
  burstPerMinute: number;
}

/**
 * A token bucket's behaviour as rate-limiter-flexible builds it (BurstyRateLimiter): `perSecond` calls in
 * each second, and beyond them up to `burstPerMinute` more in each minute.
 */
export function budgetLimiter(store: LimiterStore, name: string, budget: RateBudget): Limiter {
  const prefix = `specpulse:rate:${name}`;
  const steady = counters(store, prefix, { points: budget.perSecond, seconds: 1 });
  const burst = counters(store, `${prefix}:burst`, { points: budget.burstPerMinute, seconds: 60 });
  const run = fallback(
    store,
    new BurstyRateLimiter(steady.local, burst.local),
    steady.shared && burst.shared ? new BurstyRateLimiter(steady.shared, burst.shared) : null,
  );
  return { take: (key) => waitOf(run((c) => c.consume(key))) };
}

/** The budget a route counts against: its contract's, or 'analytics' for a signed-in analytics route. */
export function rateClassOf(contract: Pick<RouteContract, 'path' | 'access' | 'rateLimit'>) {
  if (contract.rateLimit) return contract.rateLimit;
  return contract.access !== 'public' && isAnalyticsPath(contract.path) ? 'analytics' : null;
}

export interface RateLimits {
  store: LimiterStore;
  /** Counts the request against its class's budget: per signed-in user, else per client address; 429 beyond. */
  check(rateClass: RateLimitClass, request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export function registerRateLimits(app: FastifyInstance, config: Config) {
  const store = limiterStore(config.REDIS_URL, app.log);
  const budgets: Record<RateLimitClass, RateBudget | null> = {
    analytics: config.RATE_LIMIT_ANALYTICS,
    export: config.RATE_LIMIT_EXPORT,
    autocomplete: config.RATE_LIMIT_AUTOCOMPLETE,
    image: config.RATE_LIMIT_IMAGE,
    report: config.RATE_LIMIT_REPORT,
  };
  const limiters = new Map<RateLimitClass, Limiter>();
  for (const [rateClass, budget] of Object.entries(budgets) as [RateLimitClass, RateBudget | null][]) {
    if (budget) limiters.set(rateClass, budgetLimiter(store, rateClass, budget));
  }
  app.decorate('rateLimits', {
    store,
    async check(rateClass, request) {
      const limiter = limiters.get(rateClass);
      if (!limiter) return;
      // A key has a budget of its own, apart from its user's pages.
      const actor = request.actor;
      const key = actor?.apiKey
        ? `key:${actor.apiKey.id}`
        : actor
          ? `user:${actor.userId}`
          : `address:${request.ip}`;
      const waitMs = await limiter.take(key);
      if (waitMs > 0) throw tooManyRequests(messages.tooManyRequests, waitMs);
    },
  });
  app.addHook('onClose', async () => store.close());
}

/** 429 with the whole seconds to wait before trying again (Retry-After, at least 1). */
export function tooManyRequests(message: string, waitMs: number) {
  return new AppError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
}
