// First-load JavaScript per route, as a first visit in a modern browser downloads it: the
// rendered HTML of each page is fetched from a running production server and every
// `<script src>` in it (the noModule polyfill aside) is fetched and gzipped. Inline scripts
// (the flight data) are not counted. Budgets from the performance issue, as the bench checks them.
//   node scripts/first-load-js.mjs                  (serves the last build on port 3400)
//   node scripts/first-load-js.mjs http://127.0.0.1:3401
//   node scripts/first-load-js.mjs --chunks         (also lists each route's chunks)
// `npm run bench` prints the same table (measureFirstLoad below).
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve, waitForStore } from './bench/store.mjs';

/** kB gzip; null where the issue sets no budget ("as low as we can get"). */
export const firstLoadBudgets = {
  home: 100,
  category: null,
  product: 120,
  bag: null,
  checkout: 180,
  confirmation: null,
  'sign-in': null,
  'sign-up': null,
};

const scriptTag = /<script\b([^>]*)>/gi;
const srcAttribute = /\bsrc="([^"]+)"/i;
const noModuleAttribute = /\bnomodule\b/i;

/** The external scripts of a page a module-supporting browser runs, in document order. */
export function scriptSources(html) {
  const sources = [];
  for (const [, attributes] of html.matchAll(scriptTag)) {
    const src = srcAttribute.exec(attributes)?.[1];
    if (!src || noModuleAttribute.test(attributes)) continue;
    const decoded = src.replaceAll('&amp;', '&');
    if (!sources.includes(decoded)) sources.push(decoded);
  }
  return sources;
}

async function routesOf(base, locale) {
  const home = await (await fetch(`${base}/${locale}`)).text();
  const categoryPath = new RegExp(`href="(/${locale}/c/[^"?#]+)"`).exec(home)?.[1];
  const productPath = new RegExp(`href="(/${locale}/p/[^"?#]+)"`).exec(home)?.[1];
  if (!categoryPath || !productPath) throw new Error('The home page links no category or product.');
  return {
    home: `/${locale}`,
    category: categoryPath,
    product: productPath,
    bag: `/${locale}/cart`,
    checkout: `/${locale}/checkout`,
    confirmation: `/${locale}/order-confirmation?orderNumber=00000000`,
    'sign-in': `/${locale}/sign-in`,
    'sign-up': `/${locale}/sign-up`,
  };
}

/** A chunk's size: gzip at level 9, in kB; each chunk fetched once however many pages load it. */
function chunkSizer(base) {
  const sizes = new Map();
  return async (src) => {
    if (!sizes.has(src)) {
      const response = await fetch(new URL(src, base));
      if (!response.ok) throw new Error(`${src} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      sizes.set(src, gzipSync(bytes, { level: 9 }).length / 1024);
    }
    return sizes.get(src);
  };
}

/** The chunks one page at `base` + `path` loads first, with their sizes, and their total. */
export async function pageFirstLoad(base, path, chunkKb = chunkSizer(base)) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const chunks = [];
  for (const src of scriptSources(await response.text())) {
    chunks.push({ src, kB: await chunkKb(src) });
  }
  const kB = chunks.reduce((sum, chunk) => sum + chunk.kB, 0);
  return { kB: Math.round(kB * 10) / 10, chunks };
}

/**
 * Measures each route's first-load JavaScript on the server at `base`.
 * Returns one row per route: { route, path, kB, budget, verdict, chunks: [{ src, kB }] }.
 */
export async function measureFirstLoad(base, { locale = 'en-us' } = {}) {
  const routes = await routesOf(base, locale);
  const chunkKb = chunkSizer(base);
  const rows = [];
  for (const [route, path] of Object.entries(routes)) {
    const { kB, chunks } = await pageFirstLoad(base, path, chunkKb);
    const budget = firstLoadBudgets[route] ?? null;
    rows.push({
      route,
      path,
      kB,
      budget,
      verdict:
        budget === null ? '—' : kB <= budget ? 'under' : `over by ${(kB - budget).toFixed(1)}`,
      chunks,
    });
  }
  return rows;
}

/** The table `npm run bench` and this script print. */
export function firstLoadTable(rows) {
  return rows.map(({ route, kB, budget, verdict }) => ({
    route,
    'kB gzip': kB,
    budget: budget ?? '—',
    verdict,
  }));
}

async function main() {
  const args = process.argv.slice(2);
  const listChunks = args.includes('--chunks');
  const given = args.find((arg) => arg.startsWith('http'));
  const server = given
    ? null
    : await serve(process.env.FIRST_LOAD_PORT ?? '3400', {
        DEMO_MODE: '1',
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
        ...process.env,
      });
  const base = server?.base ?? given;
  try {
    if (!server) await waitForStore(base);
    const rows = await measureFirstLoad(base);
    console.log('\nFirst-load JavaScript (gzip, modern browsers, noModule polyfill excluded):\n');
    console.table(firstLoadTable(rows));
    if (listChunks) {
      for (const row of rows) {
        console.log(`\n${row.route} ${row.path}`);
        for (const chunk of [...row.chunks].sort((a, b) => b.kB - a.kB)) {
          console.log(`  ${chunk.kB.toFixed(1).padStart(6)} kB  ${chunk.src}`);
        }
      }
    }
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
