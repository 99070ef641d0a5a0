// The menu's groups fold and unfold, and the ones the user closed stay closed on the next visit.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START_DATA_ELEMENT_ID, type Branding } from '@specpulse/contract';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { BrandingProvider } from '../app/branding.tsx';
import { defaultSchemeColors } from '../app/theme.ts';
import { SideMenu } from './side-menu.tsx';

const branding: Branding = {
  product_name: 'Acme Specs',
  product_short_name: 'Acme',
  ...defaultSchemeColors,
  support_email: null,
  logo_url: '/v2/branding/logo',
  favicon_url: '/v2/branding/favicon',
};

// The branding comes from the page's start data, as the server writes it: no call.
beforeEach(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = START_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ branding });
  document.head.append(block);
});
afterEach(() => document.getElementById(START_DATA_ELEMENT_ID)?.remove());

const renderMenu = () =>
  renderInApp(
    <BrandingProvider>
      <SideMenu />
    </BrandingProvider>,
  );
const group = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name });

describe('SideMenu groups', () => {
  it('start open, fold on a click (Enter too), and stay as the user left them on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderMenu();
    expect(group('Brands').getAttribute('aria-expanded')).toBe('true');
    expect(group('Products').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Top Brands' })).toBeTruthy();

    await user.click(group('Brands'));
    expect(group('Brands').getAttribute('aria-expanded')).toBe('false');
    group('Products').focus();
    await user.keyboard('{Enter}');
    expect(group('Products').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(group('Products').getAttribute('aria-expanded')).toBe('true');

    // The next visit: Brands still closed (its items hidden), Products open as the user left it.
    first.unmount();
    renderMenu();
    expect(group('Brands').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Top Brands' })).toBeNull();
    expect(group('Products').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Top Products' })).toBeTruthy();
  });
});
