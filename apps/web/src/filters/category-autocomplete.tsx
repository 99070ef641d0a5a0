// Category picker over GET /v2/autocomplete/category/, optionally limited to the firm's categories.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useAutocompleteOptions, type CategoryOption } from './autocomplete-source.ts';

export type { CategoryOption };

export interface CategoryAutocompleteProps {
  label: string;
  value: CategoryOption | null;
  onChange: (category: CategoryOption | null) => void;
  /** Only these category ids are offered (the firm's enabled categories). */
  allowedIds?: ReadonlySet<number>;
  size?: 'small' | 'medium';
}

export function CategoryAutocomplete({
  label,
  value,
  onChange,
  allowedIds,
  size = 'small',
}: CategoryAutocompleteProps) {
  const [term, setTerm] = useState('');
  const { options, loading } = useAutocompleteOptions('category', term);
  const offered = allowedIds ? options.filter((o) => allowedIds.has(o.id)) : options;
  return (
    <Autocomplete<CategoryOption>
      value={value}
      options={offered}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={term.trim() ? 'No categories found' : 'Type a category name'}
      onInputChange={(_, text) => setTerm(text)}
      onChange={(_, option) => onChange(option)}
      clearOnBlur={false}
      fullWidth
      size={size}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
