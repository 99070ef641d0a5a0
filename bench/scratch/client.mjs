const [base, token, url, n] = process.argv.slice(2);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
async function once() { const t = performance.now(); const r = await fetch(base + url, { method: 'POST', headers, body: '{}' }); const b = await r.arrayBuffer(); return performance.now() - t; }
for (let i = 0; i < 200; i++) await once();
const a = []; for (let i = 0; i < Number(n); i++) a.push(await once());
a.sort((x, y) => x - y); const p = (q) => a[Math.ceil(q / 100 * a.length) - 1].toFixed(2);
console.log(url, 'client(sep) p50', p(50), 'p95', p(95), 'max', p(100));
