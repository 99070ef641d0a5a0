// The quick search by keyboard alone: Ctrl-K (or Cmd-K) opens it with the field focused, typing asks the brand
// and product autocomplete calls, the arrows move through both lists, Enter opens the highlighted drilldown
// (keeping the shared filters), Escape closes it; a user without brands is never offered or asked for brands.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@specpulse/contract';
import { currentUrl, renderInApp, testConfiguration } from '../test-support/render-in-app.tsx';
import { QUICK_SEARCH_LABEL, QUICK_SEARCH_TITLE, QuickSearch } from './quick-search.tsx';

/** Suggestions come once typing pauses (the pickers' debounce) and the call answers: on a busy machine, later. */
const SUGGESTIONS = { timeout: 10_000 };
// The terms are pasted, one change each: typed a key at a time on a busy machine, a pause past the debounce
// asks for the first letters too.

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}?${url.searchParams.get('term')}`);
      const answer = url.pathname.includes('/brand/')
        ? [{ id: 12, name: 'Lumen Works', image: '' }]
        : [
            { id: 501, name: 'Lumen Task Light', brand_name: 'Lumen Works', image: '' },
            { id: 502, name: 'Lumen Floor Lamp', brand_name: 'Lumen Works', image: '' },
          ];
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const shortcut = (key: { ctrlKey?: boolean; metaKey?: boolean }) =>
  fireEvent.keyDown(document.body, { key: 'k', ...key });

describe('QuickSearch', () => {
  it('opens on Ctrl-K, and Enter on the highlighted product opens its drilldown with the filters', async () => {
    const user = userEvent.setup();
    renderInApp(<QuickSearch />, { url: '/brands/?categories=1&sort=name' });
    expect(screen.queryByRole('dialog')).toBeNull();

    shortcut({ ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: QUICK_SEARCH_TITLE });
    const field = within(dialog).getByRole('combobox', { name: QUICK_SEARCH_LABEL });
    await waitFor(() => expect(document.activeElement).toBe(field));

    await user.paste('Lumen');
    // Brands first, then products, each saying what it is.
    await within(dialog).findByRole('option', { name: /Lumen Floor Lamp/ }, SUGGESTIONS);
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Lumen WorksBrand',
      'Lumen Task LightProduct · Lumen Works',
      'Lumen Floor LampProduct · Lumen Works',
    ]);
    expect(asked).toEqual(['/v2/autocomplete/brand/?Lumen', '/v2/autocomplete/product/?Lumen']);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const url = currentUrl();
    expect(url.pathname).toBe('/products/drill/501');
    // The shared filters go along; the page's own (sort) do not.
    expect(url.search).toBe('?categories=1');
  });

  it('opens a brand with Cmd-K and Enter at once, and Escape closes it with the suggestions open', async () => {
    const user = userEvent.setup();
    renderInApp(<QuickSearch />);
    shortcut({ metaKey: true });
    let dialog = await screen.findByRole('dialog', { name: QUICK_SEARCH_TITLE });
    await user.paste('Lum');
    await within(dialog).findByRole('option', { name: /^Lumen Works/ }, SUGGESTIONS);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl().pathname).toBe('/');

    // Opened again: an empty field; the first suggestion (the brand) is highlighted, Enter opens it.
    await user.click(screen.getByRole('button', { name: QUICK_SEARCH_TITLE }));
    dialog = await screen.findByRole('dialog', { name: QUICK_SEARCH_TITLE });
    expect(within(dialog).getByRole<HTMLInputElement>('combobox').value).toBe('');
    await user.paste('Lum');
    await within(dialog).findByRole('option', { name: /^Lumen Works/ }, SUGGESTIONS);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl().pathname).toBe('/brands/drill/12'));
  });

  it('offers products alone to a user without the brands permission', async () => {
    const user = userEvent.setup();
    const designer: User = { ...testConfiguration().user, permissions: { products: true } };
    renderInApp(<QuickSearch />, { configuration: testConfiguration({}, designer) });
    shortcut({ ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: QUICK_SEARCH_TITLE });
    await user.paste('Lumen');
    await within(dialog).findByRole('option', { name: /Lumen Task Light/ }, SUGGESTIONS);
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    expect(asked).toEqual(['/v2/autocomplete/product/?Lumen']);
  });
});
