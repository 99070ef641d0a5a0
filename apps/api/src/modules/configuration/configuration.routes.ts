// GET /v2/configuration and /v2/configuration/logos: what the signed-in user's firm may see. Every page opens
// with them: what they read from the market store is cached by the data version and the part of the firm's
// configuration it depends on, so an admin's edit (the actor's configuration is read fresh) or a data load
// changes the key, and anything else is answered without the market store.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { configurationRoute, logosRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { unauthorized } from '../../errors.ts';
import type { MarketDB } from '../../db/market-schema.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { loadTokenUser } from '../auth/user-object.ts';
import { defaultFilters, firmFilterOptions, firmLogos, periodChoices } from './configuration.queries.ts';
import { readFirmConfiguration } from './firm-configuration.ts';
import { firmTerritories, ownedTerritoryIds } from '../territories/territories.queries.ts';

export function configurationRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  registerRoute(app, configurationRoute, async ({ actor }) => {
    const config = readFirmConfiguration(actor.firmConfiguration);
    const withTerritories = config.hasfeature.territories === true;
    const [user, filters, territories, owned] = await Promise.all([
      loadTokenUser(db, actor.userId, actor.impersonatorId !== null),
      fromMarket(app, deps, actor, `configuration.filters|${JSON.stringify(config.filters)}`, (market) =>
        firmFilterOptions(market, config),
      ),
      withTerritories ? firmTerritories(db, actor.firmId) : [],
      withTerritories ? ownedTerritoryIds(db, actor.userId, actor.firmId) : [],
    ]);
    if (!user) throw unauthorized();
    const flag = (name: string) => config.hasfeature[name] === true;
    return {
      // My territory: the territories the user owns are their default filter, as the firm's default categories.
      defaults: { filters: { ...defaultFilters(config), territories: owned } },
      // The firm's permissions as stored now, the same ones the guard enforces.
      user: { ...user, permissions: actor.permissions },
      configuration: {
        can_export: flag('export'),
        can_savefilters: flag('savefilters'),
        can_favorite: flag('favorite'),
        permissions: actor.permissions,
        hasfeature: config.hasfeature,
        filters: {
          ...filters,
          territories: territories.map((t) => ({ id: t.id, name: t.name })),
          periods: periodChoices(actor.dataVersion.asOf, actor.fiscalYearStart ?? 1),
        },
        fiscal_year_start: actor.fiscalYearStart ?? 1,
      },
      data: { as_of: actor.dataVersion.asOf, data_from: actor.dataVersion.dataFrom },
    };
  });

  registerRoute(app, logosRoute, async ({ actor }) => {
    const { firmbrands } = readFirmConfiguration(actor.firmConfiguration);
    return fromMarket(app, deps, actor, `configuration.logos|${JSON.stringify(firmbrands)}`, (market) =>
      firmLogos(market, firmbrands),
    );
  });
}

/** What `read` finds in the actor's market snapshot, cached under `key` for the actor's data version. */
function fromMarket<T>(
  app: FastifyInstance,
  deps: AppDeps,
  actor: Actor,
  key: string,
  read: (market: Kysely<MarketDB>) => Promise<T>,
): Promise<T> {
  const { version } = actor.dataVersion;
  return app.analyticsCache.wrapLoaded(version, key, async () => read(await deps.market.at(version)));
}
