// Bearer token → Actor: verifies the JWT, then reloads the user and firm so a deactivated user is refused at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { messages } from '@specpulse/contract';
import type { Database } from '../db/connection.ts';
import { unauthorized } from '../errors.ts';
import { dataVersionOf } from '../filters/dimensions.ts';
import { firmConfigurationAt } from '../modules/auth/auth.queries.ts';
import { verifyToken } from '../modules/auth/token.ts';
import type { Actor } from './actor.ts';

/** Users whose authentication rows are kept at once (the least recently seen go first). */
const REMEMBERED_ROWS = 10_000;

export function registerAuth(app: FastifyInstance, database: Database, secret: Uint8Array) {
  const selectAuthRow = (userId: number, impersonatorId: number | undefined) =>
    database.db
      .selectFrom('app_user as u')
      .innerJoin('firm as f', 'f.id', 'u.firm_id')
      // The administrator behind an impersonation token, re-checked like the user: an admin who was
      // deactivated or lost is_admin must not keep acting as someone else until the token expires.
      .leftJoin('app_user as a', (join) => join.on('a.id', '=', impersonatorId ?? -1))
      // The data version in the same round trip: a cached answer then costs no other database read.
      .leftJoin('data_version as dv', (join) => join.on('dv.id', '=', 1))
      .select(['u.id', 'u.email', 'u.is_admin', 'u.is_active', 'u.firm_id', 'f.configuration'])
      .select(['a.is_active as imp_active', 'a.is_admin as imp_admin'])
      .select(sql<string>`cast(f.updated_at as text)`.as('firm_revision'))
      .select(['dv.version', 'dv.as_of'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  type AuthRow = Awaited<ReturnType<typeof selectAuthRow>>;
  // The embedded engine has one session in this process, so a row read there stays current until the
  // process writes anything (Database.writeMark): a cached answer then costs no database round trip, which
  // on that engine was most of its time (4.2 of 4.4 ms server-side for a 3 kB answer) and waited behind any
  // slow query. On PostgreSQL other processes write too, so the row is read every time.
  const remembered = new LRUCache<string, { mark: number; row: AuthRow }>({ max: REMEMBERED_ROWS });
  const readAuthRow = async (userId: number, impersonatorId: number | undefined): Promise<AuthRow> => {
    const mark = database.writeMark();
    if (mark === null) return selectAuthRow(userId, impersonatorId);
    const key = `${userId}|${impersonatorId ?? ''}`;
    const known = remembered.get(key);
    if (known?.mark === mark) return known.row;
    const row = await selectAuthRow(userId, impersonatorId);
    // Tagged with the mark from before the read: a write meanwhile makes the next call read again.
    remembered.set(key, { mark, row });
    return row;
  };
  app.decorate('authenticate', async (request: FastifyRequest): Promise<Actor> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(messages.unauthorizedLogInFirst);
    const claims = await verifyToken(secret, match[1]);
    if (!claims) throw unauthorized();
    const row = await readAuthRow(claims.user.user_id, claims.imp);
    if (!row || !row.is_active) throw unauthorized();
    if (claims.imp !== undefined && !(row.imp_active && row.imp_admin)) throw unauthorized();
    // A firm saved since this sign-in keeps the configuration of the sign-in until the user signs in
    // again (spec §2.7: "User will have to log out for changes to take effect"), so the web app's
    // configuration, loaded once per session, and the server's firm scope always agree.
    const firmConfiguration =
      claims.frv !== undefined && claims.frv !== row.firm_revision
        ? ((await firmConfigurationAt(database.db, row.firm_id, claims.frv)) ?? row.configuration)
        : row.configuration;
    return {
      userId: row.id,
      firmId: row.firm_id,
      email: row.email,
      isAdmin: row.is_admin,
      // Permissions as signed at sign-in: firm changes take effect at the next sign-in (spec §2.7).
      permissions: claims.user.permissions,
      firmConfiguration,
      impersonatorId: claims.imp ?? null,
      dataVersion: dataVersionOf(row),
    };
  });
}
