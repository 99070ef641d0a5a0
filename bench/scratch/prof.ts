// scratch: where a cached hit spends its time (not committed)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { demoAccounts } from '../../apps/api/src/data/demo-accounts.ts';
import { signToken } from '../../apps/api/src/modules/auth/token.ts';
import { loadTokenUser } from '../../apps/api/src/modules/auth/user-object.ts';
import { openBenchDatabase } from '../database.ts';
import { percentile } from '../measure.ts';

const url = process.argv[2] ?? '/v2/analytics/product/topproducts?limit=1000';
const n = Number(process.argv[3] ?? 300);
const bench = await openBenchDatabase({ scale: 'demo', seed: 1, end: '2026-09-30', dataDir: path.join(tmpdir(), 'specpulse-bench', 'demo'), reuse: true, log: console.log });
const secret = randomBytes(32);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_SCALE: 'none' }), database: bench.database, jwtSecret: secret, logger: false });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const addr = app.server.address() as { port: number };
const server: number[] = [];
app.server.on('request', (_req, res) => { const t = performance.now(); res.on('finish', () => server.push(performance.now() - t)); });
const user = await loadTokenUser(bench.database.db, demoAccounts.admin.userId);
const token = await signToken(secret, { user: user! });
if (process.env.SERVE_ONLY) { console.log(`port ${addr.port} token ${token}`); await new Promise(() => {}); }
const base = `http://127.0.0.1:${addr.port}`;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
import http from 'node:http';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function lean(): Promise<{ ms: number; len: number; status: number }> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = http.request(base + url, { method: 'POST', headers, agent }, (res) => {
      let len = 0;
      res.on('data', (c: Buffer) => (len += c.length));
      res.on('end', () => resolve({ ms: performance.now() - t, len, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}
async function once() { if (process.env.LEAN) return lean(); const t = performance.now(); const r = await fetch(base + url, { method: 'POST', headers, body: '{}' }); const b = await r.arrayBuffer(); return { ms: performance.now() - t, len: b.byteLength, status: r.status }; }
for (let i = 0; i < 200; i++) await once();
server.length = 0;
import inspector from 'node:inspector/promises';
const session = new inspector.Session(); session.connect();
if (process.env.ALLOC) await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
const client: number[] = [];
let len = 0;
for (let i = 0; i < n; i++) { const r = await once(); client.push(r.ms); len = r.len; }
if (process.env.ALLOC) { const { profile } = (await session.post('HeapProfiler.stopSampling')) as any; (await import('node:fs')).writeFileSync('/tmp/alloc.json', JSON.stringify(profile)); }
const f = (a: number[]) => `p50 ${percentile(a, 50)!.toFixed(2)} p95 ${percentile(a, 95)!.toFixed(2)} max ${Math.max(...a).toFixed(2)}`;
console.log(`${url} ${len} bytes: client ${f(client)} | server ${f(server)}`);
await app.close(); await bench.database.close();
