// The one page header: an analytics page's title with the months its figures cover and compare with, and
// Data through, under it; a page without figures has the title alone.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { PageTitle } from './page-title.tsx';

describe('PageTitle', () => {
  it("puts the filters' window and Data through under an analytics page's title", () => {
    renderInApp(<PageTitle title="Brands" dateRange />, { url: '/brands?period_interval=6' });
    const title = screen.getByRole('heading', { level: 1, name: 'Brands' });
    const header = title.parentElement!;
    // The test configuration's data end on 2026-09-30: the last 6 months, against the 6 before them.
    expect(within(header).getByTestId('filter-window').textContent).toBe(
      'Apr 2026 – Sep 2026 vs Oct 2025 – Mar 2026',
    );
    expect(within(header).getByTestId('data-through').textContent).toBe('Data through 2026-09-30');
  });

  it('has no date range on a page without figures', () => {
    renderInApp(<PageTitle title="Settings" />, { url: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByTestId('filter-window')).toBeNull();
  });
});
