// Measures what shoppers feel: throughput and latency of the main pages and API reads,
// served by the production build from a seeded embedded database. Bounded in requests and
// time, loopback only.
//   npm run bench                      (default catalogue)
//   BENCH_PRODUCTS=100000 npm run bench
//   BENCH_SKIP_BUILD=1 npm run bench   (reuse the last build)
// It ends with each route's first-load JavaScript against its budget (scripts/first-load-js.mjs).
// Search alone on an already seeded catalogue, without a build: scripts/bench-search.ts.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { firstLoadTable, measureFirstLoad } from './first-load-js.mjs';

const port = process.env.BENCH_PORT ?? '3200';
const base = `http://127.0.0.1:${port}`;
const products = process.env.BENCH_PRODUCTS ?? '180';
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 30);
const dataDir = path.resolve('.data/bench');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO_MODE: '1',
  LOG_LEVEL: 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
};
delete env.DATABASE_URL;

const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });

const apiHeaders = {
  'x-brand': 'stride',
  'x-channel': 'ECOMM',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-locale': 'en_US',
  'x-session-id': 'bench-session-0001',
};

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/en-us`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within 2 minutes.');
}

async function measure(name, url, init) {
  await fetch(url, init).then((r) => r.arrayBuffer()); // warm the cache once
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  async function worker() {
    while (next < requests && performance.now() < deadline) {
      next += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    p99: Math.round(at(0.99)),
  };
}

rmSync(dataDir, { recursive: true, force: true });
await run('npx', [
  'tsx',
  '--conditions=react-server',
  'server/db/seed/cli.ts',
  '--products',
  products,
]);
if (!process.env.BENCH_SKIP_BUILD) await run('npx', ['next', 'build']);
const server = spawn('node', ['server/entry/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
  env,
  stdio: 'ignore',
  detached: true,
});
try {
  await waitForServer();
  const home = await (await fetch(`${base}/en-us`)).text();
  const categoryPath = /href="(\/en-us\/c\/[^"?#]+)"/.exec(home)?.[1];
  const productPath = /href="(\/en-us\/p\/[^"?#]+)"/.exec(home)?.[1];
  const productId = productPath?.split('-').at(-1);
  const categoryId = categoryPath?.split('-').at(-1);
  const results = [
    await measure('home page', `${base}/en-us`),
    await measure('category page', `${base}${categoryPath}`),
    await measure('product page', `${base}${productPath}`),
    await measure('API product details', `${base}/api/products/v2/products/${productId}/details`, {
      headers: apiHeaders,
    }),
    await measure(
      'API catalog page',
      `${base}/api/products/v2/catalog?categoryId=${categoryId}&sort=price-asc`,
      { headers: apiHeaders },
    ),
    await measure('API inventory', `${base}/api/products/v2/products/${productId}/inventory`, {
      headers: apiHeaders,
    }),
    await measure('search page (typo)', `${base}/en-us/search?q=runnign+shoe`),
    await measure(
      'API product search',
      `${base}/api/products/v2/search/productSearch?q=running%20shoe`,
      { headers: apiHeaders },
    ),
    await measure(
      'API product search (typo, filter)',
      `${base}/api/products/v2/search/productSearch?q=runnign%20shoe&size=10&sort=price-asc`,
      { headers: apiHeaders },
    ),
    await measure('API autoSuggest', `${base}/api/products/v2/search/autoSuggest?q=runn`, {
      headers: apiHeaders,
    }),
  ];
  console.log(
    `\nCatalogue: ${products} products; ${requests} requests per row, ${concurrency} at a time.\n`,
  );
  console.table(results);
  console.log('\nFirst-load JavaScript (kB gzip, modern browsers, noModule polyfill excluded):\n');
  console.table(firstLoadTable(await measureFirstLoad(base)));
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
