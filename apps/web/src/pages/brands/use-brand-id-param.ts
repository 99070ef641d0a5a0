// The current route's :brandId, parsed (see brand-paths.ts).
import { useParams } from 'react-router';
import { parseBrandIdParam, type BrandIdParam } from './brand-paths.ts';

export function useBrandIdParam(): BrandIdParam {
  return parseBrandIdParam(useParams().brandId);
}
