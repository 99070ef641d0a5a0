// Brand picker over GET /v2/autocomplete/brand/ (filters, Advanced Filters and the brand chooser).
import { useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { BrandChoice } from '@specpulse/contract';
import { SuggestionOption } from '../components/suggestion-option.tsx';
import { useAutocompleteOptions, type BrandOption } from './autocomplete-source.ts';

export type { BrandOption };

export interface BrandAutocompleteProps {
  label: string;
  /** The chosen brand (a filter's BrandChoice or a full option); null or an id-less choice = none. */
  value: BrandChoice | BrandOption | null;
  onChange: (brand: BrandOption | null) => void;
  /** 48 px images beside the suggestions (the brand chooser). */
  showImages?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  /** The field empties itself after each choice (pickers that add to a list). */
  clearOnChoose?: boolean;
  fullWidth?: boolean;
}

const asOption = (value: BrandAutocompleteProps['value']): BrandOption | null =>
  value && value.id !== null
    ? { id: value.id, name: value.name, image: 'image' in value ? value.image : '' }
    : null;

export function BrandAutocomplete(props: BrandAutocompleteProps) {
  const { label, value, onChange, showImages = false, size = 'small', clearOnChoose = false } = props;
  const [term, setTerm] = useState('');
  const { options, loading } = useAutocompleteOptions('brand', term);
  const selected = clearOnChoose ? null : asOption(value);
  return (
    <Autocomplete<BrandOption>
      value={selected}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={term.trim() ? 'No brands found' : 'Type a brand name'}
      onInputChange={(_, text, reason) => setTerm(reason === 'reset' && clearOnChoose ? '' : text)}
      onChange={(_, option) => onChange(option)}
      clearOnBlur={false}
      fullWidth={props.fullWidth ?? true}
      size={size}
      renderOption={(optionProps, option) => (
        <SuggestionOption
          key={optionProps.key}
          optionProps={optionProps}
          name={option.name}
          image={showImages ? option.image : undefined}
        />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={props.autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && term.trim() ? <CircularProgress color="inherit" size={16} /> : null}
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
