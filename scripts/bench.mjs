// The one place the store's performance figures come from, measured side by side in one run
// against the production build, and compared with the goals of the performance issue:
// Lighthouse mobile on home, category and product pages; first-load JavaScript per route; both
// for an empty page of the same framework too (the floor the goals are read against); cached
// pages' throughput against a static file's; add to cart and place order at 1 and at 50
// shoppers, on PGlite and on PostgreSQL (medians of three runs, after an untimed one), with the
// share of the processor the server, PostgreSQL and the bench's own requests took; search,
// autoSuggest and facet counts at the demo's size and at 100,000 products.
// Results: bench/results.json and bench/results.md, and the table printed at the end.
//   npm run bench
//   BENCH_SKIP_BUILD=1 npm run bench     (reuse the last build)
// Settings: README.md, "Settings" (BENCH_*).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { meterCpu } from './bench/cpu-share.mjs';
import { serveEmptyPage } from './bench/empty-page.mjs';
import { auditPages } from './bench/lighthouse.mjs';
import { measureFirstLoad, pageFirstLoad } from './first-load-js.mjs';
import { getOk, load, median } from './bench/load.mjs';
import { createReport } from './bench/report.mjs';
import { shop, sizesInStock } from './bench/shoppers.mjs';
import { freshDatabase, postgresAnswers, run, seed, serve } from './bench/store.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const products = Number(process.env.BENCH_PRODUCTS ?? 180);
const largeProducts = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHOPPERS = { 1: 20, 50: 150 };
/** Runs of each crowd; the table gives the median of their percentiles. */
const SHOPPER_RUNS = 3;
const THROUGHPUT = { requests: 2_000, concurrency: 32, maxSeconds: 20 };

const baseEnv = {
  ...process.env,
  DEMO_MODE: '1',
  LOG_LEVEL: 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  // The bench's shoppers come from addresses of their own, passed as a proxy would.
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  RESTOCK_SWEEP_SECONDS: '0',
};
delete baseEnv.DATABASE_URL;
const pgliteEnv = (dataDir) => ({ ...baseEnv, DATA_DIR: path.resolve(dataDir) });
const postgresEnv = (url) => ({
  ...baseEnv,
  DATABASE_URL: url,
  DATA_DIR: path.resolve('.data/bench'),
});

const report = createReport();

/** The pages the bench looks at, found from the home page's links. */
async function pagesOf(base) {
  const home = await (await fetch(`${base}/en-us`)).text();
  const category = /href="(\/en-us\/c\/[^"?#]+)"/.exec(home)?.[1];
  const product = /href="(\/en-us\/p\/[^"?#]+)"/.exec(home)?.[1];
  const productHtml = await (await fetch(`${base}${product}`)).text();
  const staticFile = /src="(\/_next\/static\/[^"]+\.js)"/.exec(productHtml)?.[1];
  if (!category || !product || !staticFile)
    throw new Error('The home page links no category or product.');
  return {
    home: `${base}/en-us`,
    category: `${base}${category}`,
    product: `${base}${product}`,
    categoryId: category.split('-').at(-1),
    staticFile: `${base}${staticFile}`,
  };
}

async function measureFirstLoadJs(base) {
  for (const row of await measureFirstLoad(base)) {
    const goal = row.budget === null ? undefined : { max: row.budget };
    report.add('First-load JavaScript, gzip', row.route, row.kB, 'kB', goal);
  }
}

