// The access rules routes and menu items declare (spec doc 1 §2.1, §6), checked with the contract's allows().
import { accessRules, allows, type Access, type Permissions } from '@specpulse/contract';

export const access = accessRules;

export interface AccessHolder {
  isAdmin: boolean;
  permissions: Permissions;
}

export function canOpen(rule: Access, holder: AccessHolder | null): boolean {
  return allows(rule, holder ? { is_admin: holder.isAdmin, permissions: holder.permissions } : null);
}

/** Internal-only entries are hidden, not merely locked, for users without the internal permission. */
export function isInternalOnly(rule: Access): boolean {
  return (
    typeof rule === 'object' && 'anyOf' in rule && rule.anyOf.length === 1 && rule.anyOf[0] === 'internal'
  );
}
