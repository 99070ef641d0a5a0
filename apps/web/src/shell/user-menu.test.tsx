// The account menu's colour scheme: System until the user picks another, the choice shown on <html> and kept in
// this browser's storage, so the next visit (a new render of the app) starts with it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { COLOR_MODE_KEY } from '../app/branding.tsx';
import { COLOR_SCHEME_ATTRIBUTE } from '../app/theme.ts';
import { UserMenu } from './user-menu.tsx';

const shownScheme = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

const checked = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemradio')
    .filter((item) => item.getAttribute('aria-checked') === 'true')
    .map((item) => item.textContent);

/** A system that prefers the dark scheme (jsdom has no matchMedia of its own). */
const darkSystem = (query: string) => ({
  matches: query.includes('prefers-color-scheme: dark'),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

describe('UserMenu colour scheme', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', vi.fn(darkSystem)));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  });

  it('follows the system until a scheme is picked, then keeps the pick for the next visit', async () => {
    const user = userEvent.setup();
    const first = renderInApp(<UserMenu />);
    let menu = await openMenu(user);
    // Nothing picked yet: System, shown as the system prefers (dark).
    expect(checked(menu)).toEqual(['System theme']);
    expect(shownScheme()).toBe('dark');

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Light theme' }));
    expect(shownScheme()).toBe('light');
    expect(checked(menu)).toEqual(['Light theme']);
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');

    // The next visit: the app drawn afresh from the same storage.
    first.unmount();
    document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
    const second = userEvent.setup();
    renderInApp(<UserMenu />);
    expect(shownScheme()).toBe('light');
    menu = await openMenu(second);
    expect(checked(menu)).toEqual(['Light theme']);

    await second.click(within(menu).getByRole('menuitemradio', { name: 'System theme' }));
    expect(shownScheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('system');
  });
});
