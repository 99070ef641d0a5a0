// A real OpenID Connect provider (oidc-provider) on a loopback port, for the single sign-on tests. Its sign-in
// page is replaced by an interaction that signs in whichever account the test named (signInAs), so a test
// walks the real authorization code flow (PKCE, state, nonce, ID token) without a browser. Its storage is a
// Map the tests can reach, to expire a code without waiting.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** The firm claim (OIDC_FIRM_CLAIM=firm in the tests that map by claim). */
  firm?: string;
}

export const TEST_CLIENT = { id: 'specpulse-portal', secret: 'test-client-secret-0123456789abcdef' };

const stored = new Map<string, AdapterPayload>();

/** Storage in a Map; a consumed or expired entry is left to the provider to judge, as its memory adapter does. */
class MapAdapter implements Adapter {
  constructor(private model: string) {}
  private key = (id: string) => `${this.model}:${id}`;
  async upsert(id: string, payload: AdapterPayload) {
    stored.set(this.key(id), payload);
    if (payload.uid) stored.set(`${this.model}:uid:${payload.uid}`, payload);
  }
  async find(id: string) {
    return stored.get(this.key(id));
  }
  async findByUid(uid: string) {
    return stored.get(`${this.model}:uid:${uid}`);
  }
  async findByUserCode() {
    return undefined;
  }
  async consume(id: string) {
    const payload = stored.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    stored.delete(this.key(id));
  }
  async revokeByGrantId() {}
}

export interface TestProvider {
  issuer: string;
  /** Registers the portal's callback URL, when it was not known at the start (before the first request). */
  registerRedirect(uri: string): void;
  /** The account the next sign-in at the provider is. */
  signInAs(account: TestAccount): void;
  /** Makes an issued authorization code out of date, as if its minute had passed. */
  expireCode(code: string): void;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri?: string): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let current: TestAccount | null = null;
  const accounts = new Map<string, TestAccount>();
  const redirectUris = redirectUri ? [redirectUri] : [];
  let handle: ReturnType<Provider['callback']> | null = null;
  server.on('request', (req, res) => {
    // Made at the first request: its client's redirect URIs are fixed from then on.
    handle ??= makeProvider().callback();
    void handle(req, res);
  });

  const makeProvider = () => {
    const provider = new Provider(issuer, {
      adapter: MapAdapter,
      clients: [
        {
          client_id: TEST_CLIENT.id,
          client_secret: TEST_CLIENT.secret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'firm'],
      },
      // The requested claims go in the ID token, which is what the portal reads.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      findAccount: async (_ctx, sub) => {
        const account = accounts.get(sub);
        return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
      },
      // Every sign-in is granted what it asks (no consent screen).
      loadExistingGrant: async (ctx) => {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId!,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      cookies: { keys: ['test-cookie-key-0123456789'] },
      // A code lives a minute, as at most providers (expireCode ends one sooner).
      ttl: {
        AuthorizationCode: 60,
        Interaction: 600,
        Grant: 600,
        Session: 600,
        AccessToken: 600,
        IdToken: 600,
      },
    });
    // The sign-in page: signs in the account the test named and returns to the flow.
    provider.use(async (ctx, next) => {
      if (!ctx.path.startsWith('/interaction/')) return next();
      if (!current) throw new Error('the test named no account to sign in as');
      accounts.set(current.sub, current);
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: current.sub } });
      ctx.respond = false;
    });
    return provider;
  };

  return {
    issuer,
    registerRedirect: (uri) => {
      if (handle) throw new Error('register the redirect before the first request');
      redirectUris.push(uri);
    },
    signInAs: (account) => {
      current = account;
    },
    expireCode: (code) => {
      const payload = stored.get(`AuthorizationCode:${code}`);
      if (!payload) throw new Error('no such code');
      payload.exp = Math.floor(Date.now() / 1000) - 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects from its authorization URL (keeping its cookies, as a browser would) until
 * it sends the browser back to the portal; returns that callback URL.
 */
export async function authorizeAtProvider(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hops = 0; hops < 10; hops++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!.trim(), value ?? '');
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next.href;
  }
  throw new Error('the provider redirected too often');
}
