import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRegisterPageLoader } from '../api/page-loader.ts';
import { currentUrl, renderInApp, testConfiguration } from '../test-support/render-in-app.tsx';
import { FilterSummaryBar } from './filter-summary-bar.tsx';

function PageWithLoader({ loader }: { loader: () => void }) {
  useRegisterPageLoader(loader);
  return <FilterSummaryBar />;
}

const dialog = () => screen.getByRole('dialog', { name: 'Filters' });
const chips = () =>
  within(screen.getByTestId('filter-summary-bar'))
    .getAllByText(/./, { selector: '.MuiChip-label' })
    .map((c) => c.textContent);

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Edit filters/ }));
  return dialog();
}

const checkbox = (name: string) => within(dialog()).getByRole<HTMLInputElement>('checkbox', { name });

describe('FilterDialog', () => {
  it('starts from the URL filters and drops the draft on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<FilterSummaryBar />, { url: '/brands?categories=1,3' });
    await openDialog(user);
    expect([checkbox('Seating').checked, checkbox('Lighting').checked, checkbox('Flooring').checked]).toEqual(
      [true, false, true],
    );

    await user.click(checkbox('Lighting'));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl().searchParams.get('categories')).toBe('1,3');

    await openDialog(user);
    expect(checkbox('Lighting').checked).toBe(false);
  });

  it('writes the draft to the URL on Apply Filters and the summary bar follows', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<FilterSummaryBar />, { url: '/brands?keep=me' });
    expect(chips()).toContain('Categories: Seating, Lighting');

    await openDialog(user);
    await user.click(checkbox('Flooring'));
    await user.click(checkbox('West'));
    await user.click(within(dialog()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const url = currentUrl();
    expect(url.pathname).toBe('/brands');
    expect(url.searchParams.getAll('categories')).toEqual(['1', '2', '3']);
    expect(url.searchParams.getAll('regions')).toEqual(['west']);
    // Query keys that are not filters are left alone.
    expect(url.searchParams.get('keep')).toBe('me');
    expect(chips()).toEqual(expect.arrayContaining(['All categories', 'Regions: West']));
  });

  it('applies the firm defaults for emptied categories and keeps only whole project ids', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<FilterSummaryBar />, { url: '/brands?categories=3' });
    await openDialog(user);
    const categories = within(dialog()).getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('button', { name: 'None' }));
    expect(checkbox('Flooring').checked).toBe(false);
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Filter By Project IDs' }),
      ' 12, x,13,,12',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const url = currentUrl();
    // The URL records the emptied list; reading it gives the firm's default categories.
    expect(url.searchParams.getAll('categories')).toEqual(['']);
    expect(url.searchParams.get('project_ids')).toBe('12,13');
    expect(chips()).toContain('Categories: Seating, Lighting');
  });

  it('reloads the page when Apply Filters changes nothing, and leaves new filters to their new queries', async () => {
    const user = userEvent.setup({ delay: null });
    const loader = vi.fn();
    renderInApp(<PageWithLoader loader={loader} />, { url: '/brands' });

    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(currentUrl().search).toBe('');

    await openDialog(user);
    await user.click(within(dialog()).getByRole('switch', { name: 'OpenSpec' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(currentUrl().searchParams.get('openspec')).toBe('true');
  });

  it("shows the blocks the firm's features allow", async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<FilterSummaryBar />, {
      configuration: testConfiguration({ nestedcategories: true, hidesegments: true, hideprojects: true }),
    });
    await openDialog(user);
    expect(within(dialog()).getByRole('group', { name: 'Sub-Categories (Nested)' })).toBeTruthy();
    expect(within(dialog()).queryByRole('group', { name: 'Project Segment' })).toBeNull();
    expect(within(dialog()).queryByRole('textbox', { name: 'Filter By Project IDs' })).toBeNull();

    // Sub-categories are offered for the chosen categories only.
    await user.click(checkbox('Seating'));
    expect(within(dialog()).queryByRole('group', { name: 'Sub-Categories (Nested)' })).toBeNull();
  });

  it('sets the Spec Attribute Id from a typed id, or from a value chosen by name', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        requested.push(`${url.pathname}?${url.searchParams.toString()}`);
        const items =
          url.pathname === '/v2/autocomplete/specattribute/' && url.searchParams.get('term') === 'sag'
            ? [{ id: 57, name: 'Sage', spec_type_name: 'Color' }]
            : [];
        return new Response(JSON.stringify(items), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    try {
      const user = userEvent.setup({ delay: null });
      renderInApp(<FilterSummaryBar filterType="specattribute" />, { url: '/specattribute' });
      await openDialog(user);
      const field = within(dialog()).getByRole('combobox', { name: 'Spec Attribute Id' });
      await user.type(field, '42');
      await user.click(within(dialog()).getByRole('button', { name: 'Apply Filters' }));
      await waitFor(() => expect(currentUrl().searchParams.get('spec_attribute_id')).toBe('42'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await openDialog(user);
      const again = within(dialog()).getByRole('combobox', { name: 'Spec Attribute Id' });
      await user.clear(again);
      await user.type(again, 'sag');
      await user.click(await screen.findByRole('option', { name: 'Color: Sage (57)' }, { timeout: 5000 }));
      await user.click(within(dialog()).getByRole('button', { name: 'Apply Filters' }));
      await waitFor(() => expect(currentUrl().searchParams.get('spec_attribute_id')).toBe('57'));
      expect(requested).toContain('/v2/autocomplete/specattribute/?term=sag');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
