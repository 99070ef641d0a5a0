// Permissions a firm can hold and the access rule each route declares (architecture.md access table).
import { z } from 'zod';

export const permissionNames = ['brands', 'products', 'mybrands', 'internal', 'spectypes'] as const;
export type PermissionName = (typeof permissionNames)[number];
export const permissionsSchema = z.record(z.string(), z.boolean());
export type Permissions = Record<string, boolean>;

export const featureNames = [
  'export',
  'savefilters',
  'favorite',
  'hideprojects',
  'hidesegments',
  'nestedcategories',
  'territories',
] as const;
export type FeatureName = (typeof featureNames)[number];

/**
 * What a route needs: 'public' (no token), 'user' (any active signed-in user), 'admin' (is_admin),
 * `{ anyOf }`, a list of permissions of which the caller must hold at least one, or `{ allOf }`, rules the
 * caller must meet every one of (e.g. products and spectypes).
 */
export type Access =
  | 'public'
  | 'user'
  | 'admin'
  /** A firm admin of the caller's own firm (app_user.is_firm_admin); an administrator also meets it. */
  | 'firmAdmin'
  | { anyOf: readonly PermissionName[] }
  | { allOf: readonly Access[] }
  /** A feature flag of the caller's firm (hasfeature), e.g. export. */
  | { feature: FeatureName }
  /** A feature flag the caller's firm must not have: one that hides something, e.g. hideprojects. */
  | { withoutFeature: 'hideprojects' };

const products = { anyOf: ['products'] } as const;
const winLossReaders = { anyOf: ['brands', 'internal'] } as const;

/**
 * The access rules of the product's routes and pages, by name: the API's routes and the web app's pages
 * and menu entries declare these, so each rule is written once.
 */
export const accessRules = {
  public: 'public',
  user: 'user',
  admin: 'admin',
  brands: { anyOf: ['brands'] },
  products,
  brandsOrProducts: { anyOf: ['brands', 'products'] },
  mybrands: { anyOf: ['mybrands'] },
  internal: { anyOf: ['internal'] },
  /** Product characteristics: the products permission and spectypes besides. */
  productCharacteristics: { allOf: [products, { anyOf: ['spectypes'] }] },
  /** Source-data files and spreadsheet rows: brands or products, and the firm's export flag. */
  sourceExport: {
    allOf: [{ anyOf: ['brands', 'products'] }, { feature: 'export' }, { withoutFeature: 'hideprojects' }],
  },
  /** The Source Data panel's projects and principals: brands or products, unless the firm hides projects. */
  sourceProjects: { allOf: [{ anyOf: ['brands', 'products'] }, { withoutFeature: 'hideprojects' }] },
  /**
   * Win / Loss (issue 42): brands, as the brand pages, since it names competitors; internal users see every brand
   * whatever their firm holds.
   */
  winLoss: winLossReaders,
  /** Win / Loss's list of lost projects: its readers, unless the firm hides projects. */
  winLossProjects: { allOf: [winLossReaders, { withoutFeature: 'hideprojects' }] },
  /** Win / Loss's lost-projects files: its readers, the firm's export flag, and projects not hidden. */
  winLossExport: {
    allOf: [winLossReaders, { feature: 'export' }, { withoutFeature: 'hideprojects' }],
  },
  /** Saved views (issue 30): the firm's savefilters flag. */
  savedViews: { feature: 'savefilters' },
  /** The market timeline (issue 45): whoever sees a time chart (brands, products or the internal pages). */
  timeline: { anyOf: ['brands', 'products', 'internal'] },
  /** Favourites (issue 30): the firm's favorite flag. */
  favourites: { feature: 'favorite' },
  /** The favourites' figures: market figures, so brands or products besides. */
  favouriteFigures: { allOf: [{ anyOf: ['brands', 'products'] }, { feature: 'favorite' }] },
  /** A firm admin (or an administrator), acting on their own firm only. */
  firmAdmin: 'firmAdmin',
  /** The firm's territories, read by every user of a firm with the territories flag (filters, maps). */
  territories: { feature: 'territories' },
  /** Creating, renaming and deleting the firm's territories: a firm admin of a firm with the flag. */
  territoryAdmin: { allOf: ['firmAdmin', { feature: 'territories' }] },
  /**
   * Scheduled CRM feeds: a firm admin of a firm with territories, who may also export lead lists (the export
   * flag, projects not hidden); the feed's file is the Source Data panel's, asked as its creator at send time.
   */
  crmFeeds: {
    allOf: [
      'firmAdmin',
      { feature: 'territories' },
      { feature: 'export' },
      { withoutFeature: 'hideprojects' },
    ],
  },
} as const satisfies Record<string, Access>;

export interface AccessHolder {
  is_admin: boolean;
  /** A firm admin of the holder's own firm; absent = no. */
  is_firm_admin?: boolean;
  permissions: Permissions;
  /** The firm's feature flags (hasfeature); absent = none. */
  features?: Record<string, boolean>;
}

/** The first part of `access` the user does not meet (the whole rule, or one rule of an allOf), else null. */
export function unmetAccess(
  access: Access,
  user: AccessHolder | null,
): Exclude<Access, { allOf: readonly Access[] }> | null {
  if (typeof access === 'object' && 'allOf' in access) {
    for (const part of access.allOf) {
      const unmet = unmetAccess(part, user);
      if (unmet) return unmet;
    }
    return null;
  }
  if (access === 'public') return null;
  if (!user) return access;
  if (access === 'user') return null;
  if (access === 'admin') return user.is_admin ? null : access;
  if (access === 'firmAdmin') return user.is_admin || user.is_firm_admin === true ? null : access;
  if ('feature' in access) return user.features?.[access.feature] === true ? null : access;
  if ('withoutFeature' in access) return user.features?.[access.withoutFeature] === true ? access : null;
  return access.anyOf.some((p) => user.permissions[p] === true) ? null : access;
}

export const allows = (access: Access, user: AccessHolder | null): boolean =>
  unmetAccess(access, user) === null;
