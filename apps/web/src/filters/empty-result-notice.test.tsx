// An empty result names the filter that matched nothing and clears it; several are each clearable, or all.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderInApp } from '../test-support/render-in-app.tsx';
import { FilterSummaryBar } from './filter-summary-bar.tsx';

describe('an empty result', () => {
  it('names the one filter that matched nothing and clears it, keeping the rest of the filters', async () => {
    renderInApp(<FilterSummaryBar empty />, { url: '/brands?project_ids=2147480000&period_interval=24' });
    const notice = screen.getByTestId('empty-result');
    expect(notice.textContent).toContain('Nothing matches the filter Project IDs: 2147480000.');
    expect(within(notice).queryByRole('button', { name: 'Clear all of these' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Clear Project IDs' }));
    await waitFor(() => expect(currentUrl().searchParams.get('project_ids')).toBeNull());
    expect(currentUrl().pathname).toBe('/brands');
    expect(currentUrl().searchParams.get('period_interval')).toBe('24');
    // Nothing left to clear beyond the defaults: no notice.
    expect(screen.queryByTestId('empty-result')).toBeNull();
  });

  it('offers each of several filters, and all of them at once', async () => {
    renderInApp(<FilterSummaryBar empty />, { url: '/brands?segments=4&regions=west&project_ids=5' });
    const notice = screen.getByTestId('empty-result');
    expect(notice.textContent).toContain(
      'Nothing matches these filters together: Segments: Healthcare; Regions: West; Project IDs: 5.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Clear Regions' }));
    await waitFor(() => expect(currentUrl().searchParams.get('regions')).toBeNull());
    expect(currentUrl().searchParams.get('segments')).toBe('4');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all of these' }));
    await waitFor(() => expect(screen.queryByTestId('empty-result')).toBeNull());
    expect(currentUrl().searchParams.get('segments')).toBeNull();
    expect(currentUrl().searchParams.get('project_ids')).toBeNull();
  });

  it('says nothing while the page has a result', () => {
    renderInApp(<FilterSummaryBar />, { url: '/brands?project_ids=2147480000' });
    expect(screen.queryByTestId('empty-result')).toBeNull();
  });
});
