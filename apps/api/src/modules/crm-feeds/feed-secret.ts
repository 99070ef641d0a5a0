// A feed's signing secret: made once and shown once; kept encrypted (AES-256-GCM) under a key derived from the
// token secret, since the server itself signs with it (a hash would not do). A database copy alone does not
// give the secrets away; changing JWT_SECRET makes the feeds' secrets unreadable (each then needs making again).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const keyOf = (tokenSecret: Uint8Array) =>
  Buffer.from(hkdfSync('sha256', tokenSecret, Buffer.alloc(0), 'specpulse crm-feed secret', 32));

export const newFeedSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function encryptFeedSecret(tokenSecret: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(tokenSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptFeedSecret(tokenSecret: Uint8Array, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not an encrypted feed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(tokenSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`. */
export function signFeedBody(secret: string, timestamp: string, body: Buffer): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `sha256=${mac}`;
}
