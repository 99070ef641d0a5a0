// The OpenAPI document at /docs/json passes Redocly's recommended rules (redocly.yaml): every operation has
// an operationId, declares its security and describes its error answers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-openapi-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes the linter with no error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, res.body);
    const lint = spawnSync(
      process.execPath,
      [
        fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js')),
        'lint',
        file,
        '--config',
        path.join(repoRoot, 'redocly.yaml'),
        '--format=summary',
      ],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
    );
    expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
  });

  it('names every operation uniquely and declares its security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((o) => Array.isArray(o.security))).toBe(true);
  });
});
