// Finds what the browser tests run: Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and poppler's pdftoppm and
// pdftotext (/usr/bin, to read the PDFs the app exports as pictures and words). Installs the missing Debian
// packages when this machine allows it, otherwise stops with one line saying how to get them.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const tools = [
  {
    path: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    pkg: 'chromium',
    own: !process.env.CHROMIUM_PATH,
  },
  { path: '/usr/bin/pdftoppm', pkg: 'poppler-utils', own: true },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', own: true },
];
const missing = () => tools.filter((t) => !existsSync(t.path));
if (missing().length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const installable = [
  ...new Set(
    missing()
      .filter((t) => t.own)
      .map((t) => t.pkg),
  ),
];
if (isRoot && hasApt && installable.length > 0) {
  console.log(`specpulse: installing Debian package(s) ${installable.join(', ')} for the browser tests…`);
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', ...installable]);
  if (missing().length === 0) process.exit(0);
}
for (const t of missing())
  console.error(
    `specpulse: ${t.path} not found; install it (Debian: sudo apt-get install ${t.pkg})` +
      (t.pkg === 'chromium' ? ' or set CHROMIUM_PATH.' : '.'),
  );
process.exit(1);
