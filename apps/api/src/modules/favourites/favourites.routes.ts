// Favourites (/v2/favourites, issue 30): list, star, unstar; and their figures in the current filters.
import type { FastifyInstance } from 'fastify';
import {
  MAX_FAVOURITES_PER_USER,
  addFavouriteRoute,
  favouriteFiguresRoute,
  favouriteListRoute,
  messages,
  removeFavouriteRoute,
  type FavouriteKind,
} from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import type { MarketStore } from '../../db/market-store.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { favouriteFigures, marketItemExists } from './favourite-figures.queries.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.queries.ts';

/** A brand is starred on brand pages (brands permission), a product on product pages (products). */
const permissionOf = { brand: 'brands', product: 'products' } as const;
const mayHold = (actor: Actor, kind: FavouriteKind) => actor.permissions[permissionOf[kind]] === true;

export function favouriteRoutes(app: FastifyInstance, database: Database, market: MarketStore) {
  const db = database.db;

  const mine = async (actor: Actor) =>
    (await listFavourites(db, actor.userId)).filter((f) => mayHold(actor, f.kind));

  registerRoute(app, favouriteListRoute, async ({ actor }) => ({ favourites: await mine(actor) }));

  registerRoute(app, addFavouriteRoute, async ({ actor, body }) => {
    if (!mayHold(actor, body.kind)) throw forbidden(messages.accessLocked([permissionOf[body.kind]]));
    if (!(await marketItemExists(await market.at(actor.dataVersion.version), body.kind, body.id))) {
      throw notFound(
        body.kind === 'brand' ? messages.brandNotFound(body.id) : messages.productNotFound(body.id),
      );
    }
    if ((await addFavourite(db, actor.userId, body)) === 'full') {
      throw conflict(messages.tooManyFavourites(MAX_FAVOURITES_PER_USER));
    }
    return { kind: body.kind, id: body.id };
  });

  registerRoute(app, removeFavouriteRoute, async ({ actor, params, reply }) => {
    await removeFavourite(db, actor.userId, params);
    reply.code(204).send();
  });

  registerFigure(app, market, favouriteFiguresRoute, {
    subject: async ({ actor }) => {
      const favourites = await mine(actor);
      const ids = (kind: FavouriteKind) => favourites.filter((f) => f.kind === kind).map((f) => f.id);
      const [brandIds, productIds] = [ids('brand'), ids('product')];
      return { key: `b${brandIds.join(',')}|p${productIds.join(',')}`, brandIds, productIds };
    },
    compute: ({ scope, subject }) => favouriteFigures(scope, subject.brandIds, subject.productIds),
  });
}
