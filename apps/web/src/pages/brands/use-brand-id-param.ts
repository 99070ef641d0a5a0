// The :brandId route parameter checked with the contract's rule (a whole number or 'show').
import { useParams } from 'react-router';
import { brandIdSchema, type BrandId } from '@specpulse/contract';

export type BrandIdParam =
  | { kind: 'none' }
  | { kind: 'valid'; brandId: BrandId; raw: string }
  | { kind: 'invalid'; raw: string; message: string };

export function parseBrandIdParam(raw: string | undefined): BrandIdParam {
  if (raw === undefined || raw === '') return { kind: 'none' };
  const parsed = brandIdSchema.safeParse(raw);
  if (parsed.success) return { kind: 'valid', brandId: parsed.data, raw };
  return { kind: 'invalid', raw, message: parsed.error.issues[0]?.message ?? 'Invalid brand id' };
}

export function useBrandIdParam(): BrandIdParam {
  return parseBrandIdParam(useParams().brandId);
}
