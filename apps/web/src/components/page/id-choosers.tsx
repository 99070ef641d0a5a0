// The firm chooser and the brands chooser (spec doc 2 §2): the typed text is appended to the current path as it
// is (spec doc 2 §5: no validation); an autocomplete by name fills in the ids, so the URLs stay the same.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Autocomplete, Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import type { BrandItem as BrandOption, FirmItem } from '@specpulse/contract';
import { BrandAutocomplete, useAutocompleteOptions, useChooserPageView } from '../../filters/index.ts';
import { PageTitle } from './page-title.tsx';
import { chooserPath, splitIdList } from './id-list.ts';

/** The chooser's form; with a title it is the page (the chooser alone at the path), headed by that title. */
function ChooserFrame(props: { title?: string; text: string; onSubmit: () => void; children: ReactNode }) {
  const frame = (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2, pb: 2 }}>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          props.onSubmit();
        }}
        sx={{ p: 3, width: '100%', maxWidth: 640, display: 'grid', gap: 2 }}
      >
        <Typography>{props.text}</Typography>
        {props.children}
      </Paper>
    </Box>
  );
  if (props.title === undefined) return frame;
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageTitle title={props.title} />
      {frame}
    </Box>
  );
}

/** A chooser's props: `title` when the chooser is the whole page (its h1); none inside a page that has one. */
interface ChooserProps {
  title?: string;
}

function useAppend() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (typed: string) => void navigate({ pathname: chooserPath(pathname, typed), search });
}

/** 'Provide a firm ID', FirmId and 'Choose Firm'; picking a firm by name fills in its id. */
export function FirmChooser({ title }: ChooserProps = {}) {
  useChooserPageView({ firmId: null }, title !== undefined);
  const append = useAppend();
  const [firmId, setFirmId] = useState('');
  const [term, setTerm] = useState('');
  const { options, loading } = useAutocompleteOptions('firm', term);
  return (
    <ChooserFrame title={title} text="Provide a firm ID" onSubmit={() => append(firmId)}>
      <Autocomplete<FirmItem>
        options={options}
        value={null}
        filterOptions={(x) => x}
        getOptionLabel={(o) => `${o.name} (${o.id})`}
        getOptionKey={(o) => o.id}
        loading={loading}
        noOptionsText={term.trim() ? 'No firms found' : 'Type a firm name'}
        onInputChange={(_, text, reason) => setTerm(reason === 'reset' ? '' : text)}
        onChange={(_, firm) => {
          if (firm) setFirmId(String(firm.id));
        }}
        renderInput={(params) => <TextField {...params} label="Find a firm by name" size="small" />}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField
          label="FirmId"
          value={firmId}
          onChange={(e) => setFirmId(e.target.value)}
          size="small"
          autoFocus
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained">
          Choose Firm
        </Button>
      </Box>
    </ChooserFrame>
  );
}

/** 'Provide comma-separated brand ids', BrandIds and 'Choose Brand(s)'; brands picked by name add chips and ids. */
export function BrandsChooser({ title }: ChooserProps = {}) {
  useChooserPageView({ brandIds: null }, title !== undefined);
  const append = useAppend();
  const [brandIds, setBrandIds] = useState('');
  const [picked, setPicked] = useState<BrandOption[]>([]);
  const add = (brand: BrandOption | null) => {
    if (!brand) return;
    if (!picked.some((b) => b.id === brand.id)) setPicked([...picked, brand]);
    const ids = splitIdList(brandIds);
    if (!ids.includes(String(brand.id))) setBrandIds([...ids, String(brand.id)].join(','));
  };
  const remove = (brand: BrandOption) => {
    setPicked(picked.filter((b) => b.id !== brand.id));
    setBrandIds(
      splitIdList(brandIds)
        .filter((id) => id !== String(brand.id))
        .join(','),
    );
  };
  return (
    <ChooserFrame title={title} text="Provide comma-separated brand ids" onSubmit={() => append(brandIds)}>
      <BrandAutocomplete label="Add a brand by name" value={null} onChange={add} clearOnChoose showImages />
      {picked.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Chosen brands" role="list">
          {picked.map((brand) => (
            <Chip
              key={brand.id}
              role="listitem"
              label={`${brand.name} (${brand.id})`}
              onDelete={() => remove(brand)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField
          label="BrandIds"
          value={brandIds}
          onChange={(e) => setBrandIds(e.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained">
          Choose Brand(s)
        </Button>
      </Box>
    </ChooserFrame>
  );
}
