// The Market Movers card: gainers and losers with their sample, an export each, a row opens the drilldown.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noGrowthDescription, type MoverRow, type Movers } from '@specpulse/contract';
import { currentUrl, renderInApp, testConfiguration } from '../../test-support/render-in-app.tsx';
import { MarketMoversCard } from './market-movers-card.tsx';
import { LOAD_FAILED_TEXT } from './settled.ts';

const mover = (id: number, name: string, growth: number, sample: number): MoverRow => ({
  id,
  name,
  manufacturer_name: 'Acme',
  image_url: '',
  spec_percent: 5 + growth,
  previous_percent: 5,
  spec_growth_absolute: growth,
  spec_growth_real: 20 * growth,
  sample,
});
const movers: Movers = {
  previous_covered: true,
  min_sample: 30,
  gainers: [mover(1, 'Up Co', 1.25, 240)],
  losers: [mover(2, 'Down Co', -0.5, 31)],
};

describe('MarketMoversCard', () => {
  it('lists gainers and losers with their sample and growth, each table exportable', () => {
    renderInApp(<MarketMoversCard kind="brand" movers={movers} failed={false} />, { url: '/?categories=1' });
    expect(screen.getByRole('heading', { name: 'Market Movers: Brands' })).toBeTruthy();
    expect(screen.getByTestId('brand-movers').textContent).toContain('at least 30 spec lines');
    const gainers = screen.getByTestId('table-brand-movers-gainers');
    expect(within(gainers).getByText('+1.2500 pts')).toBeTruthy();
    expect(within(gainers).getByText('240')).toBeTruthy();
    const losers = screen.getByTestId('table-brand-movers-losers');
    expect(within(losers).getByText('-0.5000 pts')).toBeTruthy();
    expect(within(losers).getByText('31')).toBeTruthy();
    for (const table of [gainers, losers]) {
      expect(within(table).getByRole('button', { name: /^Export$/ })).toBeTruthy();
    }
  });

  it('opens a brand or a product drilldown with the same filters', async () => {
    const { unmount } = renderInApp(<MarketMoversCard kind="brand" movers={movers} failed={false} />, {
      url: '/?categories=1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open Down Co' }));
    expect(currentUrl().pathname).toBe('/brands/drill/2');
    expect(currentUrl().searchParams.get('categories')).toBe('1');
    unmount();
    renderInApp(<MarketMoversCard kind="product" movers={movers} failed={false} />);
    expect(screen.getByRole('heading', { name: 'Market Movers: Products' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open Up Co' }));
    expect(currentUrl().pathname).toBe('/products/drill/1');
  });

  it('says the movers could not be loaded after a failure, with No Data in both tables', () => {
    renderInApp(<MarketMoversCard kind="brand" movers={undefined} failed />);
    expect(screen.getByTestId('brand-movers-notice').textContent).toBe(LOAD_FAILED_TEXT);
    expect(screen.getAllByText('No Data')).toHaveLength(2);
  });

  it('says why there are no movers when the previous window starts before the data', () => {
    const uncovered: Movers = { previous_covered: false, min_sample: 30, gainers: [], losers: [] };
    renderInApp(<MarketMoversCard kind="product" movers={uncovered} failed={false} />);
    expect(screen.getByTestId('product-movers-notice').textContent).toBe(
      noGrowthDescription(testConfiguration().data.data_from),
    );
  });
});
