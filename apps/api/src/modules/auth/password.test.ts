import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores argon2id hashes with the OWASP baseline cost', async () => {
    const stored = await hashPassword('s3cret');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 's3cret')).toBe(true);
    expect(await verifyPassword(stored, 'S3cret')).toBe(false);
  });

  it('never matches for an unknown account or a malformed stored hash', async () => {
    expect(await verifyPassword(null, 'no-such-account-dummy-password')).toBe(false);
    expect(await verifyPassword('not-a-real-hash', 'not-a-real-hash')).toBe(false);
  });
});
