// The quick search of the top bar (Ctrl-K, or Cmd-K on a Mac, from anywhere): one field over the brand and
// product pickers' autocomplete calls; Enter opens the highlighted brand's or product's drilldown, keeping the
// shared filters, and Escape closes it. Offered for what the user may open (brands, products or both).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Autocomplete,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { accessRules, type BrandItem, type ProductItem } from '@specpulse/contract';
import { useCan } from '../session/access.ts';
import { useAutocompleteOptions } from '../filters/index.ts';
import { sharedFilterQuery } from '../filters/filter-state.ts';
import { productDrillPath } from '../components/page/page-links.ts';
import { SuggestionOption } from '../components/suggestion-option.tsx';

export const QUICK_SEARCH_TITLE = 'Quick search';
export const QUICK_SEARCH_LABEL = 'Brand or product name';

/** A suggestion, brands first; each says what it is (a grouped list's headers would break the listbox's roles). */
type Found = { kind: 'Brands'; item: BrandItem } | { kind: 'Products'; item: ProductItem };

/** Ctrl-K or Cmd-K, whatever has focus (the browser's own Ctrl-K, its search bar, gives way). */
const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

function SearchDialog({ onClose }: { onClose: () => void }) {
  const brands = useCan(accessRules.brands);
  const products = useCan(accessRules.products);
  const [term, setTerm] = useState('');
  // A kind the user may not open is never asked for (an empty term asks nothing).
  const brandOptions = useAutocompleteOptions('brand', brands ? term : '');
  const productOptions = useAutocompleteOptions('product', products ? term : '');
  const navigate = useNavigate();
  const { search } = useLocation();
  const typed = term.trim() !== '';
  const loading = brandOptions.loading || productOptions.loading;
  const found: Found[] = [
    ...brandOptions.options.map((item): Found => ({ kind: 'Brands', item })),
    ...productOptions.options.map((item): Found => ({ kind: 'Products', item })),
  ];
  const what = brands && products ? 'brands or products' : brands ? 'brands' : 'products';

  const open = (choice: Found | null) => {
    if (!choice) return;
    onClose();
    const filters = sharedFilterQuery(search);
    void navigate(
      choice.kind === 'Brands'
        ? `/brands/drill/${choice.item.id}${filters}`
        : productDrillPath(choice.item.id, choice.item.brand_name, filters),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-search-title"
      // Escape closes the dialog at once, even while the suggestions are open (the field would close them
      // first and keep the key).
      onKeyDownCapture={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 } } }}
    >
      <DialogTitle id="quick-search-title">{QUICK_SEARCH_TITLE}</DialogTitle>
      <DialogContent sx={{ minHeight: 360 }}>
        <Autocomplete<Found>
          value={null}
          inputValue={term}
          options={found}
          filterOptions={(x) => x}
          getOptionLabel={(o) => o.item.name}
          getOptionKey={(o) => `${o.kind}-${o.item.id}`}
          isOptionEqualToValue={(a, b) => a.kind === b.kind && a.item.id === b.item.id}
          open={typed}
          autoHighlight
          disablePortal
          loading={typed && loading}
          noOptionsText={`No ${what} found`}
          onInputChange={(_, text, reason) => reason !== 'reset' && setTerm(text)}
          onChange={(_, choice) => open(choice)}
          clearOnBlur={false}
          forcePopupIcon={false}
          renderOption={(optionProps, option) => (
            <SuggestionOption
              key={optionProps.key}
              optionProps={optionProps}
              name={option.item.name}
              image={option.item.image}
              detail={option.kind === 'Brands' ? 'Brand' : `Product · ${option.item.brand_name}`}
            />
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={QUICK_SEARCH_LABEL}
              helperText={`Type to find ${what}; Enter opens the highlighted one`}
              autoFocus
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: typed && loading && (
                    <CircularProgress color="inherit" size={16} aria-label="Searching" />
                  ),
                },
              }}
            />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}

export function QuickSearch() {
  const brands = useCan(accessRules.brands);
  const products = useCan(accessRules.products);
  const [open, setOpen] = useState(false);
  const offered = brands || products;
  useEffect(() => {
    if (!offered) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [offered]);
  if (!offered) return null;
  return (
    <>
      <Tooltip title={`${QUICK_SEARCH_TITLE} (Ctrl+K)`}>
        <IconButton
          color="inherit"
          aria-label={QUICK_SEARCH_TITLE}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {/* Mounted only while open: each search starts empty. */}
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
