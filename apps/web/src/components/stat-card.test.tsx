// A figure card says what its figure leaves out when told (Median Search ignores the project filters).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SEARCH_FILTERS_CAVEAT } from '@specpulse/contract';
import { StatCard } from './stat-card.tsx';

describe('StatCard', () => {
  it('puts its description on the title as a tooltip, keeping the card named by the title', () => {
    render(
      <StatCard
        title="Median Search"
        value={1.23456}
        decimals={4}
        suffix="%"
        description={SEARCH_FILTERS_CAVEAT}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Median Search' }).getAttribute('title')).toBe(
      SEARCH_FILTERS_CAVEAT,
    );
    expect(screen.getByRole('group', { name: 'Median Search' })).toBeTruthy();
    expect(screen.getByTestId('stat-value').textContent).toBe('1.2346%');
  });

  it('has no tooltip without a description', () => {
    render(<StatCard title="Median Spec" value={null} />);
    expect(screen.getByRole('heading', { name: 'Median Spec' }).getAttribute('title')).toBeNull();
    expect(screen.getByTestId('stat-value').textContent).toBe('-');
  });
});
