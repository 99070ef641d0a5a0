// A firm's users, and switching a user off or on: one transaction with its audit row, and a cut-off that
// ends every token the user was given before it.
import type { Kysely } from 'kysely';
import type { AuditAction, FirmUserRow } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.queries.ts';

const userColumns = [
  'id as user_id',
  'email',
  'first_name',
  'last_name',
  'is_admin',
  'is_firm_admin',
  'is_active',
] as const;

export async function firmUsers(db: Kysely<PortalDB>, firmId: number): Promise<FirmUserRow[] | null> {
  const firm = await db.selectFrom('firm').select('id').where('id', '=', firmId).executeTakeFirst();
  if (!firm) return null;
  return db
    .selectFrom('app_user')
    .select(userColumns)
    .where('firm_id', '=', firmId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

type UserFlag = 'is_active' | 'is_firm_admin';

/** Sets one flag of a user in one transaction with its audit row (before and after); null: no such user. */
async function setUserFlag(
  db: Kysely<PortalDB>,
  change: { actor: AuditActor; userId: number; flag: UserFlag; value: boolean; action: AuditAction },
  extra: { tokens_valid_after?: Date } = {},
): Promise<FirmUserRow | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('app_user')
      .select([change.flag, 'firm_id'])
      .where('id', '=', change.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    const row = await trx
      .updateTable('app_user')
      .set({ [change.flag]: change.value, ...extra })
      .where('id', '=', change.userId)
      .returning(userColumns)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor: change.actor,
      action: change.action,
      firmId: before.firm_id,
      target: `user:${change.userId}`,
      before: { [change.flag]: before[change.flag] },
      after: { [change.flag]: change.value },
    });
    return row;
  });
}

/**
 * Sets is_active and the user's token cut-off (now, by this process's clock, the clock that stamps tokens'
 * iat), audited as user.deactivate or user.reactivate. Reactivating also moves the cut-off, so tokens from
 * before the deactivation do not come back to life. Null when there is no such user.
 */
export function setUserActive(
  db: Kysely<PortalDB>,
  change: { actor: AuditActor; userId: number; active: boolean },
): Promise<FirmUserRow | null> {
  const action = change.active ? 'user.reactivate' : 'user.deactivate';
  return setUserFlag(
    db,
    { actor: change.actor, userId: change.userId, flag: 'is_active', value: change.active, action },
    { tokens_valid_after: new Date() },
  );
}

/** Sets is_firm_admin (issue 44), audited as user.firm-admin; null when there is no such user. */
export function setFirmAdmin(
  db: Kysely<PortalDB>,
  change: { actor: AuditActor; userId: number; firmAdmin: boolean },
): Promise<FirmUserRow | null> {
  const { actor, userId, firmAdmin } = change;
  return setUserFlag(db, {
    actor,
    userId,
    flag: 'is_firm_admin',
    value: firmAdmin,
    action: 'user.firm-admin',
  });
}

/**
 * DeImpersonate's revocation: ends every impersonation token the administrator holds, on condition that the
 * token presented (issued at `tokenIssuedMs`) is still live and its administrator still an active
 * administrator. One statement, so of concurrent calls with one token exactly one revokes (PostgreSQL
 * re-checks the condition on the row the first call wrote); the others change nothing and get false.
 */
export async function revokeImpersonation(
  db: Kysely<PortalDB>,
  adminUserId: number,
  tokenIssuedMs: number,
): Promise<boolean> {
  // By this process's clock, which stamps tokens' iat; at least a millisecond after the token, so a token
  // issued in the same millisecond is refused too (a token lives while issued at or after the cut-off).
  const cutOff = new Date(Math.max(Date.now(), tokenIssuedMs + 1));
  const revoked = await db
    .updateTable('app_user')
    .set({ impersonation_valid_after: cutOff })
    .where('id', '=', adminUserId)
    .where('is_active', '=', true)
    .where('is_admin', '=', true)
    .where((eb) =>
      eb.or([
        eb('impersonation_valid_after', 'is', null),
        eb('impersonation_valid_after', '<=', new Date(tokenIssuedMs)),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}
