// The page-type blocks of the filter dialog: spec attribute id, category brands 1-4, adjacency anchor and category.
import { useMemo, useState } from 'react';
import { Autocomplete, Box, Stack, TextField, Typography } from '@mui/material';
import { categoryBrandKeys, parseWholeNumber, type SpecAttributeItem } from '@specpulse/contract';
import { useAutocompleteOptions } from './autocomplete-source.ts';
import { BrandAutocomplete } from './brand-autocomplete.tsx';
import { CategoryAutocomplete } from './category-autocomplete.tsx';
import type { BlockProps } from './filter-main-blocks.tsx';
import type { FilterType } from './filter-type.ts';

const heading = (text: string) => (
  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
    {text}
  </Typography>
);

const specAttributeLabel = (o: SpecAttributeItem) => `${o.spec_type_name}: ${o.name} (${o.id})`;

/** The Spec Attribute Id: typed as a raw id, or chosen among the values matching the typed name. */
function SpecAttributeBlock({ draft, update }: BlockProps) {
  const [text, setText] = useState(draft.spec_attribute_id === null ? '' : String(draft.spec_attribute_id));
  const { options, loading } = useAutocompleteOptions('specattribute', text);
  const typedName = text.trim() !== '' && parseWholeNumber(text) === null;
  const unmatched = typedName && draft.spec_attribute_id === null && !loading && options.length === 0;
  return (
    <Autocomplete<SpecAttributeItem, false, false, true>
      freeSolo
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : specAttributeLabel(o))}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
      inputValue={text}
      loading={loading}
      onInputChange={(_, value, reason) => {
        setText(value);
        if (reason !== 'input' && reason !== 'clear') return;
        // A typed whole number is the id itself; a typed name selects nothing until a value is chosen.
        const n = parseWholeNumber(value);
        update((d) => ({ ...d, spec_attribute_id: n !== null && n > 0 ? n : null }));
      }}
      onChange={(_, option) => {
        if (option && typeof option !== 'string') update((d) => ({ ...d, spec_attribute_id: option.id }));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Spec Attribute Id"
          error={unmatched}
          helperText={
            unmatched
              ? 'No spec attribute value matches: type an id or another name'
              : 'An id, or type a value name (e.g. Sage) and choose it'
          }
        />
      )}
    />
  );
}

function CategoryBrandsBlock({ draft, update }: BlockProps) {
  return (
    <Box>
      {heading('Manufacturers')}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {categoryBrandKeys.map((key, i) => (
          <BrandAutocomplete
            key={key}
            label={`Manufacturer ${i + 1}`}
            value={draft[key]}
            onChange={(brand) =>
              update((d) => ({ ...d, [key]: brand ? { id: brand.id, name: brand.name } : null }))
            }
          />
        ))}
      </Box>
    </Box>
  );
}

function AdjacencyBlock({ draft, update, configuration }: BlockProps) {
  const categories = configuration.filters.categories;
  const allowed = useMemo(() => new Set(categories.map((c) => c.id)), [categories]);
  const category = categories.find((c) => c.id === draft.adjacent_category) ?? null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <BrandAutocomplete
        label="Anchor Brand"
        value={draft.adjacent_brand}
        onChange={(brand) =>
          update((d) => ({ ...d, adjacent_brand: brand ? { id: brand.id, name: brand.name } : null }))
        }
      />
      <CategoryAutocomplete
        label="Adjacent Category"
        value={category}
        allowedIds={allowed}
        onChange={(c) => update((d) => ({ ...d, adjacent_category: c ? c.id : null }))}
      />
    </Stack>
  );
}

export function PageTypeBlock(props: BlockProps & { filterType: FilterType }) {
  if (props.filterType === 'specattribute') return <SpecAttributeBlock {...props} />;
  if (props.filterType === 'category') return <CategoryBrandsBlock {...props} />;
  return <AdjacencyBlock {...props} />;
}
