// The URL filter state, the filter bar and dialog, autocomplete pickers and the analytics page pattern.
export { useFilterSet } from './use-filter-set.ts';
export { useComparisonLabel, withComparison } from './comparison.tsx';
export { FilterSummaryBar } from './filter-summary-bar.tsx';
export type { FilterType } from './filter-type.ts';
export { BrandAutocomplete } from './brand-autocomplete.tsx';
export { useAutocompleteOptions } from './autocomplete-source.ts';
export { useAnalyticsPage } from './use-analytics-page.ts';
export { useChooserPageView } from './use-chooser-page-view.ts';
