// POST /v2/auth/login: argon2id sign-in, throttled per email and per client address (login-throttle.ts),
// returning a signed token; refused when the deployment turned password sign-in off (single sign-on only).
import type { FastifyInstance } from 'fastify';
import { loginRoute, messages } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import { findLoginAccount } from './auth.queries.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { loginThrottle } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { signToken } from '../../plugins/token.ts';
import { loadTokenClaims } from './user-object.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const throttle = loginThrottle(app.rateLimits.store);

  registerRoute(app, loginRoute, async ({ body, request }) => {
    // The deployment signs in through its identity provider only (PASSWORD_LOGIN=false).
    if (!deps.config.PASSWORD_LOGIN) throw forbidden(messages.passwordLoginOff);
    const reserved = await throttle.reserve(body.email, request.ip);
    if ('waitMs' in reserved) throw tooManyRequests(messages.loginTooMany, reserved.waitMs);

    const account = await findLoginAccount(deps.database.db, body.email);
    // Always one argon2 verification, so an unknown email costs the same time as a wrong password.
    const matches = await verifyPassword(account?.password_hash ?? null, body.password);
    const claims = matches && account?.is_active ? await loadTokenClaims(deps.database.db, account.id) : null;
    const email = body.email.trim().toLowerCase().slice(0, 200);
    await writeAudit(deps.database.db, {
      actor: account ? { userId: account.id, impersonatorId: null } : null,
      action: claims ? 'signin' : 'signin.failed',
      firmId: account?.firm_id ?? null,
      target: account ? `user:${account.id}` : `email:${email}`,
      before: null,
      after: claims
        ? null
        : { reason: !account ? 'unknown email' : matches ? 'inactive user' : 'wrong password' },
    });
    if (!claims) throw unauthorized(messages.loginUnauthorized);
    await throttle.release(reserved.attempt);
    return { token: await signToken(deps.jwtSecret, claims, body.remember === true) };
  });
}
