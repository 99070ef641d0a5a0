// Checks a firm configuration against the database before it is saved; each problem names its field.
import type { Kysely } from 'kysely';
import { featureNames, permissionNames, type SaveFirmConfigurationBody } from '@specpulse/contract';
import type { DB, FirmConfiguration } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const listOf = (ids: readonly (number | string)[]) => ids.join(', ');

/** Returns the configuration to store (ids de-duplicated) or throws a 400 listing every problem. */
export async function validateFirmConfiguration(
  db: Kysely<DB>,
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
  if (badFeatures.length) problems.push(`hasfeature: unknown flags ${listOf(badFeatures)}`);
  const badPermissions = Object.keys(config.permissions).filter(
    (k) => !(permissionNames as readonly string[]).includes(k),
  );
  if (badPermissions.length) problems.push(`permissions: unknown permissions ${listOf(badPermissions)}`);

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
  if (unknownBrands.length) problems.push(`firmbrands: unknown manufacturer ids ${listOf(unknownBrands)}`);
  const unknownSpecTypes = missing(specTypeIds, specTypes);
  if (unknownSpecTypes.length)
    problems.push(
      `specifications: unknown spec type ids ${listOf(unknownSpecTypes)} (use ids or the words color and pattern)`,
    );

  const topLevel = new Set(categories.filter((c) => c.parent_id === null).map((c) => c.id));
  const nested = new Set(categories.filter((c) => c.parent_id !== null).map((c) => c.id));
  const unknownCategories = missing(config.filters.categories, topLevel);
  if (unknownCategories.length)
    problems.push(`filters.categories: unknown category ids ${listOf(unknownCategories)}`);
  const unknownSubCategories = missing(config.filters.subCategories, nested);
  if (unknownSubCategories.length)
    problems.push(`filters.subCategories: unknown sub-category ids ${listOf(unknownSubCategories)}`);

  // A sub-category is only reachable through its category, so enabling it alone would grant nothing.
  const enabledCategories = new Set(config.filters.categories);
  const orphans = categories
    .filter((c) => c.parent_id !== null && !enabledCategories.has(c.parent_id))
    .map((c) => c.id);
  if (orphans.length)
    problems.push(`filters.subCategories: ${listOf(orphans)} belong to categories that are not enabled`);

  const notEnabled = missing(config.defaultcategories, new Set(config.filters.categories));
  if (notEnabled.length)
    problems.push(`defaultcategories: ${listOf(notEnabled)} not among the enabled categories`);
  const subNotEnabled = missing(config.defaultsubcategories, new Set(config.filters.subCategories));
  if (subNotEnabled.length)
    problems.push(`defaultsubcategories: ${listOf(subNotEnabled)} not among the enabled sub-categories`);

  if (problems.length) throw badRequest(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}

async function existingIds(
  db: Kysely<DB>,
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
