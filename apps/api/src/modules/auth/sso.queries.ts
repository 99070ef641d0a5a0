// Single sign-on's portal rows: the sign-ins under way (each state taken once), which user a provider's subject
// is, and which firm a first sign-in joins (by the firm claim, or by the email's domain).
import { sql, type Kysely } from 'kysely';
import type { PortalDB } from '../../db/schema.ts';
import type { SsoDomain } from '@specpulse/contract';
import type { PendingSignIn } from './sso-client.ts';

/** How long a sign-in sent to the provider may take to come back. */
const PENDING_MINUTES = 10;
const pendingCutoff = sql<Date>`now() - make_interval(mins => ${PENDING_MINUTES})`;

/** Keeps a new sign-in's checks, and drops those whose time has run out (nothing else would). */
export async function savePendingSignIn(db: Kysely<PortalDB>, pending: PendingSignIn): Promise<void> {
  await db
    .deleteFrom('sso_pending_signin')
    .where(sql<boolean>`created_at < ${pendingCutoff}`)
    .execute();
  await db
    .insertInto('sso_pending_signin')
    .values({ state: pending.state, nonce: pending.nonce, code_verifier: pending.codeVerifier })
    .execute();
}

/** The sign-in this state belongs to, removed so that it cannot be used again; null if unknown, used or expired. */
export async function takePendingSignIn(db: Kysely<PortalDB>, state: string): Promise<PendingSignIn | null> {
  const row = await db
    .deleteFrom('sso_pending_signin')
    .where('state', '=', state)
    .returning(['state', 'nonce', 'code_verifier', sql<boolean>`created_at >= ${pendingCutoff}`.as('fresh')])
    .executeTakeFirst();
  return row?.fresh ? { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier } : null;
}

export interface SsoAccount {
  id: number;
  is_active: boolean;
  firm_id: number | null;
}

export async function findSsoAccount(
  db: Kysely<PortalDB>,
  issuer: string,
  subject: string,
): Promise<SsoAccount | null> {
  const row = await db
    .selectFrom('sso_identity as i')
    .innerJoin('app_user as u', 'u.id', 'i.user_id')
    .select(['u.id', 'u.is_active', 'u.firm_id'])
    .where('i.issuer', '=', issuer)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
  return row ?? null;
}

/** Links an existing account (same verified email) to the provider's subject. */
export async function linkSsoIdentity(
  db: Kysely<PortalDB>,
  identity: { issuer: string; subject: string; userId: number },
): Promise<void> {
  await db
    .insertInto('sso_identity')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: identity.userId })
    .execute();
}

/** The firm a firm claim names: its id, or its name in any case. */
export async function firmByClaim(db: Kysely<PortalDB>, value: string): Promise<number | null> {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : null;
  const row = await db
    .selectFrom('firm')
    .select('id')
    .where((eb) =>
      id === null
        ? eb(sql<string>`lower(name)`, '=', value.toLowerCase())
        : eb.or([eb('id', '=', id), eb(sql<string>`lower(name)`, '=', value.toLowerCase())]),
    )
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function firmByEmailDomain(db: Kysely<PortalDB>, domain: string): Promise<number | null> {
  const row = await db
    .selectFrom('sso_firm_domain')
    .select('firm_id')
    .where('domain', '=', domain.toLowerCase())
    .executeTakeFirst();
  return row?.firm_id ?? null;
}

/** A first sign-in's account and its link to the provider, in one transaction. */
export async function createSsoAccount(
  db: Kysely<PortalDB>,
  account: {
    issuer: string;
    subject: string;
    email: string;
    firstName: string;
    lastName: string;
    firmId: number;
  },
): Promise<SsoAccount> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('app_user')
      .values({
        email: account.email,
        // No password: a hash no password matches (verifyPassword treats a malformed hash as a mismatch).
        password_hash: '',
        first_name: account.firstName,
        last_name: account.lastName,
        firm_id: account.firmId,
      })
      .returning(['id', 'is_active', 'firm_id'])
      .executeTakeFirstOrThrow();
    await linkSsoIdentity(trx, { issuer: account.issuer, subject: account.subject, userId: user.id });
    return user;
  });
}

/** The domain table as administrators read it, by domain. */
export async function listSsoDomains(db: Kysely<PortalDB>): Promise<SsoDomain[]> {
  const rows = await db
    .selectFrom('sso_firm_domain as d')
    .innerJoin('firm as f', 'f.id', 'd.firm_id')
    .select(['d.domain', 'd.firm_id', 'f.name as firm_name', 'd.created_at'])
    .orderBy('d.domain')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at as unknown as Date).toISOString() }));
}

/** Maps the domain to the firm; false when it is already mapped. */
export async function addSsoDomain(db: Kysely<PortalDB>, domain: string, firmId: number): Promise<boolean> {
  const row = await db
    .insertInto('sso_firm_domain')
    .values({ domain, firm_id: firmId })
    .onConflict((oc) => oc.column('domain').doNothing())
    .returning('domain')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the domain; its firm, or null when it was not mapped. */
export async function removeSsoDomain(db: Kysely<PortalDB>, domain: string): Promise<number | null> {
  const row = await db
    .deleteFrom('sso_firm_domain')
    .where('domain', '=', domain)
    .returning('firm_id')
    .executeTakeFirst();
  return row?.firm_id ?? null;
}
