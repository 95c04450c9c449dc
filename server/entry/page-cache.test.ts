import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPageCacheOnSettingsChange } from './page-cache.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function put(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build folder holding a page and a cached read rendered earlier. */
function distWithCachedPage() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'stride-dist-'));
  folders.push(dist);
  const page = path.join(dist, 'server', 'route-cache', 'APP_PAGE', 'abc', '$', 'en-us.html');
  const read = path.join(dist, 'cache', 'fetch-cache', 'read');
  for (const file of [page, read]) put(file, 'cached');
  return { dist, page, read };
}

describe('the page cache at start', () => {
  it('is kept while the settings stay the same', () => {
    const { dist, page } = distWithCachedPage();
    const demo = { DEMO_MODE: '1', PORT: '3000' };
    resetPageCacheOnSettingsChange(dist, demo);
    put(page, 'rendered in the demo');
    expect(resetPageCacheOnSettingsChange(dist, { ...demo })).toBe(false);
    expect(existsSync(page)).toBe(true);
  });

  it('is emptied when a production start follows a demo one, or the database changes', () => {
    const { dist, page, read } = distWithCachedPage();
    resetPageCacheOnSettingsChange(dist, { DEMO_MODE: '1' });
    put(page, 'rendered in the demo');
    expect(resetPageCacheOnSettingsChange(dist, { PUBLIC_BASE_URL: 'https://shop.example' })).toBe(
      true,
    );
    expect(existsSync(page)).toBe(false);
    expect(existsSync(read)).toBe(false);

    expect(
      resetPageCacheOnSettingsChange(dist, {
        PUBLIC_BASE_URL: 'https://shop.example',
        DATABASE_URL: 'postgres://db.internal/stride',
      }),
    ).toBe(true);
  });

  it('is emptied on the first start that records its settings', () => {
    const { dist, page } = distWithCachedPage();
    expect(resetPageCacheOnSettingsChange(dist, {})).toBe(true);
    expect(existsSync(page)).toBe(false);
  });
});
