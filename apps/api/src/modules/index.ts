// Registers every feature module's routes; one line per module.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { brandRoutes } from './brand/brand.routes.ts';
import { brandDrillRoutes } from './brand/brand-drill.routes.ts';
import { marketRoutes } from './market/market.routes.ts';
import { productRoutes } from './product/product.routes.ts';
import { sourceRoutes } from './source/source.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { imageRoutes } from './images/images.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { ssoRoutes } from './auth/sso.routes.ts';
import { ssoDomainRoutes } from './auth/sso-domains.routes.ts';
import { configurationRoutes } from './configuration/configuration.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { autocompleteRoutes } from './autocomplete/autocomplete.routes.ts';
import { brandMultiRoutes } from './brand/brand-multi.routes.ts';
import { firmRoutes } from './firm/firm.routes.ts';
import { internalRoutes } from './internal/internal.routes.ts';
import { mapRoutes } from './map/map.routes.ts';
import { viewRoutes } from './views/views.routes.ts';
import { annotationRoutes } from './annotations/annotations.routes.ts';
import { favouriteRoutes } from './favourites/favourites.routes.ts';
import { brandingRoutes } from './branding/branding.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { apiKeyRoutes } from './api-keys/api-keys.routes.ts';
import { winLossRoutes } from './winloss/winloss.routes.ts';
import { territoryRoutes } from './territories/territories.routes.ts';
import { digestRoutes } from './digests/digests.routes.ts';
import { outboxRoutes } from './admin/outbox.routes.ts';
import { watchRoutes } from './watches/watches.routes.ts';
import { crmFeedRoutes } from './crm-feeds/crm-feeds.routes.ts';
import type { DeploymentBranding } from '../branding/branding.ts';

export async function registerModules(
  app: FastifyInstance,
  deps: AppDeps,
  branding: DeploymentBranding,
): Promise<void> {
  healthRoutes(app, deps);
  imageRoutes(app, deps.database, deps.market);
  brandRoutes(app, deps.market);
  brandDrillRoutes(app, deps.market);
  marketRoutes(app, deps.market);
  productRoutes(app, deps.market);
  sourceRoutes(app, deps.market, branding, deps.config.EXPORT_CONCURRENCY);
  authRoutes(app, deps);
  ssoRoutes(app, deps);
  ssoDomainRoutes(app, deps);
  configurationRoutes(app, deps);
  sessionRoutes(app, deps);
  adminRoutes(app, deps);
  auditRoutes(app, deps);
  apiKeyRoutes(app, deps);
  autocompleteRoutes(app, deps.market);
  brandMultiRoutes(app, deps.market);
  firmRoutes(app, deps.database, deps.market);
  internalRoutes(app, deps.market);
  mapRoutes(app, deps.market);
  viewRoutes(app, deps.database);
  annotationRoutes(app, deps.database);
  favouriteRoutes(app, deps.database, deps.market);
  brandingRoutes(app, branding);
  winLossRoutes(app, deps.market);
  territoryRoutes(app, deps);
  digestRoutes(app, deps, branding);
  outboxRoutes(app, deps);
  watchRoutes(app, deps);
  crmFeedRoutes(app, deps);
}
