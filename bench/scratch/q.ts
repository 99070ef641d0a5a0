import path from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { openBenchDatabase } from '../database.ts';
import { percentile } from '../measure.ts';
const bench = await openBenchDatabase({ scale: 'demo', seed: 1, end: '2026-09-30', dataDir: path.join(tmpdir(), 'specpulse-bench', 'demo'), reuse: true, log: console.log });
const db = bench.database.db;
async function time(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await fn();
  const a: number[] = [];
  for (let i = 0; i < 300; i++) { const t = performance.now(); await fn(); a.push(performance.now() - t); }
  console.log(name, 'p50', percentile(a, 50)!.toFixed(3), 'p95', percentile(a, 95)!.toFixed(3));
}
await time('select 1', () => sql`select 1`.execute(db));
await time('auth', () => db.selectFrom('app_user as u').innerJoin('firm as f', 'f.id', 'u.firm_id')
      .leftJoin('app_user as a', (join) => join.on('a.id', '=', -1))
      .leftJoin('data_version as dv', (join) => join.on('dv.id', '=', 1))
      .select(['u.id', 'u.email', 'u.is_admin', 'u.is_active', 'u.firm_id', 'f.configuration'])
      .select(['a.is_active as imp_active', 'a.is_admin as imp_admin'])
      .select(sql<string>`cast(f.updated_at as text)`.as('firm_revision'))
      .select(['dv.version', 'dv.as_of'])
      .select(sql`(select data_version from rollup_build where id = 1)`.as('rollup_version'))
      .select(sql`(select row_counts from rollup_build where id = 1)`.as('row_counts'))
      .where('u.id', '=', 1).executeTakeFirst());
await bench.database.close();
