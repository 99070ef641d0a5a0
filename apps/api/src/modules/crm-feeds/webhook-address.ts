// Where a feed may post: an https URL whose host resolves to public addresses only, so a feed cannot be
// pointed at the portal's own network (internal services, cloud metadata). Checked when the feed is made and
// again at each send, on the very addresses the connection then uses (DNS may have changed since).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { messages } from '@specpulse/contract';
import { badRequest, type AppError } from '../../errors.ts';

/** What the checks are told: the test and development setting that lets a webhook on this machine through. */
export interface WebhookPolicy {
  allowLoopback: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Not public: unspecified, private, shared (CGNAT), loopback, link-local, multicast and reserved ranges. */
const notPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  notPublic.addSubnet(net, bits, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, or ::ffff:a00:1 as URLs write it) is checked as IPv4. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return { address: dotted[1]!, family: 'ipv4' };
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether the feed may connect to `address`. */
export function addressAllowed(address: string, policy: WebhookPolicy): boolean {
  const a = plain(address);
  if (policy.allowLoopback && loopback.check(a.address, a.family)) return true;
  return !notPublic.check(a.address, a.family);
}

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL, when its scheme may be used: https, or http to this machine under the loopback setting. */
export function parseWebhookUrl(text: string, policy: WebhookPolicy): URL | AppError {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return badRequest(messages.crmFeedUrlNotHttps);
  }
  if (url.protocol === 'https:') return url;
  const host = hostOf(url);
  const local =
    isLocalName(host) || (isIP(host) !== 0 && loopback.check(plain(host).address, plain(host).family));
  if (url.protocol === 'http:' && policy.allowLoopback && local) return url;
  return badRequest(messages.crmFeedUrlNotHttps);
}

/** Every address the host resolves to, each allowed; else the error saying why (400, the catalogue's words). */
export async function checkWebhookHost(url: URL, policy: WebhookPolicy): Promise<AppError | null> {
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return badRequest(messages.crmFeedUrlUnresolved(host));
  }
  if (addresses.length === 0) return badRequest(messages.crmFeedUrlUnresolved(host));
  return addresses.every((a) => addressAllowed(a, policy))
    ? null
    : badRequest(messages.crmFeedUrlPrivate(host));
}
