import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { MyBrandsCategories } from './my-brands-categories.tsx';

describe('MyBrandsCategories', () => {
  it('says the figures count every category the user holds, unlike the other pages', () => {
    renderInApp(<MyBrandsCategories categories={[3, 1, 2]} />);
    expect(screen.getByTestId('my-brands-categories').textContent).toBe(
      'Figures count all 3 of your categories; other pages count your default categories.',
    );
  });

  it('names the categories chosen in the filters when they are not all of them', () => {
    renderInApp(<MyBrandsCategories categories={[3, 1]} />);
    expect(screen.getByTestId('my-brands-categories').textContent).toBe(
      'Figures count the categories chosen: Seating, Flooring.',
    );
  });
});
