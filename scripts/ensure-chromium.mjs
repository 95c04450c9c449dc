// The browser tests drive Debian's Chromium (Playwright cannot download its own browser on
// these machines). Install it when missing and we are allowed to; otherwise say how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium.mjs';

if (existsSync(chromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('which', ['apt-get']).status === 0;
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
