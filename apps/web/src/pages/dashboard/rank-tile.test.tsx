// A tile's growths carry their own units: Growth Real in %, Growth Absolute in percentage points.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GROWTH_ABSOLUTE_DESCRIPTION, GROWTH_REAL_DESCRIPTION } from '@specpulse/contract';
import { RankTile, type RankTileProps } from './rank-tile.tsx';

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
