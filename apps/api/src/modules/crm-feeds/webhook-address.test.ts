// The webhook address rules: public addresses only, loopback only under the test and development setting.
import { describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { AppError } from '../../errors.ts';
import { addressAllowed, checkWebhookHost, parseWebhookUrl } from './webhook-address.ts';

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

describe('webhook addresses', () => {
  it('refuses private, loopback, link-local, unique-local and mapped private addresses', () => {
    for (const a of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '::ffff:7f00:1',
    ])
      expect(addressAllowed(a, strict), a).toBe(false);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:808:808'])
      expect(addressAllowed(a, strict), a).toBe(true);
  });

  it('lets loopback through only under the setting, never the private ranges', () => {
    expect(addressAllowed('127.0.0.1', local)).toBe(true);
    expect(addressAllowed('::1', local)).toBe(true);
    expect(addressAllowed('10.0.0.1', local)).toBe(false);
    expect(addressAllowed('169.254.169.254', local)).toBe(false);
  });

  it('takes https, and http to this machine only under the setting', () => {
    expect(parseWebhookUrl('https://example.com/hook', strict)).toBeInstanceOf(URL);
    for (const url of ['http://localhost:8080/hook', 'http://127.0.0.1/hook', 'http://example.com/', 'x'])
      expect((parseWebhookUrl(url, strict) as AppError).message).toBe(messages.crmFeedUrlNotHttps);
    expect(parseWebhookUrl('http://localhost:8080/hook', local)).toBeInstanceOf(URL);
    expect(parseWebhookUrl('http://127.0.0.1/hook', local)).toBeInstanceOf(URL);
    expect((parseWebhookUrl('http://example.com/', local) as AppError).status).toBe(400);
  });

  it('checks every address a host resolves to', async () => {
    expect((await checkWebhookHost(new URL('https://localhost/'), strict))?.message).toBe(
      messages.crmFeedUrlPrivate('localhost'),
    );
    expect(await checkWebhookHost(new URL('https://localhost/'), local)).toBeNull();
    expect((await checkWebhookHost(new URL('https://[fe80::1]/'), local))?.status).toBe(400);
  });
});
