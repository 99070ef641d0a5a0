// One POST of a feed's file to its webhook: the connection goes only to addresses the policy allows (checked
// on the addresses DNS gives at this moment, in the socket's own lookup), TLS is checked against the system's
// authorities and the configured extra ones, and the answer's status (or the network error) is returned.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { addressAllowed, type WebhookPolicy } from './webhook-address.ts';

/** A webhook that has not answered by then is a network error (retried). */
const TIMEOUT_MS = 30_000;
/** The part of an error answer's body kept in the log. */
const REASON_CHARS = 300;

export interface WebhookAnswer {
  /** null: no answer (network error, refused address, timeout). */
  status: number | null;
  /** The error, or the start of a non-2xx answer's body. */
  error: string | null;
}

function guardedLookup(policy: WebhookPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, policy));
      if (refused || addresses.length === 0)
        return callback(
          Object.assign(new Error(`${hostname} resolves to a non-public address`), {
            code: 'EADDRNOTPUBLIC',
          }),
          '',
          0,
        );
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export function postToWebhook(
  url: URL,
  body: Buffer,
  headers: Record<string, string>,
  policy: WebhookPolicy & { ca?: string },
): Promise<WebhookAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        lookup: guardedLookup(policy),
        timeout: TIMEOUT_MS,
        ...(policy.ca ? { ca: [...rootCertificates, policy.ca] } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < REASON_CHARS) text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({ status, error: ok ? null : `HTTP ${status}: ${text.slice(0, REASON_CHARS).trim()}` });
        });
        res.on('error', (e) => resolve({ status: res.statusCode ?? null, error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (e) => resolve({ status: null, error: e.message }));
    req.end(body);
  });
}
