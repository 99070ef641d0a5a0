// The URL filter state, the filter bar and dialog, autocomplete pickers and the analytics page pattern.
export { useFilterSet, type FilterSetState, type FilterUpdate } from './use-filter-set.ts';
export { FilterSummaryBar, type FilterSummaryBarProps } from './filter-summary-bar.tsx';
export { FilterDialog, type FilterDialogProps } from './filter-dialog.tsx';
export type { FilterType } from './filter-type.ts';
export { BrandAutocomplete, type BrandAutocompleteProps, type BrandOption } from './brand-autocomplete.tsx';
export {
  CategoryAutocomplete,
  type CategoryAutocompleteProps,
  type CategoryOption,
} from './category-autocomplete.tsx';
export { useAutocompleteOptions, type AutocompleteKind, type ProductOption } from './autocomplete-source.ts';
export {
  useAnalyticsPage,
  type AnalyticsPage,
  type AnalyticsPageOptions,
  type PageTiming,
} from './use-analytics-page.ts';
export { useDebouncedValue, AUTOCOMPLETE_DEBOUNCE_MS } from './use-debounced-value.ts';
