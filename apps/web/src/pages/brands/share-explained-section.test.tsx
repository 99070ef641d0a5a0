// "Why it changed": its sentences and states, and contributor rows that narrow the page's filters.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterPayloadSchema, messages, type ShareExplained } from '@specpulse/contract';
import { currentUrl, renderInApp } from '../../test-support/render-in-app.tsx';
import type { WaterfallChartProps } from '../../components/charts/waterfall-chart.tsx';
import { LOST_PROJECT_TEXT, ShareExplainedSection } from './share-explained-section.tsx';
import { contributor, workedExample } from './share-explained.fixture.ts';

// jsdom has no canvas: the chart wrapper says what it was given instead of drawing it.
vi.mock('../../components/charts/waterfall-chart.tsx', () => ({
  WaterfallChart: ({ input }: WaterfallChartProps) => (
    <div data-testid="waterfall">
      {input ? [input.start, ...input.steps].map((s) => `${s.label}=${s.value}`).join(';') : 'loading'}
    </div>
  ),
}));

const data: ShareExplained = {
  ...workedExample,
  within: 1.1,
  mix: -0.3,
  contributors: [
    contributor({ dimension: 'segment', id: 4, name: 'Healthcare', within: 0.5 }),
    contributor({ dimension: 'state', id: 9, name: 'Texas', region: 'south', within: 0.2 }),
    contributor({ dimension: 'category', id: 3, name: 'Flooring', within: 0.1 }),
  ],
  projects: {
    gains: [{ id: 1, name: 'Clinic', state: 'TX', previous_lines: 0, lines: 3, change: 0.24 }],
    losses: [],
  },
};
const payload = filterPayloadSchema.parse({});

const renderSection = (props: Partial<Parameters<typeof ShareExplainedSection>[0]> = {}) =>
  renderInApp(
    <ShareExplainedSection
      data={data}
      failed={false}
      payload={payload}
      showProjects
      height={300}
      {...props}
    />,
    { url: '/brands/drill/5' },
  );

describe('ShareExplainedSection', () => {
  it('says how much of the change came from own specifications and from the market mix', () => {
    renderSection();
    expect(screen.getByTestId('share-explained-text').textContent).toMatch(
      /^Share \+0\.80 points \(10\.00% → 10\.80%\): \+1\.10 from our own specifications, -0\.30 from the market/,
    );
    expect(screen.getByTestId('waterfall').textContent).toBe(
      'Previous share=10;Own specifications=1.1;Market mix=-0.3',
    );
    expect(screen.getByTestId('table-brand-shareprojects').textContent).toContain('Clinic');
  });

  it.each([
    ['segment Healthcare', 'segments', '4'],
    ['state Texas', 'regions', 'south'],
    ['category Flooring', 'categories', '3'],
  ])('filters the page to the %s row', async (name, key, value) => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: `Filter the page to ${name}` }));
    expect(currentUrl().pathname).toBe('/brands/drill/5');
    expect(currentUrl().searchParams.get(key)).toBe(value);
  });

  it('shows loading, failure and no projects for a firm with hideprojects', () => {
    const { unmount } = renderSection({ data: undefined });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByTestId('waterfall').textContent).toBe('loading');
    unmount();
    renderSection({ data: undefined, failed: true, showProjects: false });
    expect(screen.getByTestId('share-explained-text').textContent).toBe('Could not be loaded');
    expect(screen.getByTestId('waterfall').textContent).toBe('=0');
    expect(screen.queryByTestId('table-brand-shareprojects')).toBeNull();
  });

  it('says why a project that lost every line has no detail, and shows any other failure as it is', async () => {
    const notInFilters = (id: number) =>
      new Response(
        JSON.stringify({ error: { status: 404, message: `Project ${id} is not in your filters` } }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => notInFilters(Number(String(input).split('/').pop()))),
    );
    try {
      const user = userEvent.setup({ delay: null });
      renderSection({
        data: {
          ...data,
          projects: {
            gains: [{ id: 1, name: 'Clinic', state: 'TX', previous_lines: 0, lines: 3, change: 0.24 }],
            losses: [{ id: 2, name: 'Depot', state: 'OH', previous_lines: 4, lines: 0, change: -0.3 }],
          },
        },
      });
      await user.click(screen.getByRole('button', { name: 'Expand Depot' }));
      expect(await screen.findByText(LOST_PROJECT_TEXT)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Expand Clinic' }));
      // The catalogue's text for a 404 (spec doc 1 §8), as everywhere else.
      expect(await screen.findByText(messages.notFoundApiCall)).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
