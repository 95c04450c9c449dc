// Seeding and serving the production build for the bench, on PGlite or PostgreSQL.
import { spawn } from 'node:child_process';
import postgres from 'postgres';

export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

export const seed = (env, products, { images = true } = {}) =>
  run(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'server/db/seed/cli.ts',
      '--products',
      String(products),
      ...(images ? [] : ['--no-images']),
    ],
    env,
  );

/** Whether a PostgreSQL server answers at `url` (any database on it). */
export async function postgresAnswers(url) {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** A database `name` on the server of `serverUrl`, made empty unless `keep` and it exists. */
export async function freshDatabase(serverUrl, name, { keep = false } = {}) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (existing && keep) return { url: withDatabase(serverUrl, name), existed: true };
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    return { url: withDatabase(serverUrl, name), existed: false };
  } finally {
    await admin.end({ timeout: 5 });
  }
}

const withDatabase = (serverUrl, name) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/**
 * Waits until the server at `base` renders `page` (the store's home page unless told); fails if
 * `child` exits first.
 */
export async function waitForStore(base, child, page = '/en-us') {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`The store exited ${child.exitCode}.`);
    try {
      if ((await fetch(`${base}${page}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${base} did not answer within 2 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts `command`, a server on `port`, in a process group of its own; answers once `page`
 * renders, with the group's leader (its pid) and a stop() that ends the whole group. A server
 * that never answers is ended before the error is thrown.
 */
export async function serveCommand(command, args, { port, env, page }) {
  const child = spawn(command, args, { env, stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForStore(base, child, page);
  } catch (error) {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** `npm start` on `port` with `env`, started and stopped as `serveCommand` does. */
export const serve = (port, env) =>
  serveCommand('node', ['server/entry/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    port,
    env,
  });
