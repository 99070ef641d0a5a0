// The audit log is append-only for the application: no code path of the API updates, deletes or empties its
// rows. The one exception is the operator's full demo reload (`npm run data` without --market-only, which asks
// first and replaces the whole portal: data-load/bulk.ts), and the migrations, which change its shape.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const allowed = [path.join(src, 'data-load'), path.join(src, 'db', 'migrations')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return allowed.includes(file) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Whatever could change or remove audit rows: Kysely's builders and SQL text, in any spacing or case. */
const writes = [
  /updateTable\(\s*['"`]audit_log/,
  /deleteFrom\(\s*['"`]audit_log/,
  /\bupdate\s+audit_log\b/i,
  /\bdelete\s+from\s+audit_log\b/i,
  /\btruncate\b[^;]*\baudit_log\b/i,
  /\bdrop\s+table\b[^;]*\baudit_log\b/i,
];

describe('the audit log', () => {
  it('has no update, delete or truncate path in the application', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return writes.filter((w) => w.test(text)).map((w) => `${path.relative(src, file)}: ${w.source}`);
    });
    expect(found).toEqual([]);
  });

  it('is written in one place, by insert', () => {
    const writers = sourceFiles(src).filter((file) =>
      /insertInto\(\s*['"`]audit_log/.test(readFileSync(file, 'utf8')),
    );
    expect(writers.map((f) => path.relative(src, f))).toEqual([
      path.join('modules', 'audit', 'audit-log.queries.ts'),
    ]);
  });

  it('would catch a path that changes rows (the patterns match what they must)', () => {
    for (const text of [
      "db.updateTable('audit_log').set({})",
      'db.deleteFrom("audit_log")',
      'UPDATE  audit_log SET x = 1',
      'delete from audit_log where id = 1',
      'truncate table firm, audit_log',
    ])
      expect(
        writes.some((w) => w.test(text)),
        text,
      ).toBe(true);
  });
});
