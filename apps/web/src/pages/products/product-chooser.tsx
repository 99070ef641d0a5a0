// The product search box of /products/drill: autocomplete by name (with brand and image); choosing opens the drilldown.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { ProductItem } from '@specpulse/contract';
import { SuggestionOption } from '../../components/suggestion-option.tsx';
import { useAutocompleteOptions } from '../../filters/index.ts';
import { productDrillPath } from '../../components/page/page-links.ts';

export const PRODUCT_SEARCH_LABEL = 'Search for a product';

export function ProductChooser({ autoFocus = false }: { autoFocus?: boolean }) {
  const [term, setTerm] = useState('');
  const { options, loading } = useAutocompleteOptions('product', term);
  const navigate = useNavigate();
  const { search } = useLocation();
  const typed = term.trim() !== '';

  const choose = (product: ProductItem | null) => {
    if (!product) return;
    setTerm('');
    navigate(productDrillPath(product.id, product.brand_name, search));
  };

  return (
    <Autocomplete<ProductItem>
      value={null}
      inputValue={term}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={typed && loading}
      noOptionsText={typed ? 'No products found' : 'Type a product name'}
      onInputChange={(_, text, reason) => setTerm(reason === 'reset' ? '' : text)}
      onChange={(_, option) => choose(option)}
      clearOnBlur={false}
      forcePopupIcon={false}
      fullWidth
      sx={{ maxWidth: 640 }}
      renderOption={(optionProps, option) => (
        <SuggestionOption
          key={optionProps.key}
          optionProps={optionProps}
          name={option.name}
          image={option.image}
          detail={option.brand_name}
        />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={PRODUCT_SEARCH_LABEL}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {typed && loading ? (
                    <CircularProgress color="inherit" size={16} aria-label="Searching" />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