async function measurePages(base, pages) {
  const audits = await auditPages(
    { home: pages.home, category: pages.category, product: pages.product },
    lighthouseRuns,
  );
  for (const audit of audits) {
    const area = `Lighthouse mobile, ${audit.page}`;
    report.add(area, 'performance', audit.performance, '', { min: 95 });
    report.add(area, 'LCP', audit.lcp, 'ms');
    report.add(area, 'TBT', audit.tbt, 'ms', { max: 150 });
    report.add(area, 'CLS', audit.cls, '', { max: 0.02 });
    report.add(area, 'accessibility', audit.accessibility, '', { min: 100 });
    report.add(area, "machine's CPU index (higher is faster)", audit.cpuIndex, '');
  }
  const throughput = async (url) => (await load({ ...THROUGHPUT, send: getOk(url) })).rps;
  await throughput(pages.product); // fill the caches once
  await throughput(pages.category);
  const staticRps = await throughput(pages.staticFile);
  const productRps = await throughput(pages.product);
  const categoryRps = await throughput(pages.category);
  const area = `Throughput, ${THROUGHPUT.concurrency} connections`;
  report.add(area, 'static file', staticRps, 'req/s');
  report.add(area, 'product page', productRps, 'req/s');
  report.add(area, 'category page', categoryRps, 'req/s');
  report.add(area, 'product page ÷ static file', ratio(productRps, staticRps), '', { min: 0.6 });
  report.add(area, 'category page ÷ static file', ratio(categoryRps, staticRps), '');
}

/** The framework's floor: the same figures for an empty page of the same Next.js and React. */
async function measureEmptyPage() {
  const emptyPage = await serveEmptyPage(port + 1, baseEnv);
  try {
    const area = 'Empty Next.js page, for comparison';
    const { kB } = await pageFirstLoad(emptyPage.base, '/');
    report.add(area, 'first-load JavaScript, gzip', kB, 'kB');
    const [audit] = await auditPages({ empty: `${emptyPage.base}/` }, lighthouseRuns);
    report.add(area, 'Lighthouse performance', audit.performance, '');
    report.add(area, 'Lighthouse LCP', audit.lcp, 'ms');
    report.add(area, 'Lighthouse TBT', audit.tbt, 'ms');
    report.add(area, "machine's CPU index (higher is faster)", audit.cpuIndex, '');
  } finally {
    await emptyPage.stop();
  }
}

const ratio = (a, b) => Number((a / Math.max(b, 1)).toFixed(2));

async function measureShoppers(engine, server, categoryId) {
  const { base } = server;
  const sizes = await sizesInStock(base, categoryId);
  // A store in service has run these code paths before: the first shoppers after a start
  // also time the compiler, so one untimed crowd goes first.
  await shop(base, sizes, { shoppers: SHOPPERS[50], concurrency: 50 });
  for (const concurrency of [1, 50]) {
    // The processor's shares are read for the crowd of 50 only, the one the table gives them for.
    const metered = concurrency === 50;
    const runs = [];
    for (let run = 0; run < SHOPPER_RUNS; run += 1) {
      const meter = metered ? meterCpu(server.pid) : null;
      const figures = await shop(base, sizes, { shoppers: SHOPPERS[concurrency], concurrency });
      runs.push({ ...figures, cpu: meter?.stop() ?? null });
    }
    const of = (step, key) => median(runs.map((run) => run[step][key]));
    const area = `Shoppers on ${engine}, ${concurrency} at once`;
    const atFifty = concurrency === 50 && engine === 'PostgreSQL';
    report.add(area, 'add to cart p50', of('addToCart', 'p50'), 'ms');
    report.add(
      area,
      'add to cart p99',
      of('addToCart', 'p99'),
      'ms',
      atFifty ? { max: 100 } : undefined,
    );
    report.add(area, 'place order p50', of('placeOrder', 'p50'), 'ms');
    report.add(
      area,
      'place order p95',
      of('placeOrder', 'p95'),
      'ms',
      atFifty ? { max: 300 } : undefined,
    );
    const failures = runs.reduce(
      (sum, run) => sum + run.addToCart.failures + run.placeOrder.failures,
      0,
    );
    report.add(area, 'failed requests', failures, '', { max: 0 });
    if (runs[0].cpu) {
      // The shoppers' own requests come from this machine: what each party took of it.
      const share = (party) => median(runs.map((run) => run.cpu[party]));
      report.add(area, 'processor: store server', share('server'), '% of a core');
      if (engine === 'PostgreSQL') {
        report.add(area, 'processor: PostgreSQL', share('postgres'), '% of a core');
      }
      report.add(area, "processor: the bench's shoppers", share('bench'), '% of a core');
    }
    for (const { firstFailure } of runs.flatMap((run) => [run.addToCart, run.placeOrder])) {
      if (firstFailure) console.warn(`${area}: ${firstFailure}`);
    }
  }
}

