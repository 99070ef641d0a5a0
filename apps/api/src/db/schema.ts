// The portal database's table types for Kysely, kept by hand in step with migrations/ (one interface per table).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A firm's stored configuration (admin view of spec §3). */
export interface FirmConfiguration {
  hasfeature: Record<string, boolean>;
  permissions: Record<string, boolean>;
  firmbrands: number[];
  specifications: (number | 'color' | 'pattern')[];
  filters: { categories: number[]; subCategories: number[] };
  defaultcategories: number[];
  defaultsubcategories: number[];
}

export interface FirmTable {
  id: number;
  name: string;
  avatar_url: Generated<string>;
  configuration: ColumnType<FirmConfiguration | null, string | null | undefined, string | null>;
  updated_at: Generated<Timestamp>;
  /** The month (1-12) the firm's fiscal year starts; 1 for a calendar year. */
  fiscal_year_start: Generated<number>;
}
/** A mark on the market timeline: one day (starts_on = ends_on) or a span, for everyone or one firm. */
export interface AnnotationTable {
  id: Generated<number>;
  /** Null: for everyone (written by internal users); else that firm's. */
  firm_id: number | null;
  title: string;
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  link: string | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
export interface AppUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  avatar_url: Generated<string>;
  is_admin: Generated<boolean>;
  /** Manages its own firm's territories (issue 44), set by an administrator in the firm's users. */
  is_firm_admin: Generated<boolean>;
  is_active: Generated<boolean>;
  firm_id: number;
  created_at: Generated<Timestamp>;
  /** Tokens of this user issued before this time are refused (deactivation, reactivation, password change). */
  tokens_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Impersonation tokens this administrator issued before this time are refused (DeImpersonate). */
  impersonation_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface SessionEventTable {
  id: Generated<number>;
  user_id: number;
  user_session_id: number;
  kind: 'login' | 'page';
  page: string;
  payload: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Timestamp>;
}
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for a failed sign-in with an email no account has (the email is the target). */
  actor_user_id: number | null;
  /** The firm the action concerns: the actor's, or the firm changed. */
  firm_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The administrator acting as actor_user_id through an impersonation token, else null. */
  impersonator_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  action: string;
  target: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Timestamp>;
}
export interface ApiKeyTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The secret's first characters, shown in lists (the secret itself is never stored). */
  prefix: string;
  /** SHA-256 of the whole secret, hex. */
  secret_hash: string;
  scope: 'analytics' | 'analytics+exports';
  expires_at: Timestamp;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  last_used_at: ColumnType<Date | null, never, Date | string>;
  revoked_at: ColumnType<Date | null, never, Date | string>;
}
/** A provider's subject signed in as a portal user (single sign-on). */
export interface SsoIdentityTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Generated<Timestamp>;
}
/** An email domain (lower case) whose first sign-ins join the firm. */
export interface SsoFirmDomainTable {
  domain: string;
  firm_id: number;
  created_at: Generated<Timestamp>;
}
/** A sign-in sent to the provider and not yet back: the checks its callback makes. */
export interface SsoPendingSigninTable {
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: Generated<Timestamp>;
}
export interface DataVersionTable {
  id: number;
  version: string;
  as_of: string;
  /** First day the facts cover. */
  data_from: string;
  scale: string;
  seed: number;
  loaded_at: Generated<Timestamp>;
}
/** A saved view: a page path and its URL filter query, personal or shared in the firm. */
export interface SavedViewTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  path: string;
  query: string;
  shared: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
