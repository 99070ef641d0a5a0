// Signed session tokens (HS256 JWT via jose) carrying the spec's user object; verification rejects alg none.
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { tokenLifetime, userSchema, type User } from '@specpulse/contract';

/** The user object signed into every token (spec doc 1 §3); the schema lives in the contract. */
export const tokenUserSchema = userSchema;
export type TokenUser = User;

const claimsSchema = z.object({
  user: tokenUserSchema,
  /** The administrator's user id while impersonating. */
  imp: z.number().int().optional(),
});
export type TokenClaims = z.infer<typeof claimsSchema>;
/** What verification gives: the claims and when the token was issued (seconds, with milliseconds). */
type VerifiedClaims = TokenClaims & { iat: number };

export const TOKEN_HOURS = tokenLifetime.hours;
export const REMEMBER_DAYS = tokenLifetime.rememberDays;
/** How far another host's clock may run ahead of this one's when it stamps a token (seconds). */
export const CLOCK_SKEW_SECONDS = 60;
/** The longest life the portal gives a token ("remember me"), in seconds. */
const LONGEST_LIFETIME_SECONDS = REMEMBER_DAYS * 24 * 3600;

/**
 * Whether the portal could have issued a token with these times: not issued in the future (revocation
 * compares the issue time with a cut-off, so a token dated ahead would outlive the next revocations) and
 * living no longer than a remembered sign-in.
 */
function issuedByThePortal({ iat, exp }: { iat: number; exp: number }, nowSeconds: number): boolean {
  return iat <= nowSeconds + CLOCK_SKEW_SECONDS && exp - iat <= LONGEST_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, remember = false): Promise<string> {
  // In milliseconds (a fraction of a second, as RFC 7519 allows): a token issued just after a revocation
  // (app_user.tokens_valid_after) in the same second must stay valid, one issued just before must not.
  const issuedAt = Date.now() / 1000;
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.user.user_id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (remember ? REMEMBER_DAYS * 24 : TOKEN_HOURS) * 3600)
    .sign(secret);
}

/**
 * The secret as a verifying key, imported once: given the bytes, jose imports them on every call, which was
 * a tenth of a cached answer's allocations.
 */
const verifyingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyingKeys.set(secret, key);
  }
  return key;
}

/** How many verified tokens are remembered per secret (a few hundred bytes each); the oldest go first. */
export const VERIFIED_TOKENS_MAX = 10_000;
/**
 * Tokens whose signature was checked, by their exact text, with their claims and expiry. WebCrypto checks an
 * HMAC on libuv's thread pool, where every running market query holds a thread until it ends: each cached
 * answer waited there behind a greedy user's lists. The same text under the same secret verifies the same
 * way every time; the expiry is checked again on every use, and revocations are checked after this (auth.ts).
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedClaims & { exp: number }>>();

function rememberVerified(secret: Uint8Array, token: string, claims: VerifiedClaims & { exp: number }) {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) verifiedTokens.set(secret, (tokens = new Map()));
  if (tokens.size >= VERIFIED_TOKENS_MAX) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
}

/** Returns the claims of a valid token, or null for a missing, expired, tampered or unsigned one. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<VerifiedClaims | null> {
  const known = verifiedTokens.get(secret)?.get(token);
  if (known) {
    if (known.exp * 1000 > Date.now()) {
      const { exp: _exp, ...claims } = known;
      return claims;
    }
    verifiedTokens.get(secret)?.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), {
      algorithms: ['HS256'],
      // A token without an expiry would be valid for ever.
      // Without an issue time a token could not be revoked.
      requiredClaims: ['exp', 'iat'],
    });
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success || payload.iat === undefined || payload.exp === undefined) return null;
    if (!issuedByThePortal({ iat: payload.iat, exp: payload.exp }, Date.now() / 1000)) return null;
    const claims = { ...parsed.data, iat: payload.iat };
    rememberVerified(secret, token, { ...claims, exp: payload.exp });
    return claims;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}