/** bench-search.ts on the database `env` names; its rows, with their product count. */
async function searchFigures(env) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-'));
  const out = path.join(dir, 'search.json');
  try {
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/bench-search.ts'], {
      ...env,
      BENCH_SEARCH_OUT: out,
    });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function addSearch(engine, { products: count, rows }) {
  const large = count >= 100_000;
  const area = `Search on ${engine}, ${count.toLocaleString('en')} products`;
  for (const row of rows) {
    const goal =
      !large || row.informational
        ? undefined
        : row.workload === 'autoSuggest'
          ? { max: 30 }
          : row.workload.startsWith('facet')
            ? { max: 100 }
            : { max: engine === 'PostgreSQL' ? 50 : 150 };
    report.add(area, `${row.workload} p50`, row.p50, 'ms');
    report.add(area, `${row.workload} p95`, row.p95, 'ms', goal);
  }
}

/** A PGlite folder seeded with `count` products, kept between runs (large seeds take minutes). */
async function keptPglite(count) {
  const dir = `.data/bench-${count}`;
  const marker = path.join(dir, 'seeded');
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    await seed(pgliteEnv(dir), count, { images: false });
    writeFileSync(marker, String(count));
  }
  return pgliteEnv(dir);
}

/** A PostgreSQL database seeded with `count` products, kept between runs like keptPglite. */
async function keptPostgres(count) {
  const marker = path.resolve(`.data/bench-postgres-${count}.seeded`);
  const { url, existed } = await freshDatabase(postgresServer, `stride_bench_${count}`, {
    keep: existsSync(marker),
  });
  if (!existed) {
    await seed(postgresEnv(url), count, { images: false });
    writeFileSync(marker, String(count));
  }
  return postgresEnv(url);
}

rmSync('.data/bench', { recursive: true, force: true });
await seed(pgliteEnv('.data/bench'), products);
if (!process.env.BENCH_SKIP_BUILD) await run('npx', ['next', 'build'], baseEnv);

const pglite = await serve(port, pgliteEnv('.data/bench'));
let categoryId;
try {
  const pages = await pagesOf(pglite.base);
  categoryId = pages.categoryId;
  await measureFirstLoadJs(pglite.base);
  await measurePages(pglite.base, pages);
  await measureShoppers('PGlite', pglite, categoryId);
} finally {
  await pglite.stop();
}
await measureEmptyPage();
addSearch('PGlite', await searchFigures(pgliteEnv('.data/bench')));

const withPostgres = await postgresAnswers(postgresServer);
if (withPostgres) {
  const { url } = await freshDatabase(postgresServer, 'stride_bench');
  await seed(postgresEnv(url), products, { images: false });
  const server = await serve(port, postgresEnv(url));
  try {
    await measureShoppers('PostgreSQL', server, categoryId);
  } finally {
    await server.stop();
  }
  addSearch('PostgreSQL', await searchFigures(postgresEnv(url)));
}
if (largeProducts > 0) {
  addSearch('PGlite', await searchFigures(await keptPglite(largeProducts)));
  if (withPostgres) addSearch('PostgreSQL', await searchFigures(await keptPostgres(largeProducts)));
}

const table = report.write(path.resolve('bench'));
console.log(`\n${table}`);
if (!withPostgres)
  console.log(`PostgreSQL did not answer at ${postgresServer}: its rows are missing.`);
const missed = report.rows.filter((row) => row.ok === false).length;
console.log(missed === 0 ? 'Every goal is met.' : `${missed} figures miss their goal.`);
