// The dashboard's hierarchy (issue 48): a My Brands user's first row is their own brands' share, rank, change and
// trend, anyone else's the market's top movers; the ranked lists under it carry inline bars against their
// largest entry and full names; Favourites with nothing starred are one line.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MoverRow, Movers, Standing, User } from '@specpulse/contract';
import { renderInApp, testConfiguration } from '../../test-support/render-in-app.tsx';
import { ProcessingProvider } from '../../shell/processing.tsx';
import { NO_FAVOURITES_TEXT } from './favourites-section.tsx';
import DashboardPage from './dashboard-page.tsx';

// jsdom has no canvas: the pie says it is there instead of drawing.
vi.mock('../../components/charts/segment-pie.tsx', () => ({
  SegmentPie: () => <div data-testid="segment-pie" />,
}));

const LONG_NAME = 'Northwind Architectural Surfaces and Commercial Interior Finishes International';

const brand = (id: number, name: string, spec: number) => ({
  manufacturer_id: id,
  name,
  image_url: '',
  spec_percent: spec,
  sum_spec: 100,
  spec_quantity_share: 1,
  quantity_unit: 'each',
  spec_growth_real: 2,
  spec_growth_absolute: 0.1,
});
const product = (id: number, name: string, spec: number) => ({
  product_id: id,
  product_name: name,
  product_image_url: '',
  manufacturer_id: 1,
  manufacturer_name: 'Acme',
  spec_percent: spec,
  sum_spec: 10,
  spec_quantity_share: 1,
  quantity_unit: 'each',
  spec_growth_real: null,
  spec_growth_absolute: -0.05,
});
const mover = (id: number, name: string, growth: number): MoverRow => ({
  id,
  name,
  manufacturer_name: 'Acme',
  image_url: '',
  spec_percent: 4 + growth,
  previous_percent: 4,
  spec_growth_absolute: growth,
  spec_growth_real: 25 * growth,
  sample: 120,
});
const movers = (up: string, down: string): Movers => ({
  previous_covered: true,
  min_sample: 30,
  gainers: [mover(21, up, 0.75), mover(22, 'Second Up', 0.5)],
  losers: [mover(23, down, -0.4)],
});
const standing: Standing = {
  total_brands: 812,
  default_competitors: true,
  rows: [
    {
      brand_ids: [3],
      name: 'Rival',
      ours: false,
      lines: 900,
      spec_percent: 9,
      rank: 1,
      projects: 80,
      spec_growth_absolute: 0.2,
    },
    {
      brand_ids: [1, 2],
      name: 'Acme Brands',
      ours: true,
      lines: 400,
      spec_percent: 4.56789,
      rank: 3,
      projects: 40,
      spec_growth_absolute: -0.1234,
    },
  ],
};
const trend = {
  period: ['2025 Q4', '2026 Q1', '2026 Q2', '2026 Q3'],
  spec: [4.1, 4.3, 4.2, 4.57],
  search: [],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** fetch answering each of the dashboard's figures; the paths asked for are kept. */
function stubFetch(productMovers = movers('Product Riser', 'Product Faller'), emptyLists = false) {
  const asked: string[] = [];
  const answers: [RegExp, unknown][] = [
    [/\/v2\/favourites$/, { favourites: [] }],
    [/\/favourites\/figures$/, []],
    [/\/brand\/topbrands$/, emptyLists ? [] : [brand(1, LONG_NAME, 8), brand(2, 'Half Co', 4)]],
    [/\/product\/topproducts$/, emptyLists ? [] : [product(11, 'Chair', 2), product(12, 'Lamp', 0.5)]],
    [/\/source\/marketsegments$/, [{ name: 'Workplace', value: 40 }]],
    [/\/brand\/movers$/, movers('Brand Riser', 'Brand Faller')],
    [/\/product\/movers$/, productMovers],
    [/\/winloss\/standing$/, standing],
    [/\/brand\/show\/brandperformance$/, trend],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      asked.push(pathname);
      const answer = answers.find(([path]) => path.test(pathname));
      return answer ? json(answer[1]) : new Response('{}', { status: 404 });
    }),
  );
  return asked;
}

const user = (permissions: Record<string, boolean>): User => ({
  ...testConfiguration().user,
  permissions,
});

function renderDashboard(permissions: Record<string, boolean>, url = '/?categories=1') {
  const configuration = testConfiguration({ favorite: true }, user(permissions));
  configuration.configuration.can_favorite = true;
  return renderInApp(
    <ProcessingProvider>
      <DashboardPage />
    </ProcessingProvider>,
    { url, configuration },
  );
}

