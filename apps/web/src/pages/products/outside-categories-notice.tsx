// Why a product's drilldown shows 0 everywhere: its category is outside the filters', with a button to add it.
import { Alert, Button } from '@mui/material';
import type { ProductName } from '@specpulse/contract';
import { useFilterSet } from '../../filters/index.ts';

export const OUTSIDE_CATEGORIES_TEXT = 'This product is outside the selected categories';

/** Nothing while the product's category is among the filters'. */
export function OutsideCategoriesNotice({ product }: { product: ProductName }) {
  const { setFilters } = useFilterSet();
  if (!product.outside_categories) return null;
  // The filters' categories already have the defaults applied: adding one widens them, never narrows.
  const widen = () =>
    setFilters((f) => ({ ...f, categories: [...new Set([...f.categories, product.category_id])] }));
  return (
    <Alert
      severity="info"
      data-testid="outside-categories"
      action={
        // A category the firm may not filter on cannot be added (the API would refuse the filters).
        product.category_selectable ? (
          <Button color="inherit" size="small" onClick={widen}>
            Add {product.category_name} to the filters
          </Button>
        ) : undefined
      }
    >
      {OUTSIDE_CATEGORIES_TEXT}
    </Alert>
  );
}
