// Bearer token → Actor: verifies the JWT, then reloads the user and firm so a deactivated user is refused at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { API_KEY_PREFIX, messages } from '@specpulse/contract';
import type { Database } from '../db/connection.ts';
import { unauthorized } from '../errors.ts';
import { dataVersionOf } from '../filters/dimensions.ts';
import { territoryLookup } from '../filters/territories.ts';
import { verifyToken } from './token.ts';
import type { Actor } from './actor.ts';
import { createAuthRowCache } from './auth-cache.ts';
import { apiKeyHash } from './api-key-secret.ts';

/** Epoch milliseconds of a timestamptz column, exact on both engines (null stays null). */
const epochMs = (column: string) =>
  sql<number | null>`cast(round(extract(epoch from ${sql.ref(column)}) * 1000) as float8)`;

/** The token of an `Authorization: Bearer …` header, or null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The caller, from the user's row as stored now (its firm's configuration and the data version with it). */
function actorOf(
  row: {
    id: number;
    firm_id: number;
    email: string;
    is_admin: boolean;
    is_firm_admin: boolean;
    configuration: Actor['firmConfiguration'];
    fiscal_year_start: number;
    firm_saved: number | null;
  } & Parameters<typeof dataVersionOf>[0],
  impersonatorId: number | null,
): Actor {
  return {
    userId: row.id,
    firmId: row.firm_id,
    email: row.email,
    isAdmin: row.is_admin,
    isFirmAdmin: row.is_firm_admin,
    permissions: row.configuration?.permissions ?? {},
    firmConfiguration: row.configuration,
    fiscalYearStart: row.fiscal_year_start,
    impersonatorId,
    dataVersion: dataVersionOf(row),
    configurationVersion: `${row.firm_saved ?? 0}.${row.version ?? ''}`,
  };
}

const withTerritories = (actor: Actor, database: Database): Actor => ({
  ...actor,
  territories: territoryLookup(database.db),
});

export function registerAuth(
  app: FastifyInstance,
  database: Database,
  secret: Uint8Array,
  redisUrl?: string | undefined,
) {
  const selectAuthRow = (userId: number, impersonatorId: number | undefined) =>
    database.db
      .selectFrom('app_user as u')
      .innerJoin('firm as f', 'f.id', 'u.firm_id')
      // The administrator behind an impersonation token, re-checked like the user: an admin who was
      // deactivated or lost is_admin must not keep acting as someone else until the token expires.
      .leftJoin('app_user as a', (join) => join.on('a.id', '=', impersonatorId ?? -1))
      // The data version in the same round trip: a cached answer then costs no other database read.
      .leftJoin('data_version as dv', (join) => join.on('dv.id', '=', 1))
      .select(['u.id', 'u.email', 'u.is_admin', 'u.is_firm_admin', 'u.is_active', 'u.firm_id'])
      .select(['f.configuration', 'f.fiscal_year_start'])
      .select(['a.is_active as imp_active', 'a.is_admin as imp_admin'])
      .select(epochMs('u.tokens_valid_after').as('valid_after'))
      .select(epochMs('a.impersonation_valid_after').as('imp_valid_after'))
      .select(epochMs('f.updated_at').as('firm_saved'))
      .select(['dv.version', 'dv.as_of', 'dv.data_from'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  type AuthRow = Awaited<ReturnType<typeof selectAuthRow>>;
  const rows = createAuthRowCache<AuthRow>({ database, redisUrl, log: app.log });
  app.decorate('authChanged', () => rows.changed());
  app.addHook('onReady', () => rows.ready());
  app.addHook('onClose', () => rows.close());

  // An API key is looked up on every request (never cached), so a revoked key is refused at its next one.
  const selectKeyRow = (secretHash: string) =>
    database.db
      .selectFrom('api_key as k')
      .innerJoin('app_user as u', 'u.id', 'k.user_id')
      .innerJoin('firm as f', 'f.id', 'u.firm_id')
      .leftJoin('data_version as dv', (join) => join.on('dv.id', '=', 1))
      .select(['k.id as key_id', 'k.scope', 'u.id', 'u.email', 'u.is_admin', 'u.is_active', 'u.firm_id'])
      .select(['u.is_firm_admin', 'f.configuration', 'f.fiscal_year_start'])
      .select(['dv.version', 'dv.as_of', 'dv.data_from'])
      .select(epochMs('f.updated_at').as('firm_saved'))
      .where('k.secret_hash', '=', secretHash)
      .where('k.revoked_at', 'is', null)
      .where('k.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();

  async function keyActor(secret: string): Promise<Actor> {
    const row = await selectKeyRow(apiKeyHash(secret));
    if (!row || !row.is_active) throw unauthorized(messages.apiKeyInvalid);
    await database.db
      .updateTable('api_key')
      .set({ last_used_at: new Date() })
      .where('id', '=', row.key_id)
      .execute();
    return { ...withTerritories(actorOf(row, null), database), apiKey: { id: row.key_id, scope: row.scope } };
  }

  app.decorate('authenticate', async (request: FastifyRequest): Promise<Actor> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.unauthorizedLogInFirst);
    if (token.startsWith(API_KEY_PREFIX)) return keyActor(token);
    const claims = await verifyToken(secret, token);
    if (!claims) throw unauthorized();
    const row = await rows.read(`${claims.user.user_id}|${claims.imp ?? ''}`, () =>
      selectAuthRow(claims.user.user_id, claims.imp),
    );
    if (!row || !row.is_active) throw unauthorized();
    // Tokens issued before the user was deactivated, reactivated or changed password are dead; so are
    // impersonation tokens issued before their administrator came back (DeImpersonate).
    const issuedMs = Math.round(claims.iat * 1000);
    if (row.valid_after !== null && issuedMs < row.valid_after) throw unauthorized();
    if (claims.imp !== undefined) {
      if (!(row.imp_active && row.imp_admin)) throw unauthorized();
      if (row.imp_valid_after !== null && issuedMs < row.imp_valid_after) throw unauthorized();
    }
    // Permissions and the firm's configuration as stored now, not as signed: a permission or category
    // taken from the firm is refused from the next request, whatever the token's age.
    return withTerritories(actorOf(row, claims.imp ?? null), database);
  });
}
