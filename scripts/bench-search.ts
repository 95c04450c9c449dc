/**
 * Search latency where it is decided: the API's productSearch and autoSuggest calls, and the
 * facet counts of the largest category, against an already seeded database, in process (no
 * HTTP or page rendering), plus the query plan of the match so index use can be checked.
 * A listing's counts are kept until the data behind listings changes, so the largest category
 * is timed twice: as shoppers repeat it, and as the first call after a change, which counts
 * afresh (the listings' clock is moved before each of those calls, outside the timing).
 *   DATA_DIR=.data/search-100k npm run bench:search
 * Seed such a directory first: DATA_DIR=... npm run db:seed -- --products 100000 --no-images
 * With BENCH_SEARCH_OUT set, the figures are also written there as JSON (npm run bench).
 */
import { writeFileSync } from 'node:fs';
import { count, desc, sql } from 'drizzle-orm';
import { getEnv } from '@/server/config/env';
import { openDatabase, targetFromEnv } from '@/server/db/client';
import { productCategories, products } from '@/server/db/schema';
import { createTestApi } from '@/server/testing/test-api';

type PlanRow = { 'QUERY PLAN': string };
/** PGlite answers `{ rows }`, postgres.js an array of rows. */
const rowsOf = (result: unknown): PlanRow[] =>
  Array.isArray(result) ? (result as PlanRow[]) : (result as { rows: PlanRow[] }).rows;

const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

interface Workload {
  paths: string[];
  /** Runs before each timed call, outside the timing. */
  prepare?: () => Promise<unknown>;
  /** Shown for what it tells, with no goal of its own. */
  informational?: boolean;
}

const searchWorkloads: Record<string, string[]> = {
  'search (words)': ['running shoe', 'trail', 'hoodie black', 'chaussure', 'socks', 'tights'],
  'search (typos)': ['runnign shoe', 'basketbal', 'hoddie', 'leggigns'],
  'search + filters + sort': [
    'running&size=9&sort=price-asc',
    'shoe&gender=women&price=50-100',
    'tee&color=001&sort=newest',
  ],
  autoSuggest: ['r', 'ru', 'run', 'runn', 'hood', 'trai'],
};

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const searchPath = (workload: string, query: string) =>
  workload === 'autoSuggest'
    ? `/products/v2/search/autoSuggest?q=${encodeURIComponent(query)}`
    : `/products/v2/search/productSearch?q=${query.replace(/ /g, '%20')}`;

async function main() {
  const handle = openDatabase(targetFromEnv(getEnv()));
  const call = createTestApi(handle.db);
  try {
    const [{ total } = { total: 0 }] = await handle.db.select({ total: count() }).from(products);
    // The listing with the most products, whose facets cost the most to count.
    const [largest] = await handle.db
      .select({ id: productCategories.categoryId, products: count() })
      .from(productCategories)
      .groupBy(productCategories.categoryId)
      .orderBy(desc(count()))
      .limit(1);
    const workloads: Record<string, Workload> = Object.fromEntries(
      Object.entries(searchWorkloads).map(([name, queries]) => [
        name,
        { paths: queries.map((query) => searchPath(name, query)) },
      ]),
    );
    if (largest) {
      const paths = [
        `/products/v2/catalog?categoryId=${largest.id}`,
        `/products/v2/catalog?categoryId=${largest.id}&sort=price-asc`,
      ];
      workloads['facet counts (largest category)'] = { paths };
      workloads['facet counts after a change (largest category)'] = {
        paths,
        // What any write behind a listing does to the clock (migration 0007's triggers).
        prepare: () => handle.db.execute(sql`select touch_cache_tags(array['listings'])`),
        informational: true,
      };
    }
    const rows = [];
    for (const [name, { paths, prepare, informational }] of Object.entries(workloads)) {
      for (const path of paths) await call(path); // warm caches once
      const latencies: number[] = [];
      let failures = 0;
      for (let round = 0; round < rounds; round += 1) {
        for (const path of paths) {
          await prepare?.();
          const started = performance.now();
          const reply = await call(path);
          latencies.push(performance.now() - started);
          if (reply.status !== 200) failures += 1;
        }
      }
      latencies.sort((a, b) => a - b);
      rows.push({
        workload: name,
        requests: latencies.length,
        failures,
        p50: Math.round(percentile(latencies, 0.5)),
        p95: Math.round(percentile(latencies, 0.95)),
        ...(informational ? { informational } : {}),
      });
    }
    console.log(
      `\nSearch on ${total.toLocaleString('en')} products, ${rounds} rounds, one at a time (ms):`,
    );
    console.table(rows);
    const out = process.env.BENCH_SEARCH_OUT;
    if (out) writeFileSync(out, JSON.stringify({ products: total, rows }));

    // With a LIMIT and a common word the planner may rather scan until it has 500 rows; the
    // full count shows the index at work.
    const plans = {
      'first 500 candidates': sql`explain select id from products
        where search_vector @@ to_tsquery('simple', 'running:* & shoe:*')
          and is_online limit 500`,
      'all matches': sql`explain select count(*) from products
        where search_vector @@ to_tsquery('simple', 'running:* & shoe:*')
          and is_online`,
    };
    for (const [name, query] of Object.entries(plans)) {
      console.log(`\nPlan of "runnign shoe" (corrected to "running shoe"), ${name}:`);
      for (const row of rowsOf(await handle.db.execute(query))) {
        console.log(`  ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
