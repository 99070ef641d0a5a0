// The downloading user of bench/exports.ts, in a process of its own: POSTs the export it is sent to with
// the bearer token, counts the answer's bytes without keeping them and answers with the count and status.
import http from 'node:http';

process.once('message', ({ url, token }: { url: string; token: string }) => {
  const request = http.request(
    url,
    { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
    (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => process.send?.({ bytes, status: res.statusCode ?? 0 }));
      res.on('error', (e) => {
        console.error(e.message);
        process.exit(1);
      });
    },
  );
  request.on('error', (e) => {
    console.error(e.message);
    process.exit(1);
  });
  request.end('{}');
});
