// Single sign-on (OpenID Connect): which portal user a provider's subject is, the email domains that place a
// first sign-in in a firm, and the sign-ins under way (state, nonce, PKCE verifier) until their callback.
import { sql, type Kysely } from 'kysely';

const statements = [
  // One portal user per (issuer, subject): the provider's stable id, not the email, which can change.
  `create table sso_identity (
    issuer text not null,
    subject text not null,
    user_id integer not null references app_user(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (issuer, subject)
  )`,
  `create index sso_identity_user_idx on sso_identity (user_id)`,
  // A first sign-in whose email is at this domain joins this firm (when OIDC_FIRM_CLAIM is not set).
  `create table sso_firm_domain (
    domain text primary key check (domain = lower(domain)),
    firm_id integer not null references firm(id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
  `create index sso_firm_domain_firm_idx on sso_firm_domain (firm_id)`,
  // A sign-in sent to the provider: its callback takes (deletes) the row, so a state is good once.
  `create table sso_pending_signin (
    state text primary key,
    nonce text not null,
    code_verifier text not null,
    created_at timestamptz not null default now()
  )`,
  `create index sso_pending_signin_created_idx on sso_pending_signin (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sso_pending_signin', 'sso_firm_domain', 'sso_identity'])
    await sql.raw(`drop table if exists ${table}`).execute(db);
}