export interface SavedViewDefaultTable {
  user_id: number;
  view_id: number;
}
/** A starred brand (item_id a manufacturer id) or product. */
export interface FavouriteTable {
  user_id: number;
  kind: 'brand' | 'product';
  item_id: number;
  created_at: Generated<Timestamp>;
}
/** A firm's territory (issue 44): its areas are territory_area rows. */
export interface TerritoryTable {
  id: Generated<number>;
  firm_id: number;
  name: string;
  owner_id: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
/** One area of a territory: a US state code ('TX') or a country code of the point maps ('MX'). */
export interface TerritoryAreaTable {
  territory_id: number;
  code: string;
}
/** A message the portal sent or kept (migrations/0004-jobs-mail.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  firm_id: number | null;
  user_id: number | null;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** File names and base64 contents. */
  attachments: JSONColumnType<MailAttachment[], string | undefined, string>;
  status: 'kept' | 'queued' | 'retrying' | 'sent' | 'failed';
  error: string | null;
  attempts: Generated<number>;
  idempotency_key: string | null;
  created_at: Generated<Timestamp>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64. */
  content: string;
}
export interface DigestSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  firm_id: number;
  /** null: the dashboard. */
  view_id: number | null;
  frequency: 'weekly' | 'monthly';
  with_table: Generated<boolean>;
  created_at: Generated<Timestamp>;
}
export interface DigestSettingsTable {
  user_id: number;
  weekday: number;
  hour: number;
  time_zone: string;
  email_enabled: Generated<boolean>;
}
export interface DataVersionJobTable {
  job: string;
  version: string;
  queued_at: Generated<Timestamp>;
}

/** A user's watch: a subject, a rule, and what its next evaluation compares against. */
export interface WatchTable {
  id: Generated<number>;
  firm_id: number;
  user_id: number;
  subject: 'brand' | 'product' | 'competitors' | 'view';
  /** The brand or product id, or the competitors' ids. */
  ids: JSONColumnType<number[], string, string>;
  view_id: number | null;
  rule: 'newly_specified' | 'share_moved' | 'lost_to_competitor';
  points: number;
  /** The data version it was last evaluated at (null: not yet). */
  evaluated_version: string | null;
  /** Its condition held at that evaluation: it fires again only once it has not. */
  condition_met: Generated<boolean>;
  /** newly_specified: the projects the subject was on at the last evaluation. */
  seen_project_ids: JSONColumnType<number[] | null, string | null, string | null>;
  /** The projects that made it fire the last time it fired (null: it has not fired since they were kept). */
  hit_project_ids: ColumnType<number[] | null, never, string | null>;
  fired_at: ColumnType<Date | null, never, Date | string>;
  created_at: Generated<Timestamp>;
}
/** What a watch raised at a data version (the bell's list). */
export interface NotificationTable {
  id: Generated<number>;
  firm_id: number;
  user_id: number;
  watch_id: number | null;
  data_version: string;
  message: string;
  path: string;
  query: string;
  read_at: ColumnType<Date | null, never, Date | string>;
  created_at: Generated<Timestamp>;
}
/** A firm's scheduled CRM feed (issue 44): a saved view's lead list posted daily to `url`. */
export interface CrmFeedTable {
  id: Generated<number>;
  firm_id: number;
  /** The firm admin who made it: the list is computed with their access at send time. */
  created_by: number;
  view_id: number;
  format: 'hubspot' | 'salesforce';
  url: string;
  /** The signing secret, AES-256-GCM under a key derived from the token secret (crm-feeds/feed-secret.ts). */
  secret_encrypted: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
/** One delivery attempt of a feed (its log). */
export interface CrmFeedAttemptTable {
  id: Generated<number>;
  feed_id: number;
  firm_id: number;
  /** The run it belongs to: the feed and day, or a send-now's minute. */
  run_key: string;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  status: number | null;
  duration_ms: number;
  outcome: 'delivered' | 'retrying' | 'failed';
  error: string | null;
}
/**
 * The portal database's tables (PostgreSQL or PGlite). The market tables are another engine's: MarketDB in
 * market-schema.ts.
 */
export interface PortalDB {
  firm: FirmTable;
  app_user: AppUserTable;
  session_event: SessionEventTable;
  audit_log: AuditLogTable;
  api_key: ApiKeyTable;
  sso_identity: SsoIdentityTable;
  sso_firm_domain: SsoFirmDomainTable;
  sso_pending_signin: SsoPendingSigninTable;
  data_version: DataVersionTable;
  saved_view: SavedViewTable;
  saved_view_default: SavedViewDefaultTable;
  favourite: FavouriteTable;
  territory: TerritoryTable;
  territory_area: TerritoryAreaTable;
  annotation: AnnotationTable;
  mail_outbox: MailOutboxTable;
  digest_subscription: DigestSubscriptionTable;
  digest_settings: DigestSettingsTable;
  data_version_job: DataVersionJobTable;
  watch: WatchTable;
  notification: NotificationTable;
  crm_feed: CrmFeedTable;
  crm_feed_attempt: CrmFeedAttemptTable;
}
