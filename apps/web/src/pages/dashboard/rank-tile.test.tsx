// A tile's growths carry their own units: Growth Real in %, Growth Absolute in percentage points; its inline bar
// is its spec percent against the list's largest.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GROWTH_ABSOLUTE_DESCRIPTION, GROWTH_REAL_DESCRIPTION } from '@specpulse/contract';
import { RankTile, barShare, type RankTileProps } from './rank-tile.tsx';

function renderTile(props: Partial<RankTileProps> = {}) {
  return render(
    <MemoryRouter>
      <RankTile
        rank={1}
        name="Acme"
        imageUrl=""
        specPercent={12.5}
        growthReal={3.25}
        growthAbsolute={0.42}
        to="/brands/drill/1"
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('RankTile', () => {
  it('shows Growth Absolute in points and Growth Real in percent, signed', () => {
    renderTile();
    expect(screen.getByText('+0.4200 pts')).toBeTruthy();
    expect(screen.getByText('+3.2500%')).toBeTruthy();
    expect(screen.getByText('12.5000%')).toBeTruthy();
  });

  it('shows a fall in points with its minus sign and no plus', () => {
    renderTile({ growthAbsolute: -1.5, growthReal: null });
    expect(screen.getByText('-1.5000 pts')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('says what each growth means on its label', () => {
    renderTile();
    expect(screen.getByText('Growth Real').getAttribute('title')).toBe(GROWTH_REAL_DESCRIPTION);
    expect(screen.getByText('Growth Absolute').getAttribute('title')).toBe(GROWTH_ABSOLUTE_DESCRIPTION);
  });
});

describe('barShare', () => {
  it('is the spec percent against the largest, 0 without a figure or a largest above 0', () => {
    expect(barShare(2, 8)).toBe(0.25);
    expect(barShare(8, 8)).toBe(1);
    expect(barShare(null, 8)).toBe(0);
    expect(barShare(3, 0)).toBe(0);
  });

  it('draws the bar that long, and the whole name on one line', () => {
    renderTile({ barShare: 0.25, name: 'A very long brand name that does not fit' });
    expect(getComputedStyle(screen.getByTestId('tile-bar')).width).toBe('25%');
    const name = screen.getByRole('heading', { name: 'A very long brand name that does not fit' });
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
  });
});
