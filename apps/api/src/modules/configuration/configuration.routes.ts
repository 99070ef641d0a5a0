// GET /v2/configuration and /v2/configuration/logos: what the signed-in user's firm may see.
import type { FastifyInstance } from 'fastify';
import { configurationRoute, logosRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { unauthorized } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { loadTokenUser } from '../auth/user-object.ts';
import { defaultFilters, firmFilterOptions, firmLogos } from './configuration.queries.ts';
import { readFirmConfiguration } from './firm-configuration.ts';

export function configurationRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  registerRoute(app, configurationRoute, async ({ actor }) => {
    const config = readFirmConfiguration(actor.firmConfiguration);
    const [user, filters] = await Promise.all([
      loadTokenUser(db, actor.userId, actor.impersonatorId !== null),
      firmFilterOptions(await deps.market.at(actor.dataVersion.version), config),
    ]);
    if (!user) throw unauthorized();
    const flag = (name: string) => config.hasfeature[name] === true;
    return {
      defaults: { filters: defaultFilters(config) },
      // The firm's permissions as stored now, the same ones the guard enforces.
      user: { ...user, permissions: actor.permissions },
      configuration: {
        can_export: flag('export'),
        can_savefilters: flag('savefilters'),
        can_favorite: flag('favorite'),
        permissions: actor.permissions,
        hasfeature: config.hasfeature,
        filters,
      },
      data: { as_of: actor.dataVersion.asOf, data_from: actor.dataVersion.dataFrom },
    };
  });

  registerRoute(app, logosRoute, async ({ actor }) =>
    firmLogos(
      await deps.market.at(actor.dataVersion.version),
      readFirmConfiguration(actor.firmConfiguration).firmbrands,
    ),
  );
}
