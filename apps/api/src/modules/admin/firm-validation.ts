// Checks a firm configuration against the database before it is saved; each problem names its field.
import type { Kysely } from 'kysely';
import {
  featureNames,
  firmProblems,
  messages,
  permissionNames,
  type SaveFirmConfigurationBody,
} from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FirmConfiguration } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Returns the configuration to store (ids de-duplicated) or throws a 400 listing every problem. */
export async function validateFirmConfiguration(
  db: Kysely<MarketDB>,
  body: SaveFirmConfigurationBody,
): Promise<FirmConfiguration> {
  const config: FirmConfiguration = {
    hasfeature: body.hasfeature,
    permissions: body.permissions,
    firmbrands: unique(body.firmbrands),
    specifications: unique(body.specifications),
    filters: {
      categories: unique(body.filters.categories),
      subCategories: unique(body.filters.subCategories),
    },
    defaultcategories: unique(body.defaultcategories),
    defaultsubcategories: unique(body.defaultsubcategories),
  };
  const problems: string[] = [];

  const badFeatures = Object.keys(config.hasfeature).filter(
    (k) => !(featureNames as readonly string[]).includes(k),
  );
  if (badFeatures.length) problems.push(firmProblems.unknownFlags(badFeatures));
  const badPermissions = Object.keys(config.permissions).filter(
    (k) => !(permissionNames as readonly string[]).includes(k),
  );
  if (badPermissions.length) problems.push(firmProblems.unknownPermissions(badPermissions));

  const specTypeIds = config.specifications.filter((s): s is number => typeof s === 'number');
  const [manufacturers, specTypes, categories] = await Promise.all([
    existingIds(db, 'manufacturer', config.firmbrands),
    existingIds(db, 'spec_type', specTypeIds),
    config.filters.categories.length + config.filters.subCategories.length
      ? db
          .selectFrom('category')
          .select(['id', 'parent_id'])
          .where('id', 'in', [...config.filters.categories, ...config.filters.subCategories])
          .execute()
      : Promise.resolve([]),
  ]);
  const missing = (ids: readonly number[], found: Set<number>) => ids.filter((id) => !found.has(id));

  const unknownBrands = missing(config.firmbrands, manufacturers);
  if (unknownBrands.length) problems.push(firmProblems.unknownBrands(unknownBrands));
  const unknownSpecTypes = missing(specTypeIds, specTypes);
  if (unknownSpecTypes.length) problems.push(firmProblems.unknownSpecTypes(unknownSpecTypes));

  const topLevel = new Set(categories.filter((c) => c.parent_id === null).map((c) => c.id));
  const nested = new Set(categories.filter((c) => c.parent_id !== null).map((c) => c.id));
  const unknownCategories = missing(config.filters.categories, topLevel);
  if (unknownCategories.length) problems.push(firmProblems.unknownCategories(unknownCategories));
  const unknownSubCategories = missing(config.filters.subCategories, nested);
  if (unknownSubCategories.length) problems.push(firmProblems.unknownSubCategories(unknownSubCategories));

  // A sub-category is only reachable through its category, so enabling it alone would grant nothing.
  const enabledCategories = new Set(config.filters.categories);
  const orphans = categories
    .filter((c) => c.parent_id !== null && !enabledCategories.has(c.parent_id))
    .map((c) => c.id);
  if (orphans.length) problems.push(firmProblems.orphanSubCategories(orphans));

  const notEnabled = missing(config.defaultcategories, new Set(config.filters.categories));
  if (notEnabled.length) problems.push(firmProblems.defaultsNotEnabled(notEnabled));
  const subNotEnabled = missing(config.defaultsubcategories, new Set(config.filters.subCategories));
  if (subNotEnabled.length) problems.push(firmProblems.subDefaultsNotEnabled(subNotEnabled));

  if (problems.length) throw badRequest(messages.invalidConfiguration(problems));
  return config;
}

async function existingIds(
  db: Kysely<MarketDB>,
  table: 'manufacturer' | 'spec_type',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}
