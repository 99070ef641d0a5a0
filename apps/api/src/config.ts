// Environment → typed configuration; a bad value stops start-up with a message naming the variable.
import { z } from 'zod';
import { ANALYTICS_IN_FLIGHT_LIMIT } from './plugins/in-flight.ts';

/** A rate budget: calls a second, plus a reserve of calls a minute for bursts; 'off' for none. */
const rateBudget = (fallback: string) =>
  z
    .string()
    .regex(/^(off|[1-9]\d*,[1-9]\d*)$/, 'must be "<calls a second>,<burst calls a minute>" or off')
    .default(fallback)
    .transform((v) => {
      if (v === 'off') return null;
      const [perSecond, burstPerMinute] = v.split(',').map(Number) as [number, number];
      return { perSecond, burstPerMinute };
    });

const configFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  // The market store's snapshot files (one DuckDB file per data version); default DATA_DIR/market.
  MARKET_DB: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Default: 'none' on PostgreSQL (a server's portal is an operator's), 'demo' on the embedded database.
  DEMO_SCALE: z.enum(['tiny', 'demo', 'large', 'none']).optional(),
  // Years of demo history instead of the scale's (3 for tiny, 6 otherwise): end-to-end tests of long windows.
  DEMO_HISTORY_YEARS: z.coerce.number().int().min(1).max(10).optional(),
  // Only behind a proxy that overwrites X-Forwarded-For; otherwise clients could spoof their address.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // The bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404 (off).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Single sign-on (OpenID Connect): the provider's issuer URL (https, or http on a loopback address), the
  // portal's client at the provider, and the name the login page shows ('Sign in with {name}').
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().max(60).optional(),
  // The ID token claim naming a first sign-in's firm (its id or name); unset, the email's domain does.
  OIDC_FIRM_CLAIM: z.string().optional(),
  // The callback URL registered at the provider; default: this request's origin + /v2/auth/sso/callback.
  OIDC_REDIRECT_URL: z.url().optional(),
  // false: the login page offers single sign-on alone and POST /v2/auth/login refuses (needs OIDC_ISSUER).
  PASSWORD_LOGIN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // What GET /v2/version reports as the build (the deploy sets it, e.g. to the git commit).
  BUILD_ID: z.string().max(100).default('unset'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Analytics requests one user may have running at once (plugins/in-flight.ts); beyond it, 429 at once.
  ANALYTICS_IN_FLIGHT_LIMIT: z.coerce.number().int().min(1).max(10_000).default(ANALYTICS_IN_FLIGHT_LIMIT),
  // Connections per market snapshot: how many market queries run side by side.
  MARKET_CONNECTIONS: z.coerce.number().int().min(1).max(64).default(4),
  // Full PDF exports laid out at once per process (each user has one at a time; the others wait their turn).
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // How long a stop (SIGTERM, SIGINT) lets the requests and exports in flight finish before cutting them.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // The market engine's memory per open snapshot (DuckDB's memory_limit); default DEFAULT_MARKET_MEMORY.
  // Days a usage event is kept (session activity, firm reports); older ones are deleted as events are written.
  SESSION_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(1500),
  MARKET_MEMORY: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(MB|GB|MiB|GiB)$/i, 'must be a size such as 512MB or 2GB')
    .optional(),
  // Per-caller rate budgets by route class (the contract's rateLimit): per user, per client address on the
  // public image routes. A page sends about 11 analytics calls at once: the second's budget holds one page.
  RATE_LIMIT_ANALYTICS: rateBudget('10,200'),
  RATE_LIMIT_EXPORT: rateBudget('1,30'),
  RATE_LIMIT_AUTOCOMPLETE: rateBudget('10,100'),
  RATE_LIMIT_IMAGE: rateBudget('50,1000'),
  // Error reports of the pages' error boundaries, per user or client address: a crash loop cannot flood the log.
  RATE_LIMIT_REPORT: rateBudget('1,10'),
  // Mail (issue 43): an SMTP server's URL (smtp:// or smtps://, credentials in it); unset, every message is
  // kept in the outbox administrators read at /admin/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  // The sender of every message: an address, or "Name <address>".
  MAIL_FROM: z.string().min(3).max(200).default('SpecPulse <no-reply@localhost>'),
  // The portal's address as its users reach it: the links in mail (back to a view, unsubscribe) start with it.
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http:// or https:// URL without query')
    .optional(),
  // Scheduled CRM feeds (issue 44). true: a webhook on this machine (https://localhost, 127.0.0.1, ::1, and
  // http:// to them) is accepted, for tests and development; private and link-local addresses stay refused.
  CRM_FEED_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // A PEM file of certificate authorities the webhooks' TLS is also checked against (a test's own CA).
  CRM_FEED_CA_FILE: z.string().optional(),
});

/** http is accepted for a provider on this machine only (the tests' provider). */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

const configSchema = configFields
  .superRefine((c, ctx) => {
    const sso = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET];
    if (sso.some(Boolean) && !sso.every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together',
      });
    if (c.OIDC_ISSUER) {
      const url = new URL(c.OIDC_ISSUER);
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback.has(url.hostname)))
        ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be an https:// URL' });
    }
    if (c.CRM_FEED_ALLOW_LOOPBACK && c.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['CRM_FEED_ALLOW_LOOPBACK'],
        message: 'is for tests and development: a production feed must not reach this machine',
      });
    if (!c.PASSWORD_LOGIN && !c.OIDC_ISSUER)
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_LOGIN'],
        message: 'false needs single sign-on (OIDC_ISSUER) to sign in with',
      });
  })
  .transform((c) => ({
    ...c,
    DEMO_SCALE: c.DEMO_SCALE ?? (c.DATABASE_URL ? ('none' as const) : ('demo' as const)),
  }));

export type Config = z.infer<typeof configSchema>;

/**
 * Settings with no per-caller rate budgets, for callers far faster than a person: integration tests and the
 * capacity benchmarks (the sign-in throttle always applies).
 */
export const noRateBudgets = {
  RATE_LIMIT_ANALYTICS: 'off',
  RATE_LIMIT_EXPORT: 'off',
  RATE_LIMIT_AUTOCOMPLETE: 'off',
  RATE_LIMIT_IMAGE: 'off',
  RATE_LIMIT_REPORT: 'off',
} as const satisfies Partial<Record<keyof Config, string>>;

/** The environment variables the API reads its configuration from. */
export const configNames = Object.keys(configFields.shape) as (keyof Config)[];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return parsed.data;
}
