// Access on the client, checked as the server's guard (plugins/guard.ts) checks it: the contract's allows()
// over the firm's permissions and feature flags as GET /v2/configuration answers them (read from the firm on
// each call, like the guard's), never over the token's copy from sign-in.
import { useMemo } from 'react';
import { allows, type Access, type AccessHolder, type ConfigurationResponse } from '@specpulse/contract';
import { useConfigurationState } from './session-context.tsx';

export type { AccessHolder };

/** What the guard checks a call against, from the configuration: admin, permissions and features. */
export const accessHolderOf = (configuration: ConfigurationResponse): AccessHolder => ({
  is_admin: configuration.user.is_admin,
  is_firm_admin: configuration.user.is_firm_admin,
  permissions: configuration.configuration.permissions,
  features: configuration.configuration.hasfeature,
});

/** The signed-in user's access; null before the configuration is loaded (only public rules pass). */
export function useAccessHolder(): AccessHolder | null {
  const state = useConfigurationState();
  const configuration = state.status === 'ready' ? state.data : null;
  return useMemo(() => (configuration ? accessHolderOf(configuration) : null), [configuration]);
}

/** Whether the server would let the signed-in user through `rule` (a page's, a route's, a feature's). */
export function useCan(rule: Access): boolean {
  return allows(rule, useAccessHolder());
}

/** Internal-only entries are hidden, not merely locked, for users without the internal permission. */
export function isInternalOnly(rule: Access): boolean {
  return (
    typeof rule === 'object' && 'anyOf' in rule && rule.anyOf.length === 1 && rule.anyOf[0] === 'internal'
  );
}
