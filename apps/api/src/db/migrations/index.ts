// The ordered list of migrations; add new ones at the end, never edit one that has shipped.
import type { Migration } from 'kysely';
import * as m0001 from './0001-market-and-portal.ts';
import * as m0002 from './0002-fact-indexes.ts';
import * as m0003 from './0003-rollups.ts';
import * as m0004 from './0004-auth-email-case.ts';
import * as m0005 from './0005-project-rollup.ts';
import * as m0006 from './0006-product-window-rollup.ts';
import * as m0007 from './0007-search-product-window-rollup.ts';
import * as m0008 from './0008-product-histograms.ts';
import * as m0009 from './0009-unused-event-indexes.ts';
import * as m0011 from './0011-covering-fact-indexes.ts';
import * as m0012 from './0012-brand-window-rollups.ts';
import * as m0013 from './0013-brand-covering-index.ts';
import * as m0015 from './0015-spec-value-rollup.ts';
import * as m0017 from './0017-point-map-places.ts';
import * as m0018 from './0018-saved-views-favourites.ts';
import * as m0019 from './0019-token-revocation.ts';
import * as m0020 from './0020-market-store.ts';
import * as m0021 from './0021-data-from.ts';

export const migrations: Record<string, Migration> = {
  '0001-market-and-portal': m0001,
  '0002-fact-indexes': m0002,
  '0003-rollups': m0003,
  '0004-auth-email-case': m0004,
  '0005-project-rollup': m0005,
  '0006-product-window-rollup': m0006,
  '0007-search-product-window-rollup': m0007,
  '0008-product-histograms': m0008,
  '0009-unused-event-indexes': m0009,
  '0011-covering-fact-indexes': m0011,
  '0012-brand-window-rollups': m0012,
  '0013-brand-covering-index': m0013,
  '0015-spec-value-rollup': m0015,
  '0017-point-map-places': m0017,
  '0018-saved-views-favourites': m0018,
  '0019-token-revocation': m0019,
  '0020-market-store': m0020,
  '0021-data-from': m0021,
};
