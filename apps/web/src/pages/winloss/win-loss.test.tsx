// The Win / Loss page's own behaviour: the competitors from the URL into every request, the message instead
// of a 0 % win rate when no competitor is specified, and the lost projects left out with hideprojects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Outcomes, type Standing } from '@specpulse/contract';
import { currentUrl, renderInApp, testConfiguration } from '../../test-support/render-in-app.tsx';
import { ProcessingProvider } from '../../shell/processing.tsx';
import { WinLoss } from './win-loss.tsx';

// jsdom has no canvas: the map says what it was given instead of drawing it.
vi.mock('../../components/charts/state-map.tsx', () => ({
  StateMap: ({ series }: { series?: { rows: unknown[] }[] }) => (
    <div data-testid="state-map">{series?.[0]?.rows.length ?? 'loading'}</div>
  ),
}));

const row = (id: number, name: string, ours = false) => ({
  brand_ids: [id],
  name,
  ours,
  lines: 10,
  spec_percent: 5,
  rank: 1,
  projects: 4,
  spec_growth_absolute: 0.5,
});
const standing: Standing = {
  total_brands: 12,
  default_competitors: false,
  rows: [row(1, 'Our Brand', true), row(3, 'Rival Three'), row(4, 'Rival Four')],
};
const outcome = (won: number, lost: number, shared: number) => ({
  won,
  lost,
  shared,
  projects: won + lost + shared,
  win_rate: won + lost ? (100 * won) / (won + lost) : null,
});
const outcomes = (o: ReturnType<typeof outcome>): Outcomes => ({
  overall: o,
  competitor_specified: o.lost + o.shared > 0,
  segments: [],
  states: [{ state_id: 5, code: 'CA', name: 'California', ...o }],
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** fetch answering each figure; the bodies and paths asked for are kept. */
function stubFetch(answer: Outcomes, standingAnswer: Standing = standing) {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push({
        path: url.pathname,
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      });
      if (url.pathname.endsWith('/standing')) return json(standingAnswer);
      if (url.pathname.endsWith('/outcomes')) return json(answer);
      return json({ total: 0, rows: [] });
    }),
  );
  return asked;
}

const winRate = () =>
  within(screen.getByRole('group', { name: 'Win Rate' })).getByTestId('stat-value').textContent;

const renderPage = (url: string, hasfeature: Record<string, boolean> = {}) =>
  renderInApp(
    <ProcessingProvider>
      <WinLoss brandIds={[1]} />
    </ProcessingProvider>,
    { url, configuration: testConfiguration(hasfeature) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('WinLoss', () => {
  it('sends the competitors of the URL with every figure and drops one whose chip is deleted', async () => {
    const asked = stubFetch(outcomes(outcome(3, 1, 2)));
    renderPage('/winloss/1?competitors=3,4');
    // Chips name the competitors once the standing has answered (their ids until then).
    const chipTexts = () => screen.queryAllByRole('listitem').map((c) => c.textContent);
    await waitFor(() => expect(chipTexts()).toEqual(['Rival Three', 'Rival Four']));
    const chips = screen.getAllByRole('listitem');
    for (const path of ['standing', 'outcomes', 'firms', 'lost'])
      expect(asked.find((a) => a.path === `/v2/analytics/winloss/${path}`)?.body).toMatchObject({
        brand_ids: [1],
        competitor_ids: [3, 4],
      });
    await waitFor(() => expect(winRate()).toBe('75.0%'));
    await userEvent.click(within(chips[0]!).getByTestId('CancelIcon'));
    expect(currentUrl().searchParams.get('competitors')).toBe('4');
  });

  it('says no competitor is specified instead of a 0 % win rate', async () => {
    stubFetch(outcomes(outcome(5, 0, 0)));
    renderPage('/winloss/1');
    await screen.findByText(messages.noCompetitorSpecified);
    expect(screen.queryByRole('group', { name: 'Win Rate' })).toBeNull();
  });

  it('names the filter that matched nothing when no brand has a line in the filters, and only then', async () => {
    stubFetch(outcomes(outcome(0, 0, 0)), { total_brands: 0, default_competitors: true, rows: [] });
    const view = renderPage('/winloss/1?project_ids=5');
    const notice = await screen.findByTestId('empty-result');
    expect(notice.textContent).toContain('Nothing matches the filter Project IDs: 5.');
    view.unmount();
    vi.unstubAllGlobals();
    stubFetch(outcomes(outcome(3, 1, 2)));
    renderPage('/winloss/1?project_ids=5');
    await waitFor(() => expect(winRate()).toBe('75.0%'));
    expect(screen.queryByTestId('empty-result')).toBeNull();
  });

  it('leaves out the lost projects, and never asks for them, with hideprojects', async () => {
    const asked = stubFetch(outcomes(outcome(3, 1, 2)));
    renderPage('/winloss/1', { hideprojects: true });
    await screen.findByTestId('table-winloss-firms');
    await waitFor(() => expect(asked.some((a) => a.path.endsWith('/outcomes'))).toBe(true));
    expect(screen.queryByTestId('table-winloss-lost')).toBeNull();
    expect(asked.some((a) => a.path.endsWith('/lost'))).toBe(false);
  });
});
