// The portal's OpenID Connect client (openid-client): the provider's metadata, found once, the redirect to its
// sign-in page with PKCE (S256), state and nonce, and the code exchange that checks all three and the ID token.
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** 'Sign in with {name}' on the login page. */
  name: string;
  firmClaim: string | null;
  redirectUrl: string | null;
}

/** The deployment's single sign-on, or null when it has none. */
export function ssoSettings(config: Config): SsoSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    name: config.OIDC_PROVIDER_NAME ?? new URL(config.OIDC_ISSUER).hostname,
    firmClaim: config.OIDC_FIRM_CLAIM ?? null,
    redirectUrl: config.OIDC_REDIRECT_URL ?? null,
  };
}

/** What a sign-in sent to the provider must be checked against when it comes back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SsoClient {
  /** The provider's sign-in URL for a new sign-in, and the checks to keep until its callback. */
  start(redirectUrl: string): Promise<{ url: URL; pending: PendingSignIn }>;
  /** The ID token's claims, once the code is exchanged and state, nonce and PKCE check out; throws otherwise. */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<oidc.IDToken>;
}

export function ssoClient(settings: SsoSettings): SsoClient {
  // Discovery on first use, not at start: a provider that is down must not keep the portal from starting.
  let configuration: Promise<oidc.Configuration> | null = null;
  const discover = () => {
    const insecure = new URL(settings.issuer).protocol === 'http:';
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // http only for a provider on a loopback address (config.ts refuses any other).
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((e: unknown) => {
        configuration = null;
        throw e;
      });
    return configuration;
  };
  return {
    async start(redirectUrl) {
      const config = await discover();
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUrl,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },
    async finish(callbackUrl, pending) {
      const tokens = await oidc.authorizationCodeGrant(await discover(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      return claims;
    },
  };
}

/**
 * What went wrong in an exchange, for the log and the audit entry: the innermost error's message (openid-client
 * wraps oauth4webapi's), the provider's error code (invalid_grant for an expired or used code) and the ID
 * token claim that failed its check (nonce, iss, aud, exp).
 */
export function describeSsoError(e: unknown): string {
  let message = String(e);
  const details: string[] = [];
  for (let at: unknown = e; typeof at === 'object' && at !== null; at = (at as { cause?: unknown }).cause) {
    const { error, claim } = at as { error?: unknown; claim?: unknown };
    if (at instanceof Error) message = at.message;
    if (typeof error === 'string') details.push(error);
    if (typeof claim === 'string') details.push(claim);
  }
  return [message, ...details].join(': ');
}
