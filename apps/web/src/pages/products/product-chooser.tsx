// The product search box of /products/drill: autocomplete by name (with brand and image); choosing opens the drilldown.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import type { ProductItem } from '@specpulse/contract';
import { Thumbnail } from '../../components/thumbnail.tsx';
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
      renderOption={({ key, ...optionProps }, option) => (
        <Box
          component="li"
          key={key}
          {...optionProps}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          <Thumbnail name={option.name} url={option.image} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.brand_name}
            </Typography>
          </Box>
        </Box>
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
