import { describe, expect, it } from 'vitest';
import { decodeSession } from './token-store.ts';

const user = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  avatar: '',
  is_admin: false,
  is_firm_admin: false,
  is_active: true,
  is_impersonate: false,
  user_id: 3,
  firm_name: 'Acme',
  firm_avatar: '',
  permissions: { brands: true },
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
const now = Date.UTC(2025, 0, 1);

describe('decodeSession', () => {
  it('reads the user of a current token', () => {
    const token = tokenOf({ user, exp: now / 1000 + 60 });
    expect(decodeSession(token, now)).toEqual({ token, user });
  });

  it('reads non-ASCII names', () => {
    const token = tokenOf({ user: { ...user, first_name: 'Zoë' } });
    expect(decodeSession(token, now)?.user.first_name).toBe('Zoë');
  });

  it('treats an inactive user, an expired token and garbage as signed out', () => {
    expect(decodeSession(tokenOf({ user: { ...user, is_active: false } }), now)).toBeNull();
    expect(decodeSession(tokenOf({ user, exp: now / 1000 - 1 }), now)).toBeNull();
    expect(decodeSession(tokenOf({ user: { first_name: 'x' } }), now)).toBeNull();
    expect(decodeSession('not-a-token', now)).toBeNull();
    expect(decodeSession('a.%%%.c', now)).toBeNull();
    expect(decodeSession(null, now)).toBeNull();
  });
});
