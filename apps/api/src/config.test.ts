import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe('./data');
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ MARKET_MEMORY: 'lots' })).toThrow(
      /MARKET_MEMORY: must be a size such as 512MB/,
    );
  });
  it('loads no demo data into PostgreSQL unless DEMO_SCALE says so', () => {
    expect(loadConfig({}).DEMO_SCALE).toBe('demo');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/specpulse' }).DEMO_SCALE).toBe('none');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/specpulse', DEMO_SCALE: 'tiny' }).DEMO_SCALE).toBe(
      'tiny',
    );
  });
  it('takes the market engine memory as a size', () => {
    expect(loadConfig({}).MARKET_MEMORY).toBeUndefined();
    expect(loadConfig({ MARKET_MEMORY: '2GB' }).MARKET_MEMORY).toBe('2GB');
  });
  it('takes the per-user in-flight limit of analytics requests, 16 unless set', () => {
    expect(loadConfig({}).ANALYTICS_IN_FLIGHT_LIMIT).toBe(16);
    expect(loadConfig({ ANALYTICS_IN_FLIGHT_LIMIT: '32' }).ANALYTICS_IN_FLIGHT_LIMIT).toBe(32);
    expect(() => loadConfig({ ANALYTICS_IN_FLIGHT_LIMIT: '0' })).toThrow(/ANALYTICS_IN_FLIGHT_LIMIT/);
  });
  it('takes single sign-on as three settings together, from an https issuer (http on loopback only)', () => {
    const sso = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig(sso)).toMatchObject({ ...sso, PASSWORD_LOGIN: true });
    expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(
      /OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together/,
    );
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://id.example.com' })).toThrow(
      /OIDC_ISSUER: must be an https:\/\/ URL/,
    );
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4000',
    );
  });
  it('turns password sign-in off only with single sign-on to sign in with', () => {
    const sso = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...sso, PASSWORD_LOGIN: 'false' }).PASSWORD_LOGIN).toBe(false);
    expect(() => loadConfig({ PASSWORD_LOGIN: 'false' })).toThrow(
      /PASSWORD_LOGIN: false needs single sign-on/,
    );
  });
});
