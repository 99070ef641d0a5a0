// Who is calling: the signed-in user as the auth plugin resolved it from the bearer token.
import type { Permissions } from '@specpulse/contract';
import type { FirmConfiguration } from '../db/schema.ts';
import type { DataVersion } from '../filters/dimensions.ts';
import type { ApiKeyScope } from '@specpulse/contract';
import type { TerritoryLookup } from '../filters/territories.ts';

export interface Actor {
  userId: number;
  firmId: number;
  email: string;
  isAdmin: boolean;
  /** A firm admin of `firmId` (manages that firm's territories; never another firm's). */
  isFirmAdmin: boolean;
  permissions: Permissions;
  /** The firm's configuration as stored (null when the firm has none yet). */
  firmConfiguration: FirmConfiguration | null;
  /** The month (1-12) the firm's fiscal year starts; absent for actors made in-process (a calendar year). */
  fiscalYearStart?: number;
  /** Set when an administrator is acting as this user. */
  impersonatorId: number | null;
  /**
   * The data version at authentication, read with the user in one round trip (the figures of this request
   * are computed from it); absent for actors made in-process, whose version is read when needed.
   */
  dataVersion: DataVersion;
  /**
   * The version of the caller's configuration (configurationVersionHeader): the firm's last save and the data
   * version; absent for actors made in-process.
   */
  configurationVersion?: string;
  /**
   * Reads territories by id (portal data) for the filter compiler; absent for actors made in-process, whose
   * payloads then name no territory the compiler can find.
   */
  territories?: TerritoryLookup;
  /** Set when the request came with an API key instead of a token: the key's id and scope (guard.ts). */
  apiKey?: { id: number; scope: ApiKeyScope };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Resolves the bearer token to an active user, or throws a 401 AppError. */
    authenticate(request: import('fastify').FastifyRequest): Promise<Actor>;
    /** A user or firm changed: every API process reads authentication rows afresh (plugins/auth-cache.ts). */
    authChanged(): Promise<void>;
  }
}
