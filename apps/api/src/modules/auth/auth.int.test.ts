import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { loginResponseSchema, tokenClaimsSchema } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { LOGIN_ADDRESS_LIMIT } from './login-throttle.ts';
import { hashPassword } from './password.ts';

const PASSWORD = 'correct horse battery';
const unauthorizedBody = { error: { status: 401, message: 'email or password is incorrect' } };
const tooManyBody = { error: { status: 429, message: 'too many requests' } };

describe('POST /v2/auth/login', () => {
  let t: TestApp;
  let userId: number;
  let passwordHash: string;
  let address = 0;
  /** Each test signs in from its own client address, so the throttle of one does not leak into another. */
  const freshAddress = () => `10.0.0.${++address}`;

  const login = (body: Record<string, unknown>, remoteAddress = '10.9.9.9') =>
    t.app.inject({ method: 'POST', url: '/v2/auth/login', payload: body, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp();
    passwordHash = await hashPassword(PASSWORD);
    ({ userId } = await createFirmUser(t.testDb.database.db, {
      email: 'Pat.Brand@Example.com',
      passwordHash,
      configuration: firmConfiguration({ permissions: { brands: true, mybrands: true } }),
    }));
    await createFirmUser(t.testDb.database.db, { email: 'gone@example.com', passwordHash, isActive: false });
    await createFirmUser(t.testDb.database.db, { email: 'nohash@example.com' });
  });
  afterAll(async () => t?.close());

  it('returns a signed token carrying the user object, valid 8 hours', async () => {
    const res = await login({ email: 'pat.brand@example.com', password: PASSWORD }, freshAddress());
    expect(res.statusCode).toBe(200);
    const { token } = loginResponseSchema.parse(res.json());
    const claims = tokenClaimsSchema.parse(decodeJwt(token));
    expect(claims.user).toMatchObject({
      user_id: userId,
      first_name: 'Test',
      is_active: true,
      is_admin: false,
      is_impersonate: false,
      permissions: { brands: true, mybrands: true },
    });
    expect(claims.imp).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });

  it('signs a 30-day token with remember', async () => {
    const res = await login(
      { email: 'pat.brand@example.com', password: PASSWORD, remember: true },
      freshAddress(),
    );
    const claims = tokenClaimsSchema.parse(decodeJwt(loginResponseSchema.parse(res.json()).token));
    expect(claims.exp! - claims.iat!).toBe(30 * 24 * 3600);
  });

  it('matches emails case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ email: '  PAT.BRAND@EXAMPLE.COM ', password: PASSWORD }, freshAddress());
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown email, an inactive user and a bad stored hash identically', async () => {
    const attempts = [
      { email: 'pat.brand@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: 'gone@example.com', password: PASSWORD },
      { email: 'nohash@example.com', password: 'not-a-real-hash' },
      { email: '', password: '' },
    ];
    for (const body of attempts) {
      const res = await login(body, freshAddress());
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json()).toEqual(unauthorizedBody);
    }
  });

  it('refuses the 11th attempt within a minute for one email, from any address, even with the right password', async () => {
    await createFirmUser(t.testDb.database.db, { email: 'target@example.com', passwordHash });
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: 'target@example.com', password: `guess-${i}` }, freshAddress());
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'Target@example.com', password: PASSWORD }, freshAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooManyBody);
    // Other accounts are not affected.
    expect(
      (await login({ email: 'pat.brand@example.com', password: PASSWORD }, freshAddress())).statusCode,
    ).toBe(200);
  });

  it("lets a correct password in from an address strangers failed from, up to the address's ceiling", async () => {
    // Ten people behind one NAT mistype their own emails: a colleague there still signs in.
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: `spray-${i}@example.com`, password: 'x' }, address);
      expect(res.statusCode).toBe(401);
    }
    expect((await login({ email: 'pat.brand@example.com', password: PASSWORD }, address)).statusCode).toBe(
      200,
    );
    // Credential stuffing: many accounts from one address reach the ceiling, then even a right password waits.
    const stuffing = await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_LIMIT }, (_, i) =>
        login({ email: `stuffed-${i}@example.com`, password: 'x' }, address),
      ),
    );
    const statuses = stuffing.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ADDRESS_LIMIT - 10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const blocked = await login({ email: 'pat.brand@example.com', password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooManyBody);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(
      (await login({ email: 'pat.brand@example.com', password: PASSWORD }, freshAddress())).statusCode,
    ).toBe(200);
  });

  it('lets at most 10 of 100 concurrent guesses reach the password check, the right one included', async () => {
    await createFirmUser(t.testDb.database.db, { email: 'burst@example.com', passwordHash });
    const address = freshAddress();
    // The right password sits at the end of the burst: it must not slip through once the limit is taken.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login({ email: 'burst@example.com', password: i === 99 ? PASSWORD : `guess-${i}` }, address),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    expect(answers[99]!.statusCode).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const address = freshAddress();
    for (let i = 0; i < 12; i++) {
      expect((await login({ email: 'pat.brand@example.com', password: PASSWORD }, address)).statusCode).toBe(
        200,
      );
    }
  });

  it('rejects a body that is not an email and password with 400', async () => {
    const res = await login({ email: 'pat.brand@example.com' }, freshAddress());
    expect(res.statusCode).toBe(400);
  });
});
