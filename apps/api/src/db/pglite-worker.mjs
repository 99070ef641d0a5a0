// Worker thread that owns the embedded PGlite database, so a slow query never blocks the API's event loop.
// Plain JavaScript on purpose: it is loaded by Node, tsx and Vitest alike without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

let db;

async function open() {
  if (workerData.dataDir) mkdirSync(workerData.dataDir, { recursive: true });
  // Same value types as the pg driver is configured for: int8/numeric as numbers, dates as 'YYYY-MM-DD'.
  const parsers = { 20: Number, 1700: Number, 1082: (v) => v };
  // wal_level minimal: nothing replicates from this engine, and rows COPYed into a table emptied in the same
  // transaction (data loads) then skip the WAL, several times faster (docs/data.md). Startup settings, so a
  // RESET returns to them.
  const startParams = [
    ...PGlite.defaultStartParams,
    ...['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'],
    ...['-c', 'work_mem=32MB', '-c', 'TimeZone=UTC'],
  ];
  db = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    // A folder dumped earlier (dumpDataDir): the engine starts from it instead of creating a database.
    ...(workerData.loadDataDir ? { loadDataDir: new Blob([readFileSync(workerData.loadDataDir)]) } : {}),
    parsers,
    startParams,
  });
}

const ready = open();

parentPort.on('message', async (msg) => {
  try {
    await ready;
    if (msg.type === 'query') {
      const res = await db.query(msg.sql, msg.params, { rowMode: 'object' });
      parentPort.postMessage({ id: msg.id, ok: true, rows: res.rows, affectedRows: res.affectedRows ?? 0 });
    } else if (msg.type === 'exec') {
      // A script of several statements (the job queue's schema changes); the last statement's rows answer.
      const results = await db.exec(msg.sql);
      const last = results.at(-1);
      parentPort.postMessage({
        id: msg.id,
        ok: true,
        rows: last?.rows ?? [],
        affectedRows: last?.affectedRows ?? 0,
      });
    } else if (msg.type === 'copy') {
      const blob = new Blob([msg.data]);
      await db.query(msg.sql, [], { blob });
      parentPort.postMessage({ id: msg.id, ok: true, rows: [], affectedRows: 0 });
    } else if (msg.type === 'dump') {
      const data = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id: msg.id, ok: true, rows: [], affectedRows: 0, data }, [data.buffer]);
    } else if (msg.type === 'close') {
      await db.close();
      parentPort.postMessage({ id: msg.id, ok: true, rows: [], affectedRows: 0 });
    }
  } catch (err) {
    parentPort.postMessage({
      id: msg.id,
      ok: false,
      error: { message: err?.message ?? String(err), code: err?.code, detail: err?.detail },
    });
  }
});

ready.catch((err) => {
  parentPort.postMessage({ id: 0, ok: false, fatal: true, error: { message: err?.message ?? String(err) } });
});
