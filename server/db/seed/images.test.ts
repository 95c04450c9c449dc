import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findColorway, giftCardColorway } from './colorways';
import { ImageRegistry } from './image-jobs';
import { renderImages } from './images';
import type { Silhouette } from './silhouettes';

const silhouettes: Silhouette[] = [
  'runner',
  'trainer',
  'court',
  'trail',
  'lifestyle',
  'tee',
  'hoodie',
  'jacket',
  'shorts',
  'pants',
  'cap',
  'socks',
  'bag',
];

describe('seed images', () => {
  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'stride-seed-media-'));
  });
  afterEach(() => rm(mediaDir, { recursive: true, force: true }));

  const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

  it('renders product shots as 800×800 WebP and banners at their size, then reuses them', async () => {
    const registry = new ImageRegistry();
    const [main, alt] = registry.productImages('runner', findColorway('001'));
    const hero = registry.hero('home', 'runner', findColorway('005'));
    const card = registry.card('test', 'hoodie', findColorway('004'));

    expect(await renderImages(registry.all(), mediaDir)).toEqual({ rendered: 4, reused: 0 });
    const bytes = await readFile(fileOf(main ?? ''));
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(fileOf(alt ?? '')).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 800,
    });
    expect(await sharp(fileOf(hero.url)).metadata()).toMatchObject({ width: 1600, height: 700 });
    expect(await sharp(fileOf(card.url)).metadata()).toMatchObject({ width: 600, height: 600 });

    expect(await renderImages(registry.all(), mediaDir)).toEqual({ rendered: 0, reused: 4 });
  });

  it('draws every silhouette as valid SVG, each look under its own name', async () => {
    const registry = new ImageRegistry();
    const urls = [
      ...silhouettes.flatMap((silhouette) =>
        registry.productImages(silhouette, findColorway('002')),
      ),
      ...registry.productImages('giftcard', giftCardColorway),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    expect(registry.productImages('runner', findColorway('002'))).toEqual(urls.slice(0, 2));

    const { rendered } = await renderImages(registry.all(), mediaDir);
    expect(rendered).toBe(urls.length);
    for (const url of urls) {
      const [red] = (await sharp(fileOf(url)).stats()).channels;
      expect(red?.stdev, `${url} looks blank`).toBeGreaterThan(10);
    }
  });
});
