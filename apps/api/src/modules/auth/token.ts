// Signed session tokens (HS256 JWT via jose) carrying the spec's user object; verification rejects alg none.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';

export const tokenUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  is_impersonate: z.boolean(),
  user_id: z.number().int(),
  firm_name: z.string(),
  firm_avatar: z.string(),
  permissions: z.record(z.string(), z.boolean()),
});
export type TokenUser = z.infer<typeof tokenUserSchema>;

const claimsSchema = z.object({
  user: tokenUserSchema,
  /** The administrator's user id while impersonating. */
  imp: z.number().int().optional(),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

export const TOKEN_HOURS = 8;
export const REMEMBER_DAYS = 30;

export async function signToken(secret: Uint8Array, claims: TokenClaims, remember = false): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.user.user_id))
    .setIssuedAt()
    .setExpirationTime(remember ? `${REMEMBER_DAYS}d` : `${TOKEN_HOURS}h`)
    .sign(secret);
}

/** Returns the claims of a valid token, or null for a missing, expired, tampered or unsigned one. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}
