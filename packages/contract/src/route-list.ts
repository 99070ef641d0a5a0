// Every route of the contract, listed from the modules that declare them (each route once), for what iterates
// them all: the bench measures every analytics route without a hand-kept list.
import type { RouteContract } from './route.ts';
import * as adminAudit from './admin-audit.ts';
import * as annotations from './annotations.ts';
import * as adminUsers from './admin-users.ts';
import * as apiKeys from './api-keys.ts';
import * as admin from './admin.ts';
import * as auth from './auth.ts';
import * as autocomplete from './autocomplete.ts';
import * as branding from './branding.ts';
import * as configuration from './configuration.ts';
import * as digests from './digests.ts';
import * as favourites from './favourites.ts';
import * as health from './health.ts';
import * as images from './images.ts';
import * as session from './session.ts';
import * as sso from './sso.ts';
import * as views from './views.ts';
import * as territories from './territories.ts';
import * as watches from './watches.ts';
import { drillFigures } from './analytics/brand-drill.ts';
import * as brandGroup from './analytics/brand-group.ts';
import * as brand from './analytics/brand.ts';
import * as firm from './analytics/firm.ts';
import * as internal from './analytics/internal.ts';
import * as map from './analytics/map.ts';
import * as product from './analytics/product.ts';
import * as shareChange from './analytics/share-change.ts';
import * as source from './analytics/source.ts';
import * as winLoss from './analytics/winloss.ts';
import * as crm from './analytics/crm.ts';
import * as crmFeeds from './crm-feeds.ts';

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'summary' in value;

const modules: readonly object[] = [
  adminAudit,
  adminUsers,
  annotations,
  apiKeys,
  admin,
  auth,
  sso,
  autocomplete,
  branding,
  configuration,
  digests,
  favourites,
  health,
  images,
  session,
  views,
  territories,
  watches,
  brandGroup,
  brand,
  firm,
  internal,
  map,
  product,
  shareChange,
  source,
  winLoss,
  crm,
  crmFeeds,
];

export const contractRoutes: readonly RouteContract[] = [
  ...modules.flatMap((m) => Object.values(m)),
  ...Object.values(drillFigures).flatMap((figure) => [figure.brand, figure.group]),
].filter(isRoute);
