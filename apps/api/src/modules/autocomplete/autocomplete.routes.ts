// GET /v2/autocomplete/brand/, /product/, /category/: the name pickers of the filters and choosers.
import type { FastifyInstance } from 'fastify';
import {
  brandAutocompleteRoute,
  categoryAutocompleteRoute,
  productAutocompleteRoute,
  type AutocompleteQuery,
} from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import { loadDimensions, readDataVersion } from '../../filters/dimensions.ts';
import { firmFilterScope } from '../../filters/firm-scope.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { brandAutocomplete, categoryAutocomplete, productAutocomplete } from './autocomplete.queries.ts';

export function autocompleteRoutes(app: FastifyInstance, database: Database) {
  // Brand and product names are the same for everyone: many users typing the same prefix share one query.
  const cached = async <T>(
    kind: string,
    actor: Actor,
    query: AutocompleteQuery,
    compute: () => Promise<T>,
  ) => {
    const { version } = actor.dataVersion ?? (await readDataVersion(database));
    return app.analyticsCache.wrapLoaded(version, `autocomplete.${kind}|${JSON.stringify(query)}`, compute);
  };

  registerRoute(app, brandAutocompleteRoute, async ({ actor, query }) =>
    cached('brand', actor, query, () => brandAutocomplete(database.db, query)),
  );
  registerRoute(app, productAutocompleteRoute, async ({ actor, query }) =>
    cached('product', actor, query, () => productAutocomplete(database.db, query)),
  );
  registerRoute(app, categoryAutocompleteRoute, async ({ actor, query }) => {
    const scope = firmFilterScope(actor, await loadDimensions(database, actor.dataVersion));
    return categoryAutocomplete(database.db, query, scope.categories);
  });
}
