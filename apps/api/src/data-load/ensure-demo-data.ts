// Loads the demo data set on first start (when no data version is recorded yet), printing each stage.
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';
import type { MarketStore } from '../db/market-store.ts';
import { loadDataSet, type LoadOptions, type LoadSummary } from './load.ts';
import type { Scale } from '@specpulse/demo-data';

/** What a first start should expect (measured on 2 cores: docs/data.md). */
const expectedTime: Record<Scale, string> = {
  tiny: 'a few seconds',
  demo: 'under a minute',
  large: 'several minutes',
};

/**
 * A version loaded before data_from was recorded: the first month of its spec lines (the loads start on a
 * month's first day), read from its snapshot, so growth over uncovered windows shows as '—' there too.
 */
async function recordDataFrom(database: Database, market: MarketStore, version: string): Promise<void> {
  const db = await market.at(version);
  const { rows } = await sql<{ first: string | null }>`
    select strftime(date_trunc('month', min(spec_date)), '%Y-%m-%d') as first from spec_line`.execute(db);
  const first = rows[0]?.first;
  if (first) await database.db.updateTable('data_version').set({ data_from: first }).execute();
}

/**
 * `opts.portalReady`: the portal database is still being created (a first start on an empty data folder, so
 * nothing is loaded yet); the market is generated meanwhile and the load writes the portal once it settles.
 */
export async function ensureDemoData(
  database: Database,
  market: MarketStore,
  scale: Scale,
  opts: Omit<LoadOptions, 'scale'> & { log?: (line: string) => void } = {},
): Promise<LoadSummary | null> {
  const loaded = opts.portalReady
    ? undefined
    : await database.db.selectFrom('data_version').select(['version', 'data_from']).executeTakeFirst();
  // Loaded when the version is recorded and its market snapshot is there (a copied portal database without
  // the snapshot loads again).
  const file = loaded ? market.fileOf(loaded.version) : null;
  if (loaded && (file === null || existsSync(file))) {
    if (loaded.data_from === null) await recordDataFrom(database, market, loaded.version);
    return null;
  }
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
