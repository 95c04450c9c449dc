// Two store instances behind one load balancer, on one PostgreSQL and one Redis: the topology
// of a store that outgrows one process (docs/production.md), run on this machine.
//   npm run scale:demo                          (seeds, builds, serves http://127.0.0.1:3000)
//   SCALE_SKIP_BUILD=1 npm run scale:demo       (reuse the last build)
// Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/stride_scale, created
// when missing), REDIS_URL (default redis://127.0.0.1:6379), SCALE_PORT (default 3000) and
// SCALE_INSTANCE_PORTS (default the two ports after it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freshDatabase, run, waitForStore } from './bench/store.mjs';
import { startBalancer } from './scale/balancer.mjs';

const port = Number(process.env.SCALE_PORT ?? 3000);
const instancePorts = process.env.SCALE_INSTANCE_PORTS?.split(',').map(Number) ?? [
  port + 1,
  port + 2,
];
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stride_scale';
const env = {
  ...process.env,
  DEMO_MODE: '1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // One folder for the demo's images and signing secret, which every instance shares.
  DATA_DIR: process.env.DATA_DIR ?? path.resolve('.data/scale'),
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
};

const children = [];
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

/** The database DATABASE_URL names, created on its server when missing. */
function ensureDatabase(url) {
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  return freshDatabase(server.toString(), name, { keep: true });
}

try {
  await ensureDatabase(databaseUrl);
  await run('npm', ['run', 'db:seed'], env);
  if (process.env.SCALE_SKIP_BUILD !== '1') await run('npx', ['next', 'build'], env);
  for (const instancePort of instancePorts) {
    const child = spawn(
      'node',
      ['server/entry/serve.mjs', '-p', String(instancePort), '-H', '127.0.0.1'],
      { env, stdio: 'inherit' },
    );
    child.on('exit', (code) => {
      if (code !== 0 && code !== null)
        console.error(`The instance on ${instancePort} exited ${code}.`);
    });
    children.push(child);
  }
  await Promise.all(
    instancePorts.map((p, i) => waitForStore(`http://127.0.0.1:${p}`, children[i])),
  );
  await startBalancer({ port, upstreams: instancePorts });
  console.warn(
    `Two instances (${instancePorts.join(', ')}) behind http://127.0.0.1:${port}, on one PostgreSQL and one Redis.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
