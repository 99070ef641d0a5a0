// Calls of the administration area (spec doc 1 §7), validated by the contract's schemas.
import {
  availableResponseSchema,
  availableRoute,
  deimpersonateRoute,
  firmConfigurationDataSchema,
  firmListRoute,
  firmListRowSchema,
  impersonateRoute,
  sessionRowSchema,
  sessionsRoute,
  userTokenDataSchema,
  type SaveFirmConfigurationBody,
} from '@specpulse/contract';
import { z } from 'zod';
import { api } from './client.ts';

const firmPath = (firmId: number) => `/v2/admin/user/${firmId}`;

export const adminQueryKeys = {
  firmList: ['admin', 'firmlist'] as const,
  sessions: ['admin', 'sessions'] as const,
  available: ['admin', 'available'] as const,
  firm: (firmId: number) => ['admin', 'firm', firmId] as const,
};

export const fetchFirmList = (signal?: AbortSignal) =>
  api.get(firmListRoute.path, { schema: z.array(firmListRowSchema), signal });

export const fetchSessions = (signal?: AbortSignal) =>
  api.get(sessionsRoute.path, { schema: z.array(sessionRowSchema), signal });

export const fetchAvailable = (signal?: AbortSignal) =>
  api.get(availableRoute.path, { schema: availableResponseSchema, signal });

export const fetchFirmConfiguration = (firmId: number, signal?: AbortSignal) =>
  api.get(firmPath(firmId), { schema: firmConfigurationDataSchema, signal });

export const saveFirmConfiguration = (firmId: number, body: SaveFirmConfigurationBody) =>
  api.post(firmPath(firmId), body, { schema: firmConfigurationDataSchema });

export async function impersonate(userId: number) {
  const { data } = await api.post(impersonateRoute.path, { userId }, { schema: userTokenDataSchema });
  return data;
}

/** Back to the administrator's own session (sent with the impersonation token, no body). */
export async function deimpersonate() {
  const { data } = await api.post(deimpersonateRoute.path, undefined, { schema: userTokenDataSchema });
  return data;
}