/** The page's sections (headed cards) in the order they are drawn. */
const sectionIds = () =>
  [...document.querySelectorAll('section[data-testid]')].map((s) => s.getAttribute('data-testid'));

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard first row', () => {
  it("shows a My Brands user their own brands' share, rank and change with a sparkline, first", async () => {
    const asked = stubFetch();
    renderDashboard({ brands: true, products: true, mybrands: true });
    const row = await screen.findByTestId('my-brands-first');
    await waitFor(() => expect(within(row).getByTestId('own-share').textContent).toBe('4.57%'));
    expect(within(row).getByTestId('own-rank').textContent).toBe('3 of 812');
    expect(within(row).getByTestId('own-change').textContent).toBe('-0.12 pts');
    expect(within(row).getByText('Acme Brands')).toBeTruthy();
    const sparkline = await within(row).findByRole('img', { name: /spec percent by period/ });
    expect(sparkline.getAttribute('aria-label')).toBe(
      "My Brands' spec percent by period, from 4.10% (2025 Q4) to 4.57% (2026 Q3)",
    );
    expect(sparkline.getAttribute('data-points')?.split(' ')).toHaveLength(4);
    expect(within(row).getByRole('link', { name: 'Open My Brands' }).getAttribute('href')).toBe(
      '/mybrands/show?categories=1',
    );
    // First on the page, above the Favourites and the ranked lists; no market movers row for this user.
    await waitFor(() => expect(sectionIds()[0]).toBe('my-brands-first'));
    expect(sectionIds()).not.toContain('top-movers-first');
    expect(asked).toContain('/v2/analytics/winloss/standing');
    expect(asked).toContain('/v2/analytics/brand/show/brandperformance');
  });

  it("shows anyone else the market's top movers first, and asks for no own-brand figure", async () => {
    const asked = stubFetch();
    renderDashboard({ brands: true, products: true });
    const row = await screen.findByTestId('top-movers-first');
    await within(row).findByText('Brand Riser');
    const movers = within(row).getAllByTestId('top-mover');
    expect(movers.map((m) => m.querySelector('p')?.textContent)).toEqual([
      'Brand gaining most',
      'Brand losing most',
      'Product gaining most',
      'Product losing most',
    ]);
    expect(movers[0]!.textContent).toContain('+0.75 pts to 4.75%');
    expect(movers[3]!.textContent).toContain('Product Faller');
    expect(within(row).getByRole('link', { name: 'Brand Faller' }).getAttribute('href')).toBe(
      '/brands/drill/23?categories=1',
    );
    expect(within(row).getByRole('link', { name: 'Product Riser' }).getAttribute('href')).toMatch(
      /^\/products\/drill\/21\?categories=1#/,
    );
    await waitFor(() => expect(sectionIds()[0]).toBe('top-movers-first'));
    expect(sectionIds()).not.toContain('my-brands-first');
    expect(asked.some((p) => p.includes('/winloss/') || p.includes('/brand/show/'))).toBe(false);
  });

  it('shows a products-only user the product movers alone', async () => {
    stubFetch();
    renderDashboard({ products: true });
    const row = await screen.findByTestId('top-movers-first');
    await within(row).findByText('Product Riser');
    expect(within(row).getAllByTestId('top-mover')).toHaveLength(2);
    expect(within(row).queryByText('Brand Riser')).toBeNull();
  });

  it('says why there are no movers when no entry has the minimum sample', async () => {
    stubFetch({ previous_covered: true, min_sample: 30, gainers: [], losers: [] });
    renderDashboard({ products: true });
    const row = await screen.findByTestId('top-movers-first');
    await waitFor(() =>
      expect(within(row).getByRole('status').textContent).toBe(
        'No product has at least 30 spec lines in the two windows together, the least a mover needs.',
      ),
    );
    expect(within(row).queryAllByTestId('top-mover')).toHaveLength(0);
  });
});

describe('Dashboard lists', () => {
  it('draws each entry with an inline bar against the largest, and its full name', async () => {
    stubFetch();
    renderDashboard({ brands: true, products: true });
    const brands = await screen.findByTestId('top-brands');
    await waitFor(() => expect(within(brands).getAllByTestId('rank-tile')).toHaveLength(2));
    expect(within(brands).getByRole('list')).toBeTruthy();
    const bars = within(brands).getAllByTestId('tile-bar');
    expect(bars.map((b) => b.getAttribute('data-share'))).toEqual(['1.0000', '0.5000']);
    // The whole name is the heading's text (the row cuts it with an ellipsis; the tooltip shows it whole).
    expect(within(brands).getByRole('heading', { name: LONG_NAME })).toBeTruthy();
    const products = screen.getByTestId('top-products');
    await waitFor(() =>
      expect(
        within(products)
          .getAllByTestId('tile-bar')
          .map((b) => b.getAttribute('data-share')),
      ).toEqual(['1.0000', '0.2500']),
    );
  });

  it('shrinks an empty Favourites card to one line: its text beside the title, no room kept', async () => {
    stubFetch();
    renderDashboard({ brands: true, products: true });
    const favourites = await screen.findByTestId('favourites');
    const text = await within(favourites).findByText(NO_FAVOURITES_TEXT);
    const heading = within(favourites).getByRole('heading', { name: 'Favourites' });
    // One line: the text shares the heading's row, and the card holds nothing else (no list, no status box).
    expect(text.parentElement).toBe(heading.parentElement);
    expect(favourites.children).toHaveLength(1);
    expect(text.getAttribute('role')).toBe('status');
  });
});

describe('Dashboard empty result', () => {
  it('names the filter that matched nothing when the ranked lists come back empty, and only then', async () => {
    stubFetch(undefined, true);
    const view = renderDashboard({ brands: true, products: true }, '/?project_ids=5');
    const notice = await screen.findByTestId('empty-result');
    expect(notice.textContent).toContain('Nothing matches the filter Project IDs: 5.');
    view.unmount();
    vi.unstubAllGlobals();
    stubFetch();
    renderDashboard({ brands: true, products: true }, '/?project_ids=5');
    const brands = await screen.findByTestId('top-brands');
    await waitFor(() => expect(within(brands).getAllByTestId('rank-tile')).toHaveLength(2));
    expect(screen.queryByTestId('empty-result')).toBeNull();
  });
});
