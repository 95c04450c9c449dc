// Seeds a throwaway embedded database, builds the store and serves it for the browser tests.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.resolve('.data/e2e');
// Links in emails (the outbox's reset link) must point at this server.
const env = {
  ...process.env,
  // `npm test` has type-checked the same files before the browser tests build them.
  BUILD_SKIP_TYPECHECK: '1',
  DATA_DIR: dataDir,
  DEMO_MODE: '1',
  // The build alone outlasts the default 2-minute step: the fulfilment simulator would have
  // delivered every seeded demo order (none left Shipped or cancellable) before the tests start.
  FULFILMENT_SIMULATOR_STEP_SECONDS: '86400',
  LOG_LEVEL: 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
};
delete env.DATABASE_URL;

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

// One run at a time builds into .next and serves: a second run waits for the first to end.
const lockDir = path.resolve('.data/e2e.lock');
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function acquireLock() {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      process.on('exit', () => rmSync(lockDir, { recursive: true, force: true }));
      return;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8').trim());
      } catch {
        // The holder has made the folder but not yet written its pid.
      }
      if (holder && !isAlive(holder)) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
await acquireLock();
rmSync(dataDir, { recursive: true, force: true });
// Next keeps cached reads (unstable_cache) in .next/cache across builds: the last run's menus
// and pages would be prerendered into this build instead of the fresh seed's.
rmSync(path.resolve('.next/cache/fetch-cache'), { recursive: true, force: true });
await run('npx', ['tsx', '--conditions=react-server', 'server/db/seed/cli.ts']);
if (!process.env.E2E_SKIP_BUILD) await run('npx', ['next', 'build']);
// Stays in this script's process group: Playwright stops the whole group when the tests end.
const server = spawn('node', ['server/entry/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
  env,
  stdio: 'inherit',
});
server.on('exit', (code) => process.exit(code ?? 0));
