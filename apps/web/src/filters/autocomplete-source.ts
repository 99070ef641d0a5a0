// GET /v2/autocomplete/{brand,category,product,firm,specattribute}/ suggestions: debounced, none requested for an
// empty term.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  brandAutocompleteRoute,
  categoryAutocompleteRoute,
  firmAutocompleteRoute,
  productAutocompleteRoute,
  specAttributeAutocompleteRoute,
  type BrandItem,
  type CategoryItem,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type BrandOption = BrandItem;
export type CategoryOption = CategoryItem;

const routes = {
  brand: brandAutocompleteRoute,
  category: categoryAutocompleteRoute,
  product: productAutocompleteRoute,
  /** Client firms (internal: the firm chooser). */
  firm: firmAutocompleteRoute,
  /** Spec attribute values (internal): by value or spec type name, or the id itself. */
  specattribute: specAttributeAutocompleteRoute,
} as const;
export type AutocompleteKind = keyof typeof routes;
type OptionOf<K extends AutocompleteKind> = z.output<(typeof routes)[K]['response']>[number];

/** The request for a term: brands and products prefix-first with full matches (starts, full), categories by term. */
export function autocompleteRequest(kind: AutocompleteKind, term: string) {
  const query: Record<string, string> = { term };
  if (kind === 'brand' || kind === 'product') Object.assign(query, { starts: 'true', full: 'true' });
  return { route: routes[kind], query };
}

export function useAutocompleteOptions<K extends AutocompleteKind>(
  kind: K,
  term: string,
): { options: readonly OptionOf<K>[]; loading: boolean } {
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed);
  // An emptied field clears at once and never asks; otherwise ask once typing pauses.
  const enabled = trimmed !== '' && debounced === trimmed;
  const result = useQuery({
    queryKey: ['autocomplete', kind, debounced],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => {
      const { route, query } = autocompleteRequest(kind, debounced);
      return api.call(route, { query, signal });
    },
  });
  if (trimmed === '') return { options: [], loading: false };
  return {
    options: (result.data ?? []) as readonly OptionOf<K>[],
    loading: !enabled || result.isFetching,
  };
}
