// E2E helpers for the demo accounts: sign in through the login screen or through the API, accept the cookie
// notice up front.
import type { BrowserContext, Page } from 'playwright-core';
import { loginRoute, type LoginBody } from '@specpulse/contract';

export const DEMO_PASSWORD = 'specpulse-demo';
/** Where the web app keeps the session token (apps/web/src/auth/token-store.ts). */
const TOKEN_KEY = 'specpulse.token';
export const demoAccounts = {
  admin: 'admin@example.com',
  brand: 'brand@example.com',
  designer: 'designer@example.com',
  inactive: 'inactive@example.com',
  /** brand@'s colleague in the manufacturer's firm. */
  colleague: 'colleague@example.com',
} as const;

/** Fills and submits the login form; waits until the app has left /login. */
export async function signIn(
  page: Page,
  email: string,
  opts: { remember?: boolean; password?: string } = {},
) {
  await page.goto('/login');
  await fillLogin(page, email, opts.password ?? DEMO_PASSWORD, opts.remember);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A token for the demo account, from the API's login call (what the login screen sends, from Node). */
export async function tokenFor(baseUrl: string, email: string): Promise<string> {
  const body: LoginBody = { email, password: DEMO_PASSWORD };
  const res = await fetch(`${baseUrl}${loginRoute.path}`, {
    method: loginRoute.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Opens `path` in the page signed in as `email` without the login screen: the first document the page loads
 * finds the API's token where the app keeps a session without Remember me (sessionStorage, see
 * apps/web/src/auth/token-store.ts), as after a sign-in through the form. Only that document: the script is
 * removed once it has loaded, so a later sign-out or token change in the test stays as the app left it. Without
 * `path` the test makes that first navigation itself (after setting up routes or listeners).
 */
export async function signInWithToken(page: Page, baseUrl: string, email: string, path?: string) {
  const token = await tokenFor(baseUrl, email);
  const script = await page.addInitScript(
    ({ key, value, origin }) => {
      if (window === window.top && location.origin === origin) sessionStorage.setItem(key, value);
    },
    { key: TOKEN_KEY, value: token, origin: new URL(baseUrl).origin },
  );
  const loaded = page.waitForEvent('domcontentloaded', { timeout: 0 }).then(
    () => script.dispose().catch(() => undefined),
    () => undefined, // the page closed before it loaded anything
  );
  if (path === undefined) return;
  await page.goto(path);
  await loaded;
}

export async function fillLogin(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs out through the account menu. Right after sign-in the shell may still re-render around the menu
 * (the firm configuration arriving); a click landing then opens a menu that closes again, as it would for a
 * person, who clicks again: so does this, up to three times.
 */
export async function signOut(page: Page) {
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const opened = await logout
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (opened || attempt === 3) break;
  }
  await logout.click();
  await page.waitForURL('**/login');
}

/** Sets the consent cookie so the notice does not cover the page. */
export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'specpulse_cookie_consent', value: '1', url: baseURL, sameSite: 'Strict' },
  ]);
}

/** The bearer token the app stored (sessionStorage, or localStorage with Remember me). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(
    () => sessionStorage.getItem('specpulse.token') ?? localStorage.getItem('specpulse.token'),
  );
}

/** Calls the API as the signed-in user of the page. */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = sessionStorage.getItem('specpulse.token') ?? localStorage.getItem('specpulse.token');
    const res = await fetch(p, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  }, path);
}

/** POSTs `body` as JSON to the API as the signed-in user of the page: the status and the JSON answer. */
export async function postAs(
  page: Page,
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const token = await storedToken(page);
  return page.evaluate(
    async ({ url: u, body: b, token: t }) => {
      const res = await fetch(u, {
        method: 'POST',
        headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    { url, body, token },
  );
}

/** postAs's JSON answer, as the caller knows its type. */
export const postJsonAs = async <T>(page: Page, url: string, body: unknown): Promise<T> =>
  (await postAs(page, url, body)).json as T;

/** Calls the API as the signed-in user of the page with any method: the status alone. */
export async function statusAs(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  const token = await storedToken(page);
  return page.evaluate(
    async ({ method: m, url: u, body: b, token: t }) => {
      const res = await fetch(u, {
        method: m,
        headers: {
          Authorization: `Bearer ${t}`,
          ...(b === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.status;
    },
    { method, url, body, token },
  );
}
