// The advanced brand query's project filter alone: `npm run complex -w bench -- --scale demo [--brands 1,2,3,4]
// [--rounds 9]`. On a loaded bench snapshot (and its raw anchor copy, if made), the topbrands question over every
// category and 36 months is asked plainly, with a semi-join on the qualifying projects' ids (a bound list), and
// with the bit test the filter compiler writes, interleaved; each with the query's (A or B) and (C or D) set and
// with every second project (a set as large as a broad query's at large scale). Wall and process CPU time, p50.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DuckDBInstance, INTEGER, LIST, listValue, VARCHAR, type DuckDBConnection } from '@duckdb/node-api';
import { complexProjectBits } from '../apps/api/src/filters/complex.ts';
import { percentile } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    'data-dir': { type: 'string' },
    // The complex preset's brands on the demo set (the brand autocomplete's first four for 'a').
    brands: { type: 'string', default: '2735,7,1312,1148' },
    rounds: { type: 'string', default: '9' },
  },
});
const scale = args.scale ?? 'demo';
const folder = path.join(
  args['data-dir'] ?? path.join(tmpdir(), 'specpulse-bench', scale),
  `market-${scale}`,
);
const files = readdirSync(folder).filter((f) => f.endsWith('.duckdb'));
const snapshot = files.find((f) => !f.endsWith('.raw.duckdb'));
if (!snapshot) throw new Error(`no snapshot in ${folder}: run the bench first`);
const [a, b, c, d] = (args.brands ?? '').split(',').map(Number);
const rounds = Number(args.rounds);

const qualifying = `select project_id from (select project_id, bool_or(manufacturer_id = ${a}) f0,
    bool_or(manufacturer_id = ${b}) f1, bool_or(manufacturer_id = ${c}) f2, bool_or(manufacturer_id = ${d}) f3
  from spec_line where manufacturer_id in (${a}, ${b}, ${c}, ${d}) group by project_id) where (f0 or f1) and (f2 or f3)`;
const topBrands = (filter: string) => `select manufacturer_id,
    case when spec_date >= date '2023-10-01' then 'window' else 'previous' end as w, count(*), sum(quantity)
  from spec_line where spec_date between date '2020-10-01' and date '2026-09-30' and not is_open_spec ${filter}
  group by 1, 2`;
const variants = [
  { name: 'plain scan', text: topBrands(''), bind: 'none' },
  { name: 'semi-join on the id list', text: topBrands('and project_id = any($1::int[])'), bind: 'list' },
  {
    name: 'bit test',
    text: topBrands('and get_bit((select cast($1 as bit)), project_id) = 1'),
    bind: 'bits',
  },
] as const;

async function run(
  db: DuckDBConnection,
  text: string,
  bind: 'none' | 'list' | 'bits',
  ids: number[],
  bits: string,
) {
  if (bind === 'none') return db.runAndReadAll(text);
  const statement = await db.prepare(text);
  try {
    if (bind === 'list') statement.bind([listValue(ids)], [LIST(INTEGER)]);
    else statement.bind([bits], [VARCHAR]);
    return await statement.runAndReadAll();
  } finally {
    statement.destroySync();
  }
}

for (const file of [snapshot, files.find((f) => f.endsWith('.raw.duckdb'))]) {
  if (!file) continue;
  const instance = await DuckDBInstance.create(path.join(folder, file), { access_mode: 'READ_ONLY' });
  const db = await instance.connect();
  const last = Number((await db.runAndReadAll('select max(project_id) from spec_line')).getRowsJS()[0]?.[0]);
  for (const [set, query] of [
    ['the query', qualifying],
    ['every second project', 'select id from project where id % 2 = 0'],
  ] as const) {
    const ids = (await db.runAndReadAll(query)).getRowsJS().map((r) => Number(r[0]));
    const bits = complexProjectBits(ids, last);
    const wall = new Map<string, number[]>();
    const cpu = new Map<string, number[]>();
    const lines = new Map<string, number>();
    for (let round = 0; round < rounds + 1; round++) {
      for (const v of variants) {
        const started = performance.now();
        const usage = process.cpuUsage();
        const rows = (await run(db, v.text, v.bind, ids, bits)).getRowsJS();
        const used = process.cpuUsage(usage);
        // The first round warms the file's blocks and the plans.
        if (round === 0) continue;
        wall.set(v.name, [...(wall.get(v.name) ?? []), performance.now() - started]);
        cpu.set(v.name, [...(cpu.get(v.name) ?? []), (used.user + used.system) / 1000]);
        lines.set(
          v.name,
          rows.reduce((n, r) => n + Number(r[2]), 0),
        );
      }
    }
    console.log(`${file}, ${set} (${ids.length} of ${last} project ids):`);
    for (const v of variants) {
      const p50 = (m: Map<string, number[]>) => (percentile(m.get(v.name) ?? [], 50) ?? 0).toFixed(0);
      console.log(
        `  ${v.name.padEnd(26)} wall p50 ${p50(wall).padStart(5)} ms, CPU p50 ${p50(cpu).padStart(5)} ms, ${lines.get(v.name)} lines`,
      );
    }
  }
  db.closeSync();
  instance.closeSync();
}
