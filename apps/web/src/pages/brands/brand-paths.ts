// Pure rules of the brand pages: the :brandId parameter, the chooser's target path, My Brands' categories.
import { brandIdSchema, type BrandId, type FilterSet } from '@specpulse/contract';

export type BrandIdParam =
  | { kind: 'none' }
  | { kind: 'valid'; brandId: BrandId; raw: string }
  | { kind: 'invalid'; raw: string; message: string };

/** The :brandId route parameter checked with the contract's rule (a whole number or 'show'). */
export function parseBrandIdParam(raw: string | undefined): BrandIdParam {
  if (raw === undefined || raw === '') return { kind: 'none' };
  const parsed = brandIdSchema.safeParse(raw);
  if (parsed.success) return { kind: 'valid', brandId: parsed.data, raw };
  return { kind: 'invalid', raw, message: parsed.error.issues[0]?.message ?? 'Invalid brand id' };
}

/** The chooser's target (spec doc 2 §2): '/brands/drill' or '/brands/drill/' + 12 → '/brands/drill/12'. */
export const chooserTarget = (pathname: string, id: number): string =>
  `${pathname.replace(/\/+$/, '')}/${id}`;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * Spec doc 2 §4: the own-brands view defaults to every category of the user's configuration, so filters
 * still on the firm's default categories widen to all of them; categories chosen in the URL are kept.
 */
export function myBrandsFilters(
  filters: FilterSet,
  base: FilterSet,
  allCategories: readonly number[],
): FilterSet {
  return sameIds(filters.categories, base.categories)
    ? { ...filters, categories: [...allCategories] }
    : filters;
}
