// An API key's secret: sp_ and 43 base64url characters of 32 random bytes. Stored only as its SHA-256: with that
// much entropy a fast hash cannot be guessed back, and every request can check a key without a slow hash.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@specpulse/contract';

/** How many characters of the secret lists show to tell keys apart (the prefix and 8 of the random part). */
const SHOWN = API_KEY_PREFIX.length + 8;

export const apiKeyHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, SHOWN), hash: apiKeyHash(secret) };
}
