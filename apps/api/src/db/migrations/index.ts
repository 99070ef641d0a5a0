// The ordered list of migrations; add new ones at the end, never edit one that has shipped.
import type { Migration } from 'kysely';
import * as portal from './0001-portal.ts';
import * as auditScope from './0002-audit-scope.ts';
import * as apiKeys from './0003-api-keys.ts';
import * as jobsMail from './0004-jobs-mail.ts';
import * as watches from './0005-watches.ts';
import * as territories from './0006-territories.ts';
import * as fiscalAnnotations from './0007-fiscal-annotations.ts';
import * as sso from './0008-sso.ts';
import * as crmFeeds from './0009-crm-feeds.ts';
import * as watchHits from './0010-watch-hits.ts';

export const migrations: Record<string, Migration> = {
  '0001-portal': portal,
  '0002-audit-scope': auditScope,
  '0003-api-keys': apiKeys,
  '0004-jobs-mail': jobsMail,
  '0005-watches': watches,
  '0006-territories': territories,
  '0007-fiscal-annotations': fiscalAnnotations,
  '0008-sso': sso,
  '0009-crm-feeds': crmFeeds,
  '0010-watch-hits': watchHits,
};
