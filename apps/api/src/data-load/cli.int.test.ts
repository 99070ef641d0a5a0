// npm run data replaces the portal only when it holds nothing but what the loader wrote, or when the operator
// confirms: "yes" on a terminal or --yes; without a terminal and without --yes it refuses and changes nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { confirmReload, RefusedError } from './cli.ts';

const REAL_EMAIL = 'sam.buyer@northwind-design.com';
const where = 'the test database';

describe('confirming a full reload', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.database.db.insertInto('firm').values({ id: 1, name: 'Staff' }).execute();
    // What a demo load writes: the demo accounts and generated users at <firm>.example addresses.
    await t.database.db
      .insertInto('app_user')
      .values(
        ['admin@example.com', 'brand@example.com', 'jo.lee@staff.example'].map((email) => ({
          email,
          password_hash: 'x',
          first_name: 'Demo',
          last_name: 'User',
          firm_id: 1,
        })),
      )
      .execute();
  });
  afterAll(async () => t?.drop());

  const never = async (): Promise<string> => {
    throw new Error('asked although the portal holds only what the loader wrote');
  };

  it('goes on without asking when every user is one the loader writes', async () => {
    await expect(confirmReload(t.database, { yes: false, where }, never)).resolves.toBeUndefined();
    await expect(confirmReload(t.database, { yes: false, where }, null)).resolves.toBeUndefined();
  });

  it('asks when a user the loader did not create is there, and goes on only on yes', async () => {
    await t.database.db
      .insertInto('app_user')
      .values({ email: REAL_EMAIL, password_hash: 'x', first_name: 'Sam', last_name: 'Buyer', firm_id: 1 })
      .execute();
    const questions: string[] = [];
    const answering = (answer: string) => async (question: string) => {
      questions.push(question);
      return answer;
    };
    await expect(confirmReload(t.database, { yes: false, where }, answering('no'))).rejects.toThrow(
      RefusedError,
    );
    await expect(confirmReload(t.database, { yes: false, where }, answering(''))).rejects.toThrow(
      'Nothing was changed.',
    );
    await expect(
      confirmReload(t.database, { yes: false, where }, answering(' YES\n')),
    ).resolves.toBeUndefined();
    expect(questions[0]).toBe(
      `the test database holds 1 user the demo loader did not create (${REAL_EMAIL}); a full reload deletes them with every firm, audit entry, session, saved view and favourite.\nType yes to replace them: `,
    );
    await expect(confirmReload(t.database, { yes: true, where }, never)).resolves.toBeUndefined();
  });

  it('refuses without a terminal unless --yes, saying what to run', async () => {
    const refusal = confirmReload(t.database, { yes: false, where }, null);
    await expect(refusal).rejects.toThrow(RefusedError);
    await expect(refusal).rejects.toThrow(
      /holds 1 user the demo loader did not create .* Nothing was changed: run again with --yes to replace them, or with --market-only/,
    );
  });
});

describe('npm run data without a terminal', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-cli-'));
    const database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
    await database.db.insertInto('firm').values({ id: 7, name: 'Northwind Design' }).execute();
    await database.db
      .insertInto('app_user')
      .values({ email: REAL_EMAIL, password_hash: 'x', first_name: 'Sam', last_name: 'Buyer', firm_id: 7 })
      .execute();
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a full reload of a portal with a real user (exit 1), and the user is still there', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/data-load/cli.ts', '--scale', 'tiny'],
      {
        cwd: path.resolve(import.meta.dirname, '../../../..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MARKET_DB: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output.trim()).toBe(
      `the embedded database in ${dataDir} holds 1 user the demo loader did not create (${REAL_EMAIL}); a full reload deletes them with every firm, audit entry, session, saved view and favourite. Nothing was changed: run again with --yes to replace them, or with --market-only to refresh the market data and keep the portal.`,
    );
    const database = openDatabase({ dataDir });
    try {
      const users = await database.db.selectFrom('app_user').select('email').execute();
      expect(users.map((u) => u.email)).toEqual([REAL_EMAIL]);
    } finally {
      await database.close();
    }
  });
});
