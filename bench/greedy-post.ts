// One POST of the greedy benchmark with an empty filter payload, timed until its last byte.
export async function post(base: string, url: string, token: string) {
  const started = performance.now();
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}
