// A firm's stored configuration read safely: missing or malformed parts become empty, never a crash.
import { firmConfigurationSchema } from '@specpulse/contract';
import type { FirmConfiguration } from '../../db/schema.ts';

export function emptyFirmConfiguration(): FirmConfiguration {
  return {
    hasfeature: {},
    permissions: {},
    firmbrands: [],
    specifications: [],
    filters: { categories: [], subCategories: [] },
    defaultcategories: [],
    defaultsubcategories: [],
  };
}

/** The stored jsonb is written by the admin editor and the demo loader; read each part on its own. */
export function readFirmConfiguration(stored: unknown): FirmConfiguration {
  const empty = emptyFirmConfiguration();
  if (!stored || typeof stored !== 'object') return empty;
  const shape = firmConfigurationSchema.shape;
  const part = <K extends keyof typeof shape>(
    key: K,
    fallback: FirmConfiguration[K],
  ): FirmConfiguration[K] => {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    return parsed.success ? (parsed.data as FirmConfiguration[K]) : fallback;
  };
  return {
    hasfeature: part('hasfeature', empty.hasfeature),
    permissions: part('permissions', empty.permissions),
    firmbrands: part('firmbrands', empty.firmbrands),
    specifications: part('specifications', empty.specifications),
    filters: part('filters', empty.filters),
    defaultcategories: part('defaultcategories', empty.defaultcategories),
    defaultsubcategories: part('defaultsubcategories', empty.defaultsubcategories),
  };
}
