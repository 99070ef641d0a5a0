// GET /v2/autocomplete/brand/, /product/, /category/: the name pickers of the filters and choosers.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MarketDB } from '../../db/market-schema.ts';
import {
  brandAutocompleteRoute,
  categoryAutocompleteRoute,
  productAutocompleteRoute,
  type AutocompleteQuery,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { loadDimensions } from '../../filters/dimensions.ts';
import { firmFilterScope } from '../../filters/firm-scope.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { brandAutocomplete, categoryAutocomplete, productAutocomplete } from './autocomplete.queries.ts';

export function autocompleteRoutes(app: FastifyInstance, market: MarketStore) {
  // Brand and product names are the same for everyone: many users typing the same prefix share one query.
  const cached = async <T>(
    kind: string,
    actor: Actor,
    query: AutocompleteQuery,
    compute: (db: Kysely<MarketDB>) => Promise<T>,
  ) => {
    const { version } = actor.dataVersion;
    const db = await market.at(version);
    return app.analyticsCache.wrapLoaded(version, `autocomplete.${kind}|${JSON.stringify(query)}`, () =>
      compute(db),
    );
  };

  registerRoute(app, brandAutocompleteRoute, async ({ actor, query }) =>
    cached('brand', actor, query, (db) => brandAutocomplete(db, query)),
  );
  registerRoute(app, productAutocompleteRoute, async ({ actor, query }) =>
    cached('product', actor, query, (db) => productAutocomplete(db, query)),
  );
  registerRoute(app, categoryAutocompleteRoute, async ({ actor, query }) => {
    const scope = firmFilterScope(actor, await loadDimensions(market, actor.dataVersion));
    return categoryAutocomplete(await market.at(actor.dataVersion.version), query, scope.categories);
  });
}
