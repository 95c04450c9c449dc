// Runs the API suite once more against the local PostgreSQL, when one answers, so both
// database engines are tested with the same schema and migrations.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { hostname, port } = new URL(url);

const answers = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname, port: Number(port || 5432) });
  socket.setTimeout(2000);
  socket.on('connect', () => (socket.destroy(), resolve(true)));
  socket.on('timeout', () => (socket.destroy(), resolve(false)));
  socket.on('error', () => resolve(false));
});

if (!answers) {
  console.log(
    `No PostgreSQL answers at ${hostname}:${port || 5432}; the API suite ran on PGlite only.`,
  );
  process.exit(0);
}
console.log(`Running the API suite against PostgreSQL at ${hostname}:${port || 5432}.`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
