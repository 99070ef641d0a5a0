// A firm's users, and switching a user off or on: one transaction with its audit row, and a cut-off that
// ends every token the user was given before it.
import type { Kysely } from 'kysely';
import type { FirmUserRow } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';
import { writeAudit, type AuditActor } from './admin.queries.ts';

const userColumns = ['id as user_id', 'email', 'first_name', 'last_name', 'is_admin', 'is_active'] as const;

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

/**
 * Sets is_active and the user's token cut-off (now, by this process's clock, the clock that stamps tokens'
 * iat), audited as user.deactivate or user.reactivate. Reactivating also moves the cut-off, so tokens from
 * before the deactivation do not come back to life. Null when there is no such user.
 */
export async function setUserActive(
  db: Kysely<PortalDB>,
  change: { actor: AuditActor; userId: number; active: boolean },
): Promise<FirmUserRow | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('app_user')
      .select('is_active')
      .where('id', '=', change.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    const row = await trx
      .updateTable('app_user')
      .set({ is_active: change.active, tokens_valid_after: new Date() })
      .where('id', '=', change.userId)
      .returning(userColumns)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor: change.actor,
      action: change.active ? 'user.reactivate' : 'user.deactivate',
      target: `user:${change.userId}`,
      before: { is_active: before.is_active },
      after: { is_active: change.active },
    });
    return row;
  });
}

/** Ends every impersonation token the administrator holds (DeImpersonate): issued before now, refused. */
export async function revokeImpersonation(db: Kysely<PortalDB>, adminUserId: number): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ impersonation_valid_after: new Date() })
    .where('id', '=', adminUserId)
    .execute();
}
