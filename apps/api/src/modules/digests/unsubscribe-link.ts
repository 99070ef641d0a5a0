// The digest email's one-click unsubscribe link: the subscription and an expiry signed with the portal's
// secret (HMAC-SHA256), so it works without a sign-in and a changed or old link is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to reach the reader of a monthly digest that waited in an inbox. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const mac = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`digest-unsubscribe:${payload}`).digest('base64url');

export function signUnsubscribe(secret: Uint8Array, subscriptionId: number, now = Date.now()): string {
  const payload = `${subscriptionId}.${Math.floor(now / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type UnsubscribeCheck =
  { ok: true; subscriptionId: number } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUnsubscribe(secret: Uint8Array, token: string, now = Date.now()): UnsubscribeCheck {
  const m = /^([1-9][0-9]{0,8})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: 'invalid' };
  const [, id, expiry, given] = m as unknown as [string, string, string, string];
  const wanted = Buffer.from(mac(secret, `${id}.${expiry}`));
  if (!timingSafeEqual(Buffer.from(given), wanted)) return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, subscriptionId: Number(id) };
}
