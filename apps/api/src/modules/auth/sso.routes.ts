// Single sign-on (OpenID Connect): GET /v2/auth/methods tells the login page what to offer; /v2/auth/sso/start
// sends the browser to the provider; /v2/auth/sso/callback takes it back, signs the user in (a first sign-in
// creates the account in the firm the firm claim or the email's domain names) and returns to the login page
// with the portal's token, or the refusal's reason, in the URL's fragment (never sent to a server or logged).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IDToken } from 'openid-client';
import {
  messages,
  signInMethodsRoute,
  ssoCallbackRoute,
  ssoFragment,
  ssoStartRoute,
  type SsoRefusal,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { signToken } from '../../plugins/token.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { findLoginAccount } from './auth.queries.ts';
import { ssoStartRate } from './sso-start-rate.ts';
import { describeSsoError, ssoClient, ssoSettings, type SsoSettings } from './sso-client.ts';
import {
  createSsoAccount,
  findSsoAccount,
  firmByClaim,
  firmByEmailDomain,
  linkSsoIdentity,
  savePendingSignIn,
  takePendingSignIn,
  type SsoAccount,
} from './sso.queries.ts';
import { loadTokenClaims } from './user-object.ts';

const CALLBACK_PATH = ssoCallbackRoute.path;

/** The callback URL the provider sends the browser back to (registered there). */
function redirectUrl(settings: SsoSettings, request: FastifyRequest): string {
  return settings.redirectUrl ?? `${request.protocol}://${request.host}${CALLBACK_PATH}`;
}

/** A string claim, trimmed; null when absent or not a string (numbers count, for firm ids). */
function claimText(claims: IDToken, name: string): string | null {
  const value = claims[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Why a sign-in is refused, for the login page and the audit log. */
class Refusal extends Error {
  constructor(
    readonly reason: SsoRefusal,
    readonly detail: string,
    readonly account: SsoAccount | null = null,
  ) {
    super(detail);
  }
}

export function ssoRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const settings = ssoSettings(deps.config);
  const client = settings ? ssoClient(settings) : null;
  const startRate = ssoStartRate(app.rateLimits.store);

  registerRoute(app, signInMethodsRoute, async () => ({
    password: deps.config.PASSWORD_LOGIN,
    sso: settings ? { name: settings.name } : null,
  }));

  registerRoute(app, ssoStartRoute, async ({ request, reply }) => {
    // Before any work: a refused start reaches neither the provider nor the pending sign-ins.
    await startRate.take(request.ip);
    if (!settings || !client) throw notFound(messages.ssoNotConfigured);
    let started;
    try {
      started = await client.start(redirectUrl(settings, request));
    } catch (e) {
      // The provider cannot be reached (discovery failed): the operator's to fix, the user's to retry later.
      request.log.error({ err: e }, 'single sign-on: the identity provider cannot be reached');
      return void reply.redirect(`/login#${ssoFragment.error}=failed`, 303);
    }
    await savePendingSignIn(db, started.pending);
    void reply.redirect(started.url.href, 302);
  });

  /** The account the provider's user signs in as: linked before, the same verified email, or a new one. */
  async function accountFor(settings: SsoSettings, claims: IDToken): Promise<SsoAccount> {
    const linked = await findSsoAccount(db, settings.issuer, claims.sub);
    if (linked) return linked;
    const email = claimText(claims, 'email')?.toLowerCase() ?? null;
    if (!email) throw new Refusal('failed', 'the provider sent no email');
    const existing = await findLoginAccount(db, email);
    if (existing) {
      // An account made by an administrator (or before SSO) is taken over only on the provider's word that
      // the email is the user's; otherwise whoever controls an unverified address there would get it.
      if (claims['email_verified'] !== true) throw new Refusal('failed', 'email in use, not verified');
      await linkSsoIdentity(db, { issuer: settings.issuer, subject: claims.sub, userId: existing.id });
      return { id: existing.id, is_active: existing.is_active, firm_id: existing.firm_id };
    }
    const firmValue = settings.firmClaim ? claimText(claims, settings.firmClaim) : null;
    const firmId = settings.firmClaim
      ? firmValue && (await firmByClaim(db, firmValue))
      : await firmByEmailDomain(db, email.slice(email.lastIndexOf('@') + 1));
    if (!firmId) throw new Refusal('no-firm', settings.firmClaim ? `no firm ${firmValue}` : 'no firm domain');
    const name = claimText(claims, 'name') ?? '';
    return createSsoAccount(db, {
      issuer: settings.issuer,
      subject: claims.sub,
      email,
      firstName: claimText(claims, 'given_name') ?? name.split(' ')[0] ?? '',
      lastName: claimText(claims, 'family_name') ?? name.split(' ').slice(1).join(' '),
      firmId,
    });
  }

  registerRoute(app, ssoCallbackRoute, async ({ request, reply, query }) => {
    if (!settings || !client) throw notFound(messages.ssoNotConfigured);
    const pending = query.state ? await takePendingSignIn(db, query.state) : null;
    if (!pending) throw badRequest(messages.ssoStateInvalid);
    const back = (key: string, value: string) =>
      void reply.redirect(`/login#${key}=${encodeURIComponent(value)}`, 303);

    let account: SsoAccount | null = null;
    try {
      const search = new URL(request.url, 'http://callback').search;
      const claims = await client.finish(new URL(redirectUrl(settings, request) + search), pending);
      account = await accountFor(settings, claims);
      const signed = account.is_active ? await loadTokenClaims(db, account.id) : null;
      if (!signed) throw new Refusal('inactive', 'inactive user', account);
      await writeAudit(db, {
        actor: { userId: account.id, impersonatorId: null },
        action: 'signin',
        firmId: account.firm_id,
        target: `user:${account.id}`,
        before: null,
        after: { method: 'sso' },
      });
      return back(ssoFragment.token, await signToken(deps.jwtSecret, signed));
    } catch (e) {
      const refusal = e instanceof Refusal ? e : new Refusal('failed', describeSsoError(e));
      // The provider's own errors (a wrong nonce, an expired code) are the user's to retry, not the operator's.
      request.log.info({ reason: refusal.reason, detail: refusal.detail }, 'single sign-on refused');
      const who = refusal.account ?? account;
      await writeAudit(db, {
        actor: who ? { userId: who.id, impersonatorId: null } : null,
        action: 'signin.failed',
        firmId: who?.firm_id ?? null,
        target: who ? `user:${who.id}` : `sso:${settings.issuer}`.slice(0, 200),
        before: null,
        after: { method: 'sso', reason: refusal.detail.slice(0, 200) },
      });
      return back(ssoFragment.error, refusal.reason);
    }
  });
}
