// What a start finds: the demo data set loaded into an empty portal (printing each stage), or the data version
// the portal records with its market snapshot opened; anything else stops the start with a StartError.
import type { Database } from '../db/connection.ts';
import { SnapshotUnavailableError, type MarketStore } from '../db/market-store.ts';
import { loadDataSet, type LoadOptions, type LoadSummary } from './load.ts';
import { StartError } from './start-error.ts';
import type { Scale } from '@specpulse/demo-data';

/** What a first start should expect (measured on 2 cores: docs/data.md). */
const expectedTime: Record<Scale, string> = {
  tiny: 'a few seconds',
  demo: 'under a minute',
  large: 'several minutes',
};

interface RecordedVersion {
  version: string;
  as_of: string;
  scale: string;
  seed: number;
}

/** Opens the current snapshot, so a missing or damaged one stops the start instead of failing every page. */
async function openCurrentSnapshot(market: MarketStore, loaded: RecordedVersion): Promise<void> {
  try {
    await market.at(loaded.version);
  } catch (e) {
    if (!(e instanceof SnapshotUnavailableError)) throw e;
    const rewrite = `npm run data -- --scale ${loaded.scale} --seed ${loaded.seed} --end ${loaded.as_of} --market-only`;
    throw new StartError(
      `the market snapshot ${e.file} of data version ${loaded.version} cannot be read (${e.reason}): set MARKET_DB (or DATA_DIR) to the folder that holds it, or write it again with \`${rewrite}\``,
    );
  }
}

/**
 * Demo data is loaded only into an empty portal (no data version and no users); `scale` 'none' loads nothing.
 * `opts.portalReady`: the portal database is still being created (a first start on an empty data folder, so
 * nothing is loaded yet); the market is generated meanwhile and the load writes the portal once it settles.
 */
export async function ensureDemoData(
  database: Database,
  market: MarketStore,
  scale: Scale | 'none',
  opts: Omit<LoadOptions, 'scale'> & { log?: (line: string) => void } = {},
): Promise<LoadSummary | null> {
  if (!opts.portalReady) {
    const loaded = await database.db
      .selectFrom('data_version')
      .select(['version', 'as_of', 'scale', 'seed'])
      .executeTakeFirst();
    if (loaded) {
      await openCurrentSnapshot(market, loaded);
      return null;
    }
    const users = await database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const count = Number(users.count);
    if (count > 0 && scale !== 'none')
      throw new StartError(
        `the portal database holds ${count} user${count === 1 ? '' : 's'} but no data version (a data load did not finish): load the data with \`npm run data -- --scale ${scale}\` (it asks before replacing users it did not create), or start with DEMO_SCALE=none to serve without market data`,
      );
  }
  if (scale === 'none') return null;
  const log = opts.log ?? ((line: string) => console.log(line));
  log(
    `specpulse: no data loaded yet; loading the demo data set at scale ${scale} (${database.kind} database; takes ${expectedTime[scale]} once)…`,
  );
  const summary = await loadDataSet(database, market, {
    ...opts,
    scale,
    onProgress: (stage, ms, cpuMs) => {
      log(`specpulse:   ${stage}: ${(ms / 1000).toFixed(1)} s`);
      opts.onProgress?.(stage, ms, cpuMs);
    },
  });
  const rows = (summary.rows.spec_line ?? 0).toLocaleString('en-US');
  const events = (summary.rows.user_event ?? 0).toLocaleString('en-US');
  log(
    `specpulse: loaded ${rows} spec lines and ${events} events as of ${summary.asOf} in ${(summary.totalMs / 1000).toFixed(1)} s`,
  );
  return summary;
}
