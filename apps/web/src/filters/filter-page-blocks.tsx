// The page-type blocks of the filter dialog: spec attribute id, category brands 1-4, adjacency anchor and category.
import { useMemo, useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { categoryBrandKeys, parseWholeNumber } from '@specpulse/contract';
import { BrandAutocomplete } from './brand-autocomplete.tsx';
import { CategoryAutocomplete } from './category-autocomplete.tsx';
import type { BlockProps } from './filter-main-blocks.tsx';
import type { FilterType } from './filter-type.ts';

const heading = (text: string) => (
  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
    {text}
  </Typography>
);

function SpecAttributeBlock({ draft, update }: BlockProps) {
  const [text, setText] = useState(draft.spec_attribute_id === null ? '' : String(draft.spec_attribute_id));
  const parsed = parseWholeNumber(text);
  const invalid = text.trim() !== '' && (parsed === null || parsed <= 0);
  return (
    <TextField
      size="small"
      label="Spec Attribute Id"
      value={text}
      error={invalid}
      helperText={invalid ? 'A whole number' : ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseWholeNumber(e.target.value);
        update((d) => ({ ...d, spec_attribute_id: n !== null && n > 0 ? n : null }));
      }}
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
