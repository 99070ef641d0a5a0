import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { PrincipalRow, Principals } from '@specpulse/contract';
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

const renderTab = (principals: Principals) =>
  render(<PrincipalsTab principals={principals} loading={false} />, {
    wrapper: ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>,
  });

describe('PrincipalsTab', () => {
  it('says when a list holds only the first people of a larger total, and where to get them all', () => {
    renderTab({
      owner: [],
      architect: [architect(1), architect(2)],
      contractor: [],
      totals: { owner: 0, architect: 12_345, contractor: 0 },
    });
    expect(screen.getByTestId('principals-capped').textContent).toBe(
      'Showing the first 2 of 12,345 architects: Contacts All downloads every one.',
    );
  });

  it('says nothing when the list is whole', () => {
    renderTab({
      owner: [],
      architect: [architect(1), architect(2)],
      contractor: [],
      totals: { owner: 0, architect: 2, contractor: 0 },
    });
    expect(screen.queryByTestId('principals-capped')).toBeNull();
  });
});
