// What a firm's configuration lets its users filter on: enabled categories and sub-categories, defaults, flags.
import type { Actor } from '../plugins/actor.ts';
import type { Dimensions } from './dimensions.ts';

export interface FirmFilterScope {
  /** Top-level categories the firm may filter on (the configuration's enabled list; none when empty,
   * as GET /v2/configuration shows it). */
  categories: number[];
  /** Sub-categories the firm may filter on (the configuration's enabled list). */
  subCategories: number[];
  /** The configured default categories (the contract's categoriesOrDefaults applies them). */
  defaultCategories: number[];
  nestedCategories: boolean;
  hideProjects: boolean;
  /** The hidesegments feature: the firm's users have no segment filter (spec doc 1 §2.4). */
  hideSegments: boolean;
  /** The territories feature: the firm's users may filter by its territories (issue 44). */
  territories: boolean;
  firmBrandIds: number[];
  /** Spec types the firm may see (ids, or 'color' / 'pattern'). */
  specifications: (number | string)[];
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

export function firmFilterScope(actor: Actor, dims: Dimensions): FirmFilterScope {
  const config = actor.firmConfiguration;
  const topLevel = new Set(dims.topCategoryIds);
  const categories = sorted((config?.filters.categories ?? []).filter((id) => topLevel.has(id)));
  const subCategories = sorted(
    (config?.filters.subCategories ?? []).filter((id) => dims.subCategoryParent.has(id)),
  );
  return {
    categories,
    subCategories,
    defaultCategories: sorted(config?.defaultcategories ?? []),
    nestedCategories: config?.hasfeature.nestedcategories === true,
    hideProjects: config?.hasfeature.hideprojects === true,
    hideSegments: config?.hasfeature.hidesegments === true,
    territories: config?.hasfeature.territories === true,
    firmBrandIds: sorted(config?.firmbrands ?? []),
    specifications: [...(config?.specifications ?? [])].sort((a, b) => String(a).localeCompare(String(b))),
  };
}
