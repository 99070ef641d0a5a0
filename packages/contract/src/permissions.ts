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
] as const;
export type FeatureName = (typeof featureNames)[number];

/**
 * What a route needs: 'public' (no token), 'user' (any active signed-in user), 'admin' (is_admin),
 * or a list of permissions of which the caller must hold at least one.
 */
export type Access = 'public' | 'user' | 'admin' | { anyOf: readonly PermissionName[] };

export function allows(
  access: Access,
  user: { is_admin: boolean; permissions: Permissions } | null,
): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'user') return true;
  if (access === 'admin') return user.is_admin;
  return access.anyOf.some((p) => user.permissions[p] === true);
}
