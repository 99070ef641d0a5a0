import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { CurrentPageProvider } from '../components/page/current-page.ts';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { useChooserPageView } from './use-chooser-page-view.ts';

function Chooser({ enabled }: { enabled: boolean }) {
  useChooserPageView({ brandId: null }, enabled);
  return null;
}

/** The session events the page sent: each body. */
function recordEvents() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/v2/session/event')) bodies.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

describe('useChooserPageView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("records one page view under the page's name, with the filters and an empty id", async () => {
    const events = recordEvents();
    renderInApp(
      <CurrentPageProvider value={{ title: 'Brand Drilldown', view: 'brand/drill' }}>
        <Chooser enabled />
      </CurrentPageProvider>,
      { url: '/brands/drill/?categories=3' },
    );
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      kind: 'page',
      page: 'brand/drill',
      filters: { brandId: null, categories: [3] },
    });
  });

  it('records nothing inside a page that records its own view', async () => {
    const events = recordEvents();
    renderInApp(
      <CurrentPageProvider value={{ title: 'Brand Summary', view: 'brandsummary' }}>
        <Chooser enabled={false} />
        <Chooser enabled />
      </CurrentPageProvider>,
    );
    // Both effects ran in one commit and send alike: the enabled one's event has come, so would the other's.
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events).toHaveLength(1);
  });
});
