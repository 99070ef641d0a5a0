import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { PrincipalRow } from '@specpulse/contract';
import { PrincipalsTab } from './principals-tab.tsx';

const architect = (i: number): PrincipalRow => ({
  principal_id: i,
  project_id: 1,
  type_name: 'architect',
  company_name: `Studio ${i}`,
  city_str: 'Chicago',
  state_abbr: 'IL',
  first_name: 'Ada',
  last_name: `Lane ${i}`,
  phone: '(312) 555-0100',
});

describe('PrincipalsTab', () => {
  it("shows one type's page with the total of all its pages, and asks for another type by its sub-tab", async () => {
    const onType = vi.fn();
    render(
      <PrincipalsTab
        type="architect"
        onType={onType}
        rows={[architect(1), architect(2)]}
        server={{
          total: 25_000,
          pageIndex: 0,
          pageSize: 10,
          sort: { field: 'company_name', order: 'asc' },
          sortable: ['company_name'],
          onPage: vi.fn(),
          onSort: vi.fn(),
        }}
        loading={false}
      />,
      { wrapper: ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider> },
    );
    expect(screen.getByTestId('row-count').textContent).toBe('25,000 rows');
    expect(screen.getByText('Studio 2')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Owners' }));
    expect(onType).toHaveBeenLastCalledWith('owner');
  });
});
