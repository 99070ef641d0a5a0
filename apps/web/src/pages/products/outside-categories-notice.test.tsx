// The drilldown's notice for a product outside the filters' categories, and its button that widens them.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductName } from '@specpulse/contract';
import { currentUrl, renderInApp } from '../../test-support/render-in-app.tsx';
import { OUTSIDE_CATEGORIES_TEXT, OutsideCategoriesNotice } from './outside-categories-notice.tsx';

const flooringChair: ProductName = {
  id: 5,
  name: 'Floor Chair',
  manufacturer_name: 'Acme',
  image: '',
  category_id: 3,
  category_name: 'Flooring',
  outside_categories: true,
  category_selectable: true,
};

const categoriesInUrl = () => currentUrl().searchParams.getAll('categories').join(',');

describe('OutsideCategoriesNotice', () => {
  it('says the product is outside the selected categories and adds its category to them', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<OutsideCategoriesNotice product={flooringChair} />, {
      url: '/products/drill/5?categories=1',
    });
    expect(screen.getByTestId('outside-categories').textContent).toContain(OUTSIDE_CATEGORIES_TEXT);
    expect(OUTSIDE_CATEGORIES_TEXT).toBe('This product is outside the selected categories');
    await user.click(screen.getByRole('button', { name: 'Add Flooring to the filters' }));
    expect(currentUrl().pathname).toBe('/products/drill/5');
    expect(categoriesInUrl()).toBe('1,3');
  });

  it('widens the default categories when the URL names none', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<OutsideCategoriesNotice product={flooringChair} />, { url: '/products/drill/5' });
    await user.click(screen.getByRole('button', { name: 'Add Flooring to the filters' }));
    expect(categoriesInUrl()).toBe('1,2,3');
  });

  it('offers no button for a category the firm may not filter on, and says nothing inside the categories', () => {
    const { unmount } = renderInApp(
      <OutsideCategoriesNotice product={{ ...flooringChair, category_selectable: false }} />,
    );
    expect(screen.getByTestId('outside-categories').textContent).toBe(OUTSIDE_CATEGORIES_TEXT);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderInApp(<OutsideCategoriesNotice product={{ ...flooringChair, outside_categories: false }} />);
    expect(screen.queryByTestId('outside-categories')).toBeNull();
  });
});
