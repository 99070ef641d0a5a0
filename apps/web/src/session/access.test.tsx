// The client checks access as the server's guard does: the contract's allows() over the firm configuration's
// permissions and features (not the token's copy), and it follows the server when the configuration changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  accessRules,
  brandMediansRoute,
  brandSpecCountRoute,
  configurationVersionHeader,
  productTopProductsRoute,
  type Access,
  type ConfigurationResponse,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { RequireAccess } from '../auth/require-access.tsx';
import { useAnalyticsPage } from '../filters/use-analytics-page.ts';
import { ProcessingProvider } from '../shell/processing.tsx';
import { currentUrl, renderInApp, testConfiguration } from '../test-support/render-in-app.tsx';
import { useCan } from './access.ts';

/** The configuration with other permissions than the token's user was signed with. */
function withPermissions(base: ConfigurationResponse, permissions: Record<string, boolean>) {
  return { ...base, configuration: { ...base.configuration, permissions } };
}

function Can({ rule }: { rule: Access }) {
  return <output data-testid="can">{useCan(rule) ? 'yes' : 'no'}</output>;
}
const can = (rule: Access, configuration: ConfigurationResponse) => {
  const { unmount } = renderInApp(<Can rule={rule} />, { configuration });
  const text = screen.getByTestId('can').textContent;
  unmount();
  return text;
};

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

afterEach(() => vi.unstubAllGlobals());

describe('useCan', () => {
  it("passes the firm's features as the server does", () => {
    expect(can(accessRules.savedViews, testConfiguration({ savefilters: true }))).toBe('yes');
    expect(can(accessRules.savedViews, testConfiguration({ savefilters: false }))).toBe('no');
    expect(can(accessRules.sourceExport, testConfiguration({ export: true }))).toBe('yes');
    expect(can(accessRules.sourceExport, testConfiguration())).toBe('no');
  });

  it("reads the firm's permissions from the configuration, not from the token", () => {
    // The token says brands (signed before an administrator took it); the configuration says products only.
    const configuration = withPermissions(testConfiguration(), { products: true });
    expect(configuration.user.permissions.brands).toBe(true);
    expect(can(accessRules.brands, configuration)).toBe('no');
    expect(can(accessRules.products, configuration)).toBe('yes');
  });
});

describe('page queries', () => {
  it('never asks for a figure whose route the server would refuse', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ count: 1 })),
    );
    function Page() {
      const { data } = useAnalyticsPage({
        queries: { count: { route: brandSpecCountRoute }, products: { route: productTopProductsRoute } },
      });
      return <output data-testid="seen">{data.count ? 'count' : '-'}</output>;
    }
    renderInApp(
      <ProcessingProvider>
        <Page />
      </ProcessingProvider>,
      { configuration: withPermissions(testConfiguration(), { products: true }) },
    );
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('/v2/analytics/product/'))).toBe(true);
    expect(urls.filter((url) => url.includes('/v2/analytics/brand/'))).toEqual([]);
  });
});

describe('following the server', () => {
  /** fetch: the configuration answers `next`, every other call `answer()`. */
  function stubServer(next: ConfigurationResponse, answer: () => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/v2/configuration') ? json(next) : answer(),
      ),
    );
  }

  function renderPage() {
    renderInApp(
      <RequireAccess access={accessRules.brands}>
        <p>Top Brands page</p>
      </RequireAccess>,
      { url: '/brands/' },
    );
    expect(screen.getByText('Top Brands page')).toBeTruthy();
  }

  // First: the client remembers the last version it saw (for the token), and the tests share one token.
  it('reloads the configuration when an answer carries another configuration version', async () => {
    let version = 'v1';
    stubServer(withPermissions(testConfiguration(), { products: true }), () =>
      json({ spec: 1, search: 1 }, { [configurationVersionHeader]: version }),
    );
    renderPage();
    await api.call(brandMediansRoute, { body: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The same version: nothing to reload.
    await api.call(brandMediansRoute, { body: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/configuration'))).toEqual(
      [],
    );
    version = 'v2';
    await api.call(brandMediansRoute, { body: {} });
    await waitFor(() => expect(currentUrl().pathname).toBe('/'));
  });
  it('reloads the configuration on a 403 and leaves a page the firm lost', async () => {
    stubServer(
      withPermissions(testConfiguration(), { products: true }),
      () =>
        new Response(JSON.stringify({ error: { status: 403, message: 'locked' } }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderPage();
    await expect(api.call(brandSpecCountRoute, { body: {} })).rejects.toMatchObject({ status: 403 });
    await waitFor(() => expect(currentUrl().pathname).toBe('/'));
    expect(screen.queryByText('Top Brands page')).toBeNull();
  });
});
