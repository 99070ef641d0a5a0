// Test helpers: create a firm and user directly in the database and sign a token for them.
import type { Database } from '../src/db/connection.ts';
import type { MarketStore } from '../src/db/market-store.ts';
import { compileFilters } from '../src/filters/compile.ts';
import { dataVersionOf, readDataVersion } from '../src/filters/dimensions.ts';
import type { FilterScope } from '../src/filters/scope.ts';
import type { Kysely } from 'kysely';
import type { FirmConfiguration, PortalDB } from '../src/db/schema.ts';
import type { FilterPayload, Permissions } from '@specpulse/contract';
import type { Actor } from '../src/plugins/actor.ts';
import { signToken } from '../src/plugins/token.ts';
import { loadTokenUser } from '../src/modules/auth/user-object.ts';

export const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-123');

export function firmConfiguration(partial: Partial<FirmConfiguration> = {}): FirmConfiguration {
  return {
    hasfeature: {},
    permissions: { brands: true, products: true },
    firmbrands: [],
    specifications: [],
    filters: { categories: [], subCategories: [] },
    defaultcategories: [],
    defaultsubcategories: [],
    ...partial,
  };
}

/**
 * An in-process caller (no user row) of a firm with this configuration, for compiling filters directly
 * (compileForTest gives it the loaded data version).
 */
export const testActor = (configuration: FirmConfiguration | null, permissions: Permissions): Actor => ({
  userId: 1,
  firmId: 1,
  email: 'a@example.com',
  isAdmin: false,
  isFirmAdmin: false,
  permissions,
  firmConfiguration: configuration,
  impersonatorId: null,
  dataVersion: dataVersionOf(undefined),
});

/** compileFilters as a request of `actor` would run it: against the data version loaded now. */
export async function compileForTest(
  t: { database: Database; market: MarketStore },
  actor: Actor,
  payload: FilterPayload,
): Promise<FilterScope> {
  return compileFilters(t.market, { ...actor, dataVersion: await readDataVersion(t.database) }, payload);
}

let nextFirmId = 900_000;

interface UserOptions {
  isAdmin?: boolean;
  /** A firm admin of the user's firm. */
  isFirmAdmin?: boolean;
  isActive?: boolean;
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
}

/** Inserts a firm (with the given configuration) and one user of it; returns the user's id. */
export async function createFirmUser(
  db: Kysely<PortalDB>,
  opts: UserOptions & { email: string; configuration?: FirmConfiguration },
): Promise<{ userId: number; firmId: number }> {
  const firmId = nextFirmId++;
  await db
    .insertInto('firm')
    .values({
      id: firmId,
      name: `Test Firm ${firmId}`,
      configuration: JSON.stringify(opts.configuration ?? firmConfiguration()),
    })
    .execute();
  return createColleague(db, firmId, opts.email, opts);
}

/** Inserts one more user of an existing firm (a colleague); returns the user's id. */
export async function createColleague(
  db: Kysely<PortalDB>,
  firmId: number,
  email: string,
  opts: UserOptions = {},
): Promise<{ userId: number; firmId: number }> {
  const user = await db
    .insertInto('app_user')
    .values({
      email,
      password_hash: opts.passwordHash ?? 'not-a-real-hash',
      first_name: opts.firstName ?? 'Test',
      last_name: opts.lastName ?? 'User',
      is_admin: opts.isAdmin ?? false,
      is_firm_admin: opts.isFirmAdmin ?? false,
      is_active: opts.isActive ?? true,
      firm_id: firmId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, firmId };
}

/** A bearer header value for the user, signed with the test secret that createTestApp uses. */
export async function bearerFor(db: Kysely<PortalDB>, userId: number): Promise<string> {
  const user = await loadTokenUser(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  return `Bearer ${await signToken(TEST_SECRET, { user })}`;
}
