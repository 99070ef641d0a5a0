// Loads the demo data set on first start (when no data version is recorded yet), printing each stage.
import { existsSync } from 'node:fs';
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

export async function ensureDemoData(
  database: Database,
  market: MarketStore,
  scale: Scale,
  opts: Omit<LoadOptions, 'scale'> & { log?: (line: string) => void } = {},
): Promise<LoadSummary | null> {
  const loaded = await database.db.selectFrom('data_version').select('version').executeTakeFirst();
  // Loaded when the version is recorded and its market snapshot is there (a copied portal database without
  // the snapshot loads again).
  const file = loaded ? market.fileOf(loaded.version) : null;
  if (loaded && (file === null || existsSync(file))) return null;
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
