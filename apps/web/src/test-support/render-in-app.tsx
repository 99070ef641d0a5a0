// Renders a component inside the app's real providers for component tests: a signed-in session, its firm
// configuration already in the query cache, a memory router at a URL and a probe showing the current URL.
import type { ReactElement, ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import {
  defaultFilterSet,
  periodIntervals,
  periodOptions,
  type ConfigurationResponse,
  type User,
} from '@specpulse/contract';
import { theme } from '../app/theme.ts';
import { SchemeThemeProvider } from '../app/branding.tsx';
import { storeToken } from '../auth/token-store.ts';
import { ConfigurationProvider, configurationQueryKey } from '../session/session-context.tsx';

const testUser: User = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  avatar: '',
  is_admin: false,
  is_firm_admin: false,
  is_active: true,
  is_impersonate: false,
  user_id: 7,
  firm_name: 'Acme Design',
  firm_avatar: '',
  permissions: { brands: true, products: true },
};

/** A firm configuration with a few options of each kind; default categories Seating and Lighting. */
export function testConfiguration(
  hasfeature: Record<string, boolean> = {},
  user: User = testUser,
): ConfigurationResponse {
  return {
    defaults: { filters: { ...defaultFilterSet, categories: [1, 2] } },
    user,
    configuration: {
      can_export: true,
      can_savefilters: false,
      can_favorite: false,
      fiscal_year_start: 1,
      permissions: user.permissions,
      hasfeature: { nestedcategories: false, hidesegments: false, hideprojects: false, ...hasfeature },
      filters: {
        categories: [
          { id: 1, name: 'Seating' },
          { id: 2, name: 'Lighting' },
          { id: 3, name: 'Flooring' },
        ],
        subCategories: [{ id: 11, name: 'Task Chairs', category_id: 1 }],
        regions: [
          { id: 'south', name: 'South' },
          { id: 'west', name: 'West' },
        ],
        intervals: [...periodIntervals],
        periods: [...periodOptions],
        segments: [{ id: 4, name: 'Healthcare', icon: 'healthcare' }],
        territories: [],
        productStatus: [
          { id: 1, name: 'Specified' },
          { id: 2, name: 'Substituted' },
        ],
      },
    },
    data: { as_of: '2026-09-30', data_from: '2020-10-01' },
  };
}

/** An unsigned token carrying the user (the web app decodes tokens without verifying them). */
function tokenFor(user: User): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user })}.signature`;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The URL the memory router is at (path and query), as the probe shows it. */
export function currentUrl(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
}

export interface AppRenderOptions {
  url?: string;
  configuration?: ConfigurationResponse;
}

export function renderInApp(
  ui: ReactElement,
  { url = '/', configuration = testConfiguration() }: AppRenderOptions = {},
): RenderResult {
  const token = tokenFor(configuration.user);
  storeToken(token, false);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The configuration is what GET /v2/configuration answered at start; seeded so no request is made.
  queryClient.setQueryData(configurationQueryKey(token), configuration);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SchemeThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <ConfigurationProvider>
            <MemoryRouter initialEntries={[url]}>
              {children}
              <LocationProbe />
            </MemoryRouter>
          </ConfigurationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </SchemeThemeProvider>
  );
  return render(ui, { wrapper });
}
