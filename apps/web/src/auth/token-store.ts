// Where the session token lives: localStorage with Remember me, sessionStorage otherwise; decodes it client-side.
import { decodeJwt } from 'jose';
import { tokenClaimsSchema, type User } from '@specpulse/contract';

const TOKEN_KEY = 'specpulse.token';

/** The spec's user object (doc 1 §3) as the token payload carries it. */
export type SessionUser = User;

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The last session ended because the server refused its token (a 401), not by signing out. */
let endedByServer = false;

function storages(): Storage[] {
  const found: Storage[] = [];
  try {
    if (typeof localStorage !== 'undefined') found.push(localStorage);
    if (typeof sessionStorage !== 'undefined') found.push(sessionStorage);
  } catch {
    // Storage access can throw when the browser blocks it; the user is then simply signed out.
  }
  return found;
}

export function readToken(): string | null {
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function storeToken(token: string, remember: boolean): void {
  endedByServer = false;
  clearStorages();
  const target = remember ? globalThis.localStorage : globalThis.sessionStorage;
  target?.setItem(TOKEN_KEY, token);
  notify();
}

/** Replaces the token where it is kept now (impersonation keeps the admin's Remember me choice). */
export function replaceToken(token: string): void {
  const remembered = typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_KEY) !== null;
  storeToken(token, remembered);
}

/** Ends the session: 'expired' when the server refused the token, so the sign-in screen can say why. */
export function clearToken(reason: 'signed-out' | 'expired' = 'signed-out'): void {
  const had = readToken() !== null;
  endedByServer = reason === 'expired';
  clearStorages();
  if (had) notify();
}

function clearStorages(): void {
  for (const storage of storages()) storage.removeItem(TOKEN_KEY);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The session has expired: the server refused it, or the stored token no longer decodes (past its exp). */
export function sessionExpired(): boolean {
  return endedByServer || (decodeSession(readToken()) === null && readToken() !== null);
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The signed-in session from a token, or null when the token does not decode, has expired or its user
 * is inactive (spec doc 1 §4: such a user counts as signed out). The signature is the server's concern.
 */
export function decodeSession(token: string | null, nowMs = Date.now()): Session | null {
  if (!token) return null;
  let claims: unknown;
  try {
    // Throws unless the token is three base64url parts with a JSON object payload.
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const parsed = tokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { user, exp } = parsed.data;
  if (!user.is_active) return null;
  if (exp !== undefined && exp * 1000 <= nowMs) return null;
  return { token, user };
}
