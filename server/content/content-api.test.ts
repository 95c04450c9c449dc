import { beforeAll, describe, expect, it } from 'vitest';
import { augmentedPageSchema, canvasResponseSchema } from '@/lib/contracts/canvas-response';
import { showcaseResponseSchema } from '@/lib/contracts/content-preview';
import { menuCanvasSchema } from '@/lib/contracts/cms/menu';
import { footerCanvasSchema, pageCanvasSchema } from '@/lib/contracts/content';
import { signAccessToken } from '../auth/access-token';
import { SEED_CATEGORY_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import { pageDocument, setupContentApi, TEST_SECRET } from './content-test-support';
import { EDITOR_COOKIE } from './preview-grant';

const { call, clock, insertCanvas, editorGrant } = setupContentApi();
const hour = 60 * 60 * 1000;
const later = (hours: number) => new Date(clock.at.getTime() + hours * hour);

const reply = (json: unknown) => canvasResponseSchema.parse(json);
const text = (json: unknown) => JSON.stringify(reply(json).content);

async function preview(path: string, token?: string) {
  return call(`/preview/caas/v1/canvas/${path}`, {
    headers: { 'x-preview-token': token ?? (await editorGrant()) },
  });
}
const publish = (path: string) => call(`/publish/caas/v1/canvas/${path}`);

beforeAll(async () => {
  const fragment = {
    name: 'Spring promo',
    items: [{ type: 'rich-text', id: 'p', paragraphs: ['Spring promo'] }],
  };
  await insertCanvas('en-us', 'fragment', 'spring-promo', {
    published: fragment,
    draft: { ...fragment, items: [{ type: 'rich-text', id: 'p', paragraphs: ['Draft promo'] }] },
  });
  const landing = pageDocument('Landing', 'Landing text');
  landing.sections.push({
    name: 'promo',
    items: [{ type: 'fragment-ref', id: 'ref', fragmentId: 'spring-promo' }],
  });
  await insertCanvas('en-us', 'page', 'landing', { published: landing });
  await insertCanvas('en-us', 'page', 'guide', {
    published: pageDocument('Guide', 'Guide published'),
    draft: pageDocument('Guide', 'Guide draft'),
  });
  await insertCanvas('en-us', 'page', 'shipping', {
    published: pageDocument('Shipping', 'Ships', { parent: 'guide' }),
  });
  await insertCanvas('en-us', 'page', 'returns', {
    published: pageDocument('Returns', 'Returns', { parent: 'guide' }),
    draft: pageDocument('Returns', 'Returns', { parent: 'landing' }),
  });
  await insertCanvas('en-us', 'page', 'faq', {
    published: pageDocument('FAQ', 'Questions', {
      parent: 'guide',
    }),
    unpublishAt: later(-1),
  });
  await insertCanvas('en-us', 'fixed', 'cart', {
    published: pageDocument('Cart', 'Cart published'),
    draft: pageDocument('Cart', 'Cart draft'),
  });
  await insertCanvas('en-us', 'search', 'results', {
    published: pageDocument('Results', 'Results published'),
    draft: pageDocument('Results', 'Results draft'),
  });
  await insertCanvas('en-us', 'product', 'ABCD12345', {
    published: pageDocument('Product', 'Product published'),
    draft: pageDocument('Product', 'Product draft'),
  });
  const popups = (title: string) => ({
    popups: [
      {
        id: 'news',
        kind: 'newsletter',
        delay: 2000,
        minimizedTitle: title,
        maximizedTitle: title,
        title,
        targets: [],
      },
    ],
  });
  await insertCanvas('en-us', 'popups', 'main', {
    published: popups('Popup published'),
    draft: popups('Popup draft'),
  });
});

describe('content service, publish and preview', () => {
  it('serves every canvas call in publish mode, without drafts', async () => {
    const calls: [string, string][] = [
      ['page/en-us/guide', 'Guide published'],
      ['cart/en-us', 'Cart published'],
      ['search/en-us/results?q=boots', 'Results published'],
      ['product/en-us/ABCD12345', 'Product published'],
      ['fragment/spring-promo', 'Spring promo'],
      ['popups/en-us', 'Popup published'],
      ['augmentedpage/en-us/landing', 'Spring promo'],
    ];
    for (const [path, expected] of calls) {
      const answer = await publish(path);
      expect(answer.status, path).toBe(200);
      expect(text(answer.json), path).toContain(expected);
      expect(text(answer.json), path).not.toMatch(/draft|\[Draft\]/i);
    }
    const home = pageCanvasSchema.parse(reply((await publish('page/en-us/home')).json).content);
    expect(home.sections.length).toBeGreaterThan(0);
    menuCanvasSchema.parse(reply((await publish('menu/en-us')).json).content);
    footerCanvasSchema.parse(reply((await publish('footer/fr-fr')).json).content);
    const category = await publish(`category/en-us/${SEED_CATEGORY_IDS.men}`);
    pageCanvasSchema.parse(reply(category.json).content);
  });

  it('serves every canvas call in preview mode with drafts to an editor', async () => {
    const calls: [string, string][] = [
      ['page/en-us/guide', 'Guide draft'],
      ['page/en-us/home', '[Draft]'],
      ['cart/en-us', 'Cart draft'],
      ['search/en-us/results', 'Results draft'],
      ['product/en-us/ABCD12345', 'Product draft'],
      ['fragment/spring-promo', 'Draft promo'],
      ['popups/en-us', 'Popup draft'],
      ['augmentedpage/en-us/landing', 'Draft promo'],
      ['menu/en-us', ''],
      ['footer/en-us', ''],
      [`category/en-us/${SEED_CATEGORY_IDS.men}`, ''],
    ];
    for (const [path, expected] of calls) {
      const answer = await preview(path);
      expect(answer.status, path).toBe(200);
      expect(reply(answer.json).mode).toBe('preview');
      expect(text(answer.json), path).toContain(expected);
    }
  });

  it('answers with the envelope: site, type, key, mode, updatedAt, publishedAt', async () => {
    const answer = reply((await publish('page/en-us/guide')).json);
    expect(answer).toMatchObject({ siteId: 'en-us', type: 'page', key: 'guide', mode: 'publish' });
    expect(answer.publishedAt).toBe('2026-05-01T00:00:00.000Z');
    expect(reply((await preview('page/en-us/guide')).json).publishedAt).toBeNull();
  });

  it('echoes the search query and puts fragments and children into the augmented page', async () => {
    expect((await publish('search/en-us/results?q=trail%20boots')).json).toMatchObject({
      q: 'trail boots',
    });
    const guide = augmentedPageSchema.parse(
      reply((await publish('augmentedpage/en-us/guide')).json).content,
    );
    expect(guide.children.map((child) => child.slug)).toEqual(['returns', 'shipping']);
    const landing = augmentedPageSchema.parse(
      reply((await publish('augmentedpage/en-us/landing')).json).content,
    );
    const items = landing.sections.flatMap((section) => section.items);
    expect(items.map((item) => item.type)).not.toContain('fragment-ref');
  });

  it('answers a missing canvas or an unknown fixed page with the spec shape', async () => {
    for (const path of ['page/en-us/nothing-here', 'no-such-page/en-us']) {
      const answer = await publish(path);
      expect(answer.status, path).toBe(404);
      expect(firstError(answer.json).errorId).toBe('API404');
    }
    const badSite = await publish('page/xx-yy/home');
    expect(badSite.status).toBe(400);
    expect(firstError(badSite.json).field).toBe('path.siteId');
  });
});

describe('preview access', () => {
  it('refuses preview without a grant, with a forged or expired one, or an access token', async () => {
    const agent = signAccessToken(
      { type: 'agent', id: 'E10001', storeId: 'US001', sessionId: 'session-1' },
      TEST_SECRET,
      clock.at,
    );
    const tokens = [
      undefined,
      await editorGrant(clock.at, 'another-secret-of-enough-length-0123456789abcdef'),
      await editorGrant(later(-9)),
      agent.token,
    ];
    for (const token of tokens) {
      const answer = await call('/preview/caas/v1/canvas/page/en-us/home', {
        headers: token ? { 'x-preview-token': token } : {},
      });
      expect(answer.status).toBe(401);
      expect(firstError(answer.json).errorId).toBe('AUT432');
    }
  });

  it("takes the grant from the editor's cookie", async () => {
    const answer = await call('/preview/caas/v1/canvas/page/en-us/guide', {
      headers: { cookie: `${EDITOR_COOKIE}=${await editorGrant()}` },
    });
    expect(answer.status).toBe(200);
    expect(text(answer.json)).toContain('Guide draft');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('schedules', () => {
  beforeAll(async () => {
    await insertCanvas('en-gb', 'page', 'sale', {
      published: pageDocument('Sale', 'Old sale'),
      scheduled: pageDocument('Sale', 'New sale'),
      draft: pageDocument('Sale', 'Sale draft'),
      publishAt: later(1),
      unpublishAt: later(3),
    });
  });

  it('shows scheduled content at its time and withdraws it at its unpublish time', async () => {
    const start = clock.at;
    try {
      expect(text((await publish('page/en-gb/sale')).json)).toContain('Old sale');
      clock.at = new Date(start.getTime() + 1 * hour);
      const live = reply((await publish('page/en-gb/sale')).json);
      expect(JSON.stringify(live.content)).toContain('New sale');
      expect(live.publishedAt).toBe(clock.at.toISOString());
      clock.at = new Date(start.getTime() + 3 * hour);
      expect((await publish('page/en-gb/sale')).status).toBe(404);
    } finally {
      clock.at = start;
    }
  });

  it('previews the site at previewDateTime, schedule resolved and drafts left out', async () => {
    const at = (hours: number) =>
      `page/en-gb/sale?previewDateTime=${encodeURIComponent(later(hours).toISOString())}`;
    expect(text((await preview('page/en-gb/sale')).json)).toContain('Sale draft');
    expect(text((await preview(at(0))).json)).toContain('Old sale');
    expect(text((await preview(at(2))).json)).toContain('New sale');
    expect((await preview(at(4))).status).toBe(404);
    // Shoppers cannot look ahead.
    expect(text((await publish(at(2))).json)).toContain('Old sale');

    const invalid = await preview('page/en-gb/sale?previewDateTime=tomorrow');
    expect(invalid.status).toBe(400);
    expect(firstError(invalid.json)).toMatchObject({
      errorId: 'ATTR200',
      field: 'query.previewDateTime',
    });
  });
});

describe('children', () => {
  it('lists published pages under a parent by title, and drafts in preview', async () => {
    const published = await publish('children/en-us/guide');
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({
      siteId: 'en-us',
      parent: 'guide',
      children: [
        { slug: 'returns', name: 'returns', title: 'Returns' },
        { slug: 'shipping', name: 'shipping', title: 'Shipping' },
      ],
    });
    const previewed = await preview('children/en-us/guide');
    expect(previewed.json).toMatchObject({ children: [{ slug: 'shipping' }] });
    expect((await publish('children/en-us/nobody')).json).toMatchObject({ children: [] });
  });
});

describe('showcase', () => {
  it("lists a type's documents with name, referrers, modification date and path", async () => {
    const pages = showcaseResponseSchema.parse(
      (await preview('showcase/en-us/page?limit=50')).json,
    );
    const byKey = new Map(pages.items.map((item) => [item.key, item]));
    expect(byKey.get('home')).toMatchObject({ path: '/en-us', type: 'page' });
    expect(byKey.get('shipping')).toMatchObject({
      name: 'shipping',
      path: '/en-us/guide/shipping',
    });
    expect(byKey.get('shipping')?.modificationDate).toBe(clock.at.toISOString());

    const fragments = showcaseResponseSchema.parse((await preview('showcase/en-us/fragment')).json);
    expect(fragments.items).toContainEqual(
      expect.objectContaining({ key: 'spring-promo', name: 'Spring promo', referrersCount: 1 }),
    );

    const fixed = showcaseResponseSchema.parse((await preview('showcase/en-us/fixed')).json);
    expect(fixed.items).toContainEqual(
      expect.objectContaining({ key: 'cart', path: '/en-us/cart' }),
    );

    const categories = showcaseResponseSchema.parse(
      (await preview('showcase/en-us/category?limit=10')).json,
    );
    const men = categories.items.find((item) => item.key === SEED_CATEGORY_IDS.men);
    expect(men?.path).toMatch(new RegExp(`^/en-us/c/[a-z0-9-]+-${SEED_CATEGORY_IDS.men}$`));
    // The seeded menu links to the men's category.
    expect(men?.referrersCount).toBeGreaterThan(0);
  });

  it('answers an empty type with no items, and keeps to its limits and mode', async () => {
    expect((await preview('showcase/it-it/product')).json).toEqual({ items: [] });
    expect((await preview('showcase/en-us/page?limit=7')).status).toBe(400);
    expect((await preview('showcase/en-us/banner')).status).toBe(400);
    expect((await publish('showcase/en-us/page')).status).toBe(404);
    expect((await call('/preview/caas/v1/canvas/showcase/en-us/page')).status).toBe(401);
  });
});
