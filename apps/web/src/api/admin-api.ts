// Calls of the administration area (spec doc 1 §7), by the contract's route objects.
import {
  adminFirmUsersRoute,
  addSsoDomainRoute,
  removeSsoDomainRoute,
  ssoDomainListRoute,
  type SsoDomainBody,
  apiKeyListRoute,
  apiKeyUsersRoute,
  createApiKeyRoute,
  revokeApiKeyRoute,
  auditCsvRoute,
  auditLogRoute,
  availableRoute,
  deactivateUserRoute,
  deimpersonateRoute,
  firmConfigurationRoute,
  firmListRoute,
  impersonateRoute,
  outboxRoute,
  reactivateUserRoute,
  saveFirmConfigurationRoute,
  sessionsRoute,
  setFirmAdminRoute,
  type AuditPageQuery,
  type CreateApiKeyBody,
  type AuditQuery,
  type SaveFirmConfigurationBody,
} from '@specpulse/contract';
import { api } from './client.ts';

export const adminQueryKeys = {
  firmList: ['admin', 'firmlist'] as const,
  sessions: ['admin', 'sessions'] as const,
  available: ['admin', 'available'] as const,
  firm: (firmId: number) => ['admin', 'firm', firmId] as const,
  firmUsers: (firmId: number) => ['admin', 'firm', firmId, 'users'] as const,
  audit: (query: AuditPageQuery) => ['admin', 'audit', query] as const,
  /** Every key's list starts so: one invalidation reloads the administration's and the firm's. */
  keys: ['admin', 'keys'] as const,
  keyList: (ownFirm: boolean) => ['admin', 'keys', { ownFirm }] as const,
  keyUsers: ['admin', 'keys', 'users'] as const,
  outbox: ['admin', 'outbox'] as const,
  ssoDomains: ['admin', 'sso-domains'] as const,
};

export const fetchFirmList = (signal?: AbortSignal) => api.call(firmListRoute, { signal });

export const fetchSessions = (signal?: AbortSignal) => api.call(sessionsRoute, { signal });

export const fetchAvailable = (signal?: AbortSignal) => api.call(availableRoute, { signal });

export const fetchFirmConfiguration = (firmId: number, signal?: AbortSignal) =>
  api.call(firmConfigurationRoute, { params: { firmId }, signal });

export const saveFirmConfiguration = (firmId: number, body: SaveFirmConfigurationBody) =>
  api.call(saveFirmConfigurationRoute, { params: { firmId }, body });

export async function impersonate(userId: number) {
  const { data } = await api.call(impersonateRoute, { body: { userId } });
  return data;
}

/** Back to the administrator's own session (sent with the impersonation token, no body). */
export async function deimpersonate() {
  const { data } = await api.call(deimpersonateRoute);
  return data;
}

export const fetchFirmUsers = (firmId: number, signal?: AbortSignal) =>
  api.call(adminFirmUsersRoute, { params: { firmId }, signal });

/** Deactivating ends the user's sessions at once; a reactivated user signs in again. */
export const setUserActive = (userId: number, active: boolean) =>
  api.call(active ? reactivateUserRoute : deactivateUserRoute, { params: { userId } });

/** A firm admin manages the territories of their own firm (issue 44). */
export const setFirmAdmin = (userId: number, isFirmAdmin: boolean) =>
  api.call(setFirmAdminRoute, { params: { userId }, body: { is_firm_admin: isFirmAdmin } });

export const fetchAuditPage = (query: AuditPageQuery, signal?: AbortSignal) =>
  api.call(auditLogRoute, { query: { ...query }, signal });

/** Every entry the filters select, as the server's CSV file. */
export const downloadAuditCsv = (query: AuditQuery) => api.download(auditCsvRoute, { query: { ...query } });

/** Every firm's keys for an administrator; the caller's firm's with ownFirm (always, for a firm admin). */
export const fetchApiKeys = (ownFirm: boolean, signal?: AbortSignal) =>
  api.call(apiKeyListRoute, { query: { own_firm: ownFirm }, signal });

/** Whom a firm admin may create a key for: the firm's active users. */
export const fetchApiKeyUsers = (signal?: AbortSignal) => api.call(apiKeyUsersRoute, { signal });

export const createApiKey = (body: CreateApiKeyBody) => api.call(createApiKeyRoute, { body });

export const revokeApiKey = (keyId: number) => api.call(revokeApiKeyRoute, { params: { keyId } });

export const fetchOutbox = (signal?: AbortSignal) => api.call(outboxRoute, { signal });
export const fetchSsoDomains = (signal?: AbortSignal) => api.call(ssoDomainListRoute, { signal });

export const addSsoDomain = (body: SsoDomainBody) => api.call(addSsoDomainRoute, { body });

export const removeSsoDomain = (domain: string) => api.call(removeSsoDomainRoute, { params: { domain } });
