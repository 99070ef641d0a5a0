// Sign-in, the session guard, logout, the configuration error page and the login error texts in Chromium.
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { messages } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { DEMO_PASSWORD, demoAccounts, fillLogin, signIn, signOut, storedToken } from './sign-in.ts';

describe('sign-in and session', () => {
  const app = useBrowserSuite('shared');

  it('sends a signed-out visitor to /login', async () => {
    const p = await app.open();
    await p.goto('/brands/');
    await p.waitForURL('**/login');
    await p.getByRole('heading', { name: 'Sign in to SpecPulse' }).waitFor();
  });

  it('signs in, keeps the token in sessionStorage, records the login event and lands on /', async () => {
    const p = await app.open();
    const loginEvent = p.waitForRequest(
      (r) => r.url().endsWith('/v2/session/event') && (r.postData() ?? '').includes('"kind":"login"'),
    );
    await signIn(p, demoAccounts.brand);
    expect(new URL(p.url()).pathname).toBe('/');
    const body = JSON.parse((await loginEvent).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'login', page: '/login' });
    expect(JSON.stringify(body.screen)).toMatch(/"size":"\d+x\d+"/);
    expect(JSON.stringify(body.browser)).toContain('Chrome');
    expect(await p.evaluate(() => sessionStorage.getItem('specpulse.token'))).toBeTruthy();
    expect(await p.evaluate(() => localStorage.getItem('specpulse.token'))).toBeNull();
  });

  it('with Remember me keeps the token in localStorage, across a new tab', async () => {
    const p = await app.open();
    await signIn(p, demoAccounts.brand, { remember: true });
    expect(await p.evaluate(() => localStorage.getItem('specpulse.token'))).toBeTruthy();
    const second = await app.context.newPage();
    await second.goto('/');
    await second.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/');
  });

  it('logout clears the token and goes to /login; the app then stays signed out', async () => {
    const p = await app.open();
    await signIn(p, demoAccounts.designer, { remember: true });
    await signOut(p);
    expect(await storedToken(p)).toBeNull();
    await p.goto('/products/');
    await p.waitForURL('**/login');
  });

  it("shows 'email or password is incorrect' for a wrong password and for the inactive account", async () => {
    const p = await app.open();
    await p.goto('/login');
    await fillLogin(p, demoAccounts.brand, 'not-the-password');
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('email or password is incorrect');
    await fillLogin(p, demoAccounts.inactive, DEMO_PASSWORD);
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('email or password is incorrect');
    expect(new URL(p.url()).pathname).toBe('/login');
    expect(await storedToken(p)).toBeNull();
  });

  it("shows 'too many requests', 'network error' and 'Unexpected Error {status}'; only 200 signs in", async () => {
    const p = await app.open();
    await p.goto('/login');
    const expectText = async (answer: (route: Route) => Promise<void>, text: string) => {
      await p.unroute('**/v2/auth/login');
      await p.route('**/v2/auth/login', answer);
      await fillLogin(p, demoAccounts.brand, DEMO_PASSWORD);
      await expect.poll(() => p.getByRole('alert').textContent()).toBe(text);
    };
    await expectText(
      (r) => r.fulfill({ status: 429, json: { error: { status: 429, message: 'slow' } } }),
      'too many requests',
    );
    await expectText((r) => r.abort('connectionfailed'), 'network error');
    await expectText((r) => r.fulfill({ status: 503, body: 'down' }), 'Unexpected Error 503');
    await expectText((r) => r.fulfill({ status: 201, json: { token: 'x.y.z' } }), 'Unexpected Error 201');
    expect(new URL(p.url()).pathname).toBe('/login');
  });

  it("shows the 'ERROR!' page when the configuration cannot load", async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.route('**/v2/configuration', (r) =>
      r.fulfill({ status: 500, json: { error: { status: 500, message: 'x' } } }),
    );
    await p.reload();
    await p.getByRole('heading', { name: 'ERROR!' }).waitFor();
    await p.getByText('Error Loading configuration').waitFor();
  });

  it('the configuration error page also shows when the API is unreachable', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.route('**/v2/configuration', (r) => r.abort('connectionrefused'));
    await p.reload();
    await p.getByText('Error Loading configuration').waitFor();
  });

  it('a 401 from the API clears the session and goes to /login', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    // The token is spoilt as the reloaded document starts, before the app reads it: spoilt in the running
    // page, any call that page still made got the 401 and the notice before the reload, and the reloaded
    // /login had neither (CI's and a full run's failure: '/login, 1 document load, answers [branding only],
    // shown []').
    await p.addInitScript(() => {
      // A token whose signature no longer matches: the server answers 401.
      const token = sessionStorage.getItem('specpulse.token');
      if (token && !token.endsWith('AAAA'))
        sessionStorage.setItem('specpulse.token', `${token.slice(0, -4)}AAAA`);
    });
    // One document load: the 401 routes to /login inside the app. It also reloaded /login when the 401 came
    // before the router had set its handler, on top of the guard's redirect (the page was thrown away mid-test).
    let documents = 0;
    p.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === p.mainFrame()) documents++;
    });
    // The app draws nothing (the router included) until its branding arrives: the branding call is held until
    // the configuration call's 401 has come, which is the order that reloaded the page.
    const refused = p.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v2/configuration' && r.status() === 401,
    );
    await p.route('**/v2/branding', async (route: Route) => {
      await refused;
      await route.continue();
    });
    // CI failed this test with a bare timeout: a failure names the step, the page and the API's answers.
    const answers: string[] = [];
    p.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/v2/'))
        answers.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const step = async (name: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (e) {
        const shown = await p
          .locator('#notistack-snackbar, [role=alert]')
          .allTextContents()
          .catch(() => []);
        throw new Error(
          `${name}: ${String(e).split('\n')[0]} (at ${p.url()}, ${documents} document loads, ` +
            `answers [${answers.join(', ')}], shown [${shown.join(' | ')}])`,
        );
      }
    };
    await step('reload', () => p.reload());
    await step('wait for /login', () => p.waitForURL('**/login'));
    await step('wait for the notice', () => p.getByText(messages.sessionExpired).waitFor());
    await step('wait for the network to settle', () => p.waitForLoadState('networkidle'));
    expect(documents).toBe(1);
    expect(await storedToken(p)).toBeNull();
  });
});
