// Administration routes (is_admin through the guard): firms, firm configuration, categories, sessions.
import type { FastifyInstance } from 'fastify';
import {
  availableRoute,
  firmConfigurationRoute,
  firmListRoute,
  saveFirmConfigurationRoute,
  sessionsRoute,
  type FirmConfigurationData,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { categoryOptions } from '../configuration/configuration.queries.ts';
import { emptyFirmConfiguration } from '../configuration/firm-configuration.ts';
import {
  findFirm,
  firmList,
  saveFirmConfiguration,
  sessionActivity,
  type StoredFirm,
} from './admin.queries.ts';
import { validateFirmConfiguration } from './firm-validation.ts';
import { impersonationRoutes } from './impersonation.routes.ts';
import { userRoutes } from './users.routes.ts';

export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  registerRoute(app, firmListRoute, async () => firmList(db));

  registerRoute(app, firmConfigurationRoute, async ({ params }) => {
    const firm = await findFirm(db, params.firmId);
    // An unknown firm id opens an empty configuration: that is how an admin adds a firm.
    return firmData(
      firm ?? {
        id: params.firmId,
        name: `Firm ${params.firmId}`,
        configuration: emptyFirmConfiguration(),
        revision: null,
        fiscalYearStart: 1,
      },
      !firm,
    );
  });

  registerRoute(app, saveFirmConfigurationRoute, async ({ actor, params, body }) => {
    const configuration = await validateFirmConfiguration(
      await deps.market.at(actor.dataVersion.version),
      body,
    );
    const saved = await saveFirmConfiguration(db, {
      actor,
      firmId: params.firmId,
      name: body.name,
      configuration,
      expectedRevision: body.revision,
      fiscalYearStart: body.fiscal_year_start,
    });
    // Permissions and categories apply from each user's next request, in every API process.
    await app.authChanged();
    return firmData(saved, false);
  });

  registerRoute(app, availableRoute, async ({ actor }) => ({
    filters: await categoryOptions(await deps.market.at(actor.dataVersion.version)),
  }));

  registerRoute(app, sessionsRoute, async () => sessionActivity(db));

  impersonationRoutes(app, deps);
  userRoutes(app, deps);
}

function firmData(firm: StoredFirm, isNew: boolean): FirmConfigurationData {
  return {
    data: {
      configuration: firm.configuration,
      defaults: {
        filters: {
          categories: firm.configuration.defaultcategories,
          subCategories: firm.configuration.defaultsubcategories,
        },
      },
      firm: {
        firm_id: firm.id,
        name: firm.name,
        is_new: isNew,
        revision: firm.revision,
        fiscal_year_start: firm.fiscalYearStart,
      },
    },
  };
}
