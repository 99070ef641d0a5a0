// Finds Chromium for the browser tests (CHROMIUM_PATH, else /usr/bin/chromium); installs Debian's package
// when it is missing and this machine allows it, otherwise stops with one line saying how to get it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log('specpulse: Chromium not found; installing Debian package chromium…');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  const r = run(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  if (r.status === 0 && existsSync(wanted)) process.exit(0);
}
console.error(
  `specpulse: Chromium not found at ${wanted}; install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
);
process.exit(1);
