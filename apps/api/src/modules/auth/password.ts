// Password hashing (argon2id) and a verification whose timing does not reveal whether an account exists.
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); every stored hash should use these. The
 * algorithm is the library's default, argon2id (its enum is a const enum, unusable here).
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | null = null;

/**
 * True when the password matches. With no stored hash (unknown email) it still runs one verification
 * against a dummy hash of the same cost, so the response time is the same as for a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('no-such-account-dummy-password');
    await safeVerify(await dummyHash, password);
    return false;
  }
  return safeVerify(storedHash, password);
}

async function safeVerify(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash cannot match anything.
    return false;
  }
}
