// A page renders its figures once per load: never with some answers in and others still coming.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { brandMediansRoute, brandSpecCountRoute } from '@specpulse/contract';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { ProcessingProvider } from '../shell/processing.tsx';
import { useAnalyticsPage } from './use-analytics-page.ts';

const queries = { count: { route: brandSpecCountRoute }, medians: { route: brandMediansRoute } };

/** What each render of the page saw: which answers it had. */
let renders: string[] = [];

function Page({ showAtOnce }: { showAtOnce?: 'count'[] }) {
  const { data, results } = useAnalyticsPage({ queries, showAtOnce });
  const seen = `${data.count ? 'count' : '-'} ${data.medians ? 'medians' : results.medians.isError ? 'failed' : '-'}`;
  renders.push(seen);
  return <output data-testid="seen">{seen}</output>;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** fetch: each path part's answer (others 204); the `held` one only once the returned function is called. */
function stubFetch(answers: Record<string, () => Response>, held: string) {
  let release = () => {};
  const later = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      for (const [part, answer] of Object.entries(answers)) {
        if (!url.includes(part)) continue;
        if (part === held) await later;
        return answer();
      }
      return new Response(null, { status: 204 });
    }),
  );
  return () => release();
}

function renderPage(showAtOnce?: 'count'[]) {
  renders = [];
  return renderInApp(
    <ProcessingProvider>
      <Page showAtOnce={showAtOnce} />
    </ProcessingProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useAnalyticsPage', () => {
  it('does not render one answer while another of the same load is still coming', async () => {
    const release = stubFetch(
      { '/speccount': () => json({ count: 12 }), '/medians': () => json({ spec: 1.5, search: null }) },
      '/medians',
    );
    renderPage();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
    // speccount's answer is in the cache by now; the page has not rendered it alone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('seen').textContent).toBe('- -');
    release();
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('count medians'));
    expect(renders).not.toContain('count -');
    expect(renders).not.toContain('- medians');
  });

  it('shows a failure at once, without waiting for the other answers', async () => {
    const release = stubFetch(
      { '/speccount': () => json({ count: 12 }), '/medians': () => new Response(null, { status: 500 }) },
      '/speccount',
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('- failed'));
    release();
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('count failed'));
  });

  it('renders the answer of a query the page lays out by as soon as it comes', async () => {
    const release = stubFetch(
      { '/speccount': () => json({ count: 12 }), '/medians': () => json({ spec: 1.5, search: null }) },
      '/medians',
    );
    renderPage(['count']);
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('count -'));
    release();
    await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('count medians'));
  });
});
