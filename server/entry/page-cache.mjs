// Next keeps the pages it rendered (.next/server/route-cache) and the cached reads behind them
// (.next/cache/fetch-cache) on disk, keyed by path alone, and serves them across restarts. A
// page rendered under other settings would be served as it was: the demo's banner in
// production, another database's catalogue, links to another origin. The entry server starts
// the cache afresh whenever the settings pages depend on differ from the last start's.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The settings a rendered page or cached read depends on. */
export const PAGE_SETTINGS = [
  'DEMO_MODE',
  'DATABASE_URL',
  'DATA_DIR',
  'PUBLIC_BASE_URL',
  'PORT',
  'BRAND',
  'COMMERCE_API_URL',
  'RECAPTCHA_SITE_KEY',
  'ADYEN_CLIENT_KEY',
  'ADYEN_ENVIRONMENT',
  'APPLE_PAY_MERCHANT_ID',
  'TRANSLATION_API_URL',
  'GTM_CONTAINER_ID',
  // Handed to every page's scripts (lib/browser-settings.ts).
  'OPTIMIZELY_SDK_KEY',
];

/** A digest, so the marker keeps no secret that a setting such as DATABASE_URL holds. */
export function pageSettingsDigest(env) {
  const values = PAGE_SETTINGS.map((name) => [name, env[name] ?? '']);
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/**
 * Empties Next's page and read caches in `distDir` unless they were filled under the same
 * settings; returns whether it did. Ends by recording the settings they are filled under now.
 */
export function resetPageCacheOnSettingsChange(distDir, env) {
  const marker = path.join(distDir, 'cache', 'stride-page-settings');
  const digest = pageSettingsDigest(env);
  let previous = '';
  try {
    previous = readFileSync(marker, 'utf8').trim();
  } catch {
    // No start has recorded its settings yet.
  }
  if (previous === digest) return false;
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  mkdirSync(path.dirname(marker), { recursive: true });
  // Written beside and renamed over, as Next writes its cache: a copy of .next made with hard
  // links keeps its own marker.
  writeFileSync(`${marker}.${process.pid}`, `${digest}\n`);
  renameSync(`${marker}.${process.pid}`, marker);
  return true;
}
