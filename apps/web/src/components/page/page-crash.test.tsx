// A page that throws while rendering: its error in place of the page (the shell's routes stay), a way out, and
// one report to the API with the route's pattern and the message, nothing from the URL.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { PAGE_CRASH_TEXT, PageCrash } from './page-crash.tsx';

function Broken(): never {
  throw new Error('cannot read properties of undefined');
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PageCrash', () => {
  it('replaces only the page, reports it once, and the shell still navigates', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <nav>
                <Link to="/">Home</Link>
              </nav>
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Dashboard</p> },
            {
              path: '/brands/drill/:brandId',
              element: <Broken />,
              errorElement: <PageCrash route="/brands/drill/:brandId" />,
            },
          ],
        },
      ],
      { initialEntries: ['/brands/drill/42?regions=west'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: PAGE_CRASH_TEXT })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v2\/client-errors$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      message: 'cannot read properties of undefined',
      route: '/brands/drill/:brandId',
      release: 'development',
    });
    expect(String(init?.body)).not.toContain('42');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
