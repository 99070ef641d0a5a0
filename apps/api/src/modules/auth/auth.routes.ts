// POST /v2/auth/login: argon2id sign-in, throttled per email and per client address, returning a signed token.
import type { FastifyInstance } from 'fastify';
import { loginRoute, messages } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { findLoginAccount } from './auth.queries.ts';
import {
  memoryLoginThrottle,
  redisLoginThrottle,
  throttleKeys,
  withFallback,
  type LoginThrottle,
} from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { signToken } from '../../plugins/token.ts';
import { loadTokenClaims } from './user-object.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const throttle = createThrottle(app, deps.config.REDIS_URL);
  app.addHook('onClose', () => throttle.close());

  registerRoute(app, loginRoute, async ({ body, request }) => {
    const keys = throttleKeys(body.email, request.ip);
    const attempt = await throttle.reserve(keys);
    if (attempt === null) throw new AppError(429, messages.loginTooMany);

    const account = await findLoginAccount(deps.database.db, body.email);
    // Always one argon2 verification, so an unknown email costs the same time as a wrong password.
    const matches = await verifyPassword(account?.password_hash ?? null, body.password);
    const claims = matches && account?.is_active ? await loadTokenClaims(deps.database.db, account.id) : null;
    if (!claims) throw unauthorized(messages.loginUnauthorized);
    await throttle.release(keys, attempt);
    return { token: await signToken(deps.jwtSecret, claims, body.remember === true) };
  });
}

function createThrottle(app: FastifyInstance, redisUrl: string | undefined): LoginThrottle {
  const local = memoryLoginThrottle();
  if (!redisUrl) return local;
  const shared = redisLoginThrottle(redisUrl, (err) =>
    app.log.debug({ err }, 'login throttle: Redis connection'),
  );
  return withFallback(shared, local, (err) =>
    app.log.warn({ err }, 'login throttle: Redis unavailable, counting in process'),
  );
}
