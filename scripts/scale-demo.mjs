// Two store instances behind one load balancer, on one PostgreSQL and one Redis: the topology
// of a store that outgrows one process (docs/production.md), run on this machine.
//   npm run scale:demo                          (seeds, builds, serves http://127.0.0.1:3000)
//   SCALE_SKIP_BUILD=1 npm run scale:demo       (reuse the last build)
// Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/stride_scale, created
// when missing), REDIS_URL (default redis://127.0.0.1:6379), SCALE_PORT (default 3000) and
// SCALE_INSTANCE_PORTS (default the two ports after it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
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

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Creates the database named in DATABASE_URL when its server does not have it yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = postgres(target.toString(), { max: 1, onnotice: () => {} });
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!existing) await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function waitForAnswer(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes.`);
}

try {
  await ensureDatabase(databaseUrl);
  await run('npm', ['run', 'db:seed']);
  if (process.env.SCALE_SKIP_BUILD !== '1') await run('npx', ['next', 'build']);
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
  await Promise.all(instancePorts.map((p) => waitForAnswer(`http://127.0.0.1:${p}/en-us`)));
  await startBalancer({ port, upstreams: instancePorts });
  console.warn(
    `Two instances (${instancePorts.join(', ')}) behind http://127.0.0.1:${port}, on one PostgreSQL and one Redis.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
