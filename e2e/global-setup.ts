// Once per e2e run: a real first start of the built server on an empty folder (database creation, migrations,
// the tiny demo set's generation and load), stopped cleanly and kept as the template every suite's server
// copies (harness.ts startServer). Suites that set data settings of their own still make their own first start.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_VARIABLE, serveFolder } from './harness.ts';

export default async function setup() {
  const template = mkdtempSync(path.join(os.tmpdir(), 'specpulse-e2e-template-'));
  const server = await serveFolder(template, {}, true);
  await server.stop();
  if (server.process.exitCode !== 0)
    throw new Error(`the first start's server did not stop cleanly:\n${server.output()}`);
  // The test files' processes start after this and inherit the variable.
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
