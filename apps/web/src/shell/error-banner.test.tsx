// A failed load's banner keeps the catalogue's text, says what happened in a sentence, and Retry runs the
// failed call again (only that one), after which the page shows its figures and the banner goes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandMediansRoute, brandSpecCountRoute, messages } from '@specpulse/contract';
import { useAnalyticsPage } from '../filters/use-analytics-page.ts';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { ErrorBanner, LOAD_FAILED_SENTENCE } from './error-banner.tsx';
import { ProcessingProvider } from './processing.tsx';

const queries = { count: { route: brandSpecCountRoute }, medians: { route: brandMediansRoute } };

function Page() {
  const { data } = useAnalyticsPage({ queries });
  return (
    <>
      <ErrorBanner />
      <output data-testid="seen">{`${data.count?.count ?? '-'} ${data.medians?.spec ?? '-'}`}</output>
    </>
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** fetch: the medians fail with `status` the first time, then answer; every call is counted by path part. */
function stubFetch(status: number) {
  const calls = { speccount: 0, medians: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/speccount')) {
        calls.speccount++;
        return json({ count: 12 });
      }
      if (url.includes('/medians')) {
        calls.medians++;
        if (calls.medians === 1)
          return new Response(status === 404 ? JSON.stringify({ error: { status, message: 'x' } }) : null, {
            status,
            headers: { 'content-type': 'application/json' },
          });
        return json({ spec: 1.5, search: null });
      }
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('error banner', () => {
  it.each([
    [500, messages.generic],
    [404, messages.notFoundApiCall],
  ])(
    'after a %i keeps the text %j, explains it, and Retry re-runs only the failed call',
    async (status, text) => {
      const calls = stubFetch(status);
      renderInApp(
        <ProcessingProvider>
          <Page />
        </ProcessingProvider>,
      );
      const banner = await screen.findByRole('alert');
      expect(within(banner).getByText(text)).toBeTruthy();
      expect(within(banner).getByText(LOAD_FAILED_SENTENCE)).toBeTruthy();
      expect(screen.getByTestId('seen').textContent).toBe('12 -');

      await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getByTestId('seen').textContent).toBe('12 1.5'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls).toEqual({ speccount: 1, medians: 2 });
    },
  );

  it('closes without retrying', async () => {
    const calls = stubFetch(500);
    renderInApp(
      <ProcessingProvider>
        <Page />
      </ProcessingProvider>,
    );
    const banner = await screen.findByRole('alert');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.medians).toBe(1);
  });
});
