import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleSearchResponseSchema,
  type ArticleCanvas,
  type ArticleTag,
} from '@/lib/contracts/articles';
import { canvasResponseSchema } from '@/lib/contracts/canvas-response';
import { showcaseResponseSchema } from '@/lib/contracts/content-preview';
import { firstError } from '../testing/test-api';
import { pageDocument, setupContentApi } from './content-test-support';

const { call, clock, insertCanvas, clearCanvases, editorGrant } = setupContentApi();

const tag = (id: string): ArticleTag => ({ id, label: id[0]!.toUpperCase() + id.slice(1) });

function article(title: string, date: string, tags: string[]): ArticleCanvas {
  return {
    ...pageDocument(title),
    subtitle: `${title}, told in full`,
    picture: { url: `/media/content/${date}.webp`, alt: title, width: 1600, height: 700 },
    tags: tags.map(tag),
    date,
  };
}

const search = async (query: string, headers?: Record<string, string>) => {
  const response = await call(`/publish/caas/v1/search/en-ca?type=article&${query}`, {
    headers,
  });
  expect(response.status).toBe(200);
  return articleSearchResponseSchema.parse(response.json);
};
const titles = (reply: { result: { items: { title: string }[] } }) =>
  reply.result.items.map((item) => item.title);

beforeAll(async () => {
  await clearCanvases('en-ca', 'article');
  const articles: [string, ArticleCanvas][] = [
    ['first-run', article('First run', '2026-05-01', ['running', 'beginners'])],
    ['tempo-days', article('Tempo days', '2026-05-10', ['running', 'training'])],
    ['shoe-care', article('Shoe care', '2026-05-20', ['care'])],
    ['trail-legs', article('Trail legs', '2026-05-15', ['running', 'trail', 'training'])],
    ['strength', article('Strength for runners', '2026-05-05', ['training'])],
  ];
  for (const [slug, document] of articles) {
    await insertCanvas('en-ca', 'article', slug, { published: document });
  }
  await insertCanvas('en-ca', 'article', 'draft-only', {
    draft: article('Draft only', '2026-05-30', ['running']),
  });
  await insertCanvas('en-ca', 'article', 'withdrawn', {
    published: article('Withdrawn', '2026-05-29', ['running']),
    unpublishAt: new Date(clock.at.getTime() - 1000),
  });
});

describe('article search', () => {
  it('lists published articles newest first, a page at a time, with the total', async () => {
    const first = await search('offset=0&limit=2');
    expect(titles(first)).toEqual(['Shoe care', 'Trail legs']);
    expect(first.result).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect(first.result.items[0]).toMatchObject({
      id: 'shoe-care',
      url: '/en-ca/articles/shoe-care',
      subtitle: 'Shoe care, told in full',
      date: '2026-05-20',
      tags: [{ id: 'care', label: 'Care' }],
    });
    const last = await search('offset=4&limit=2');
    expect(titles(last)).toEqual(['First run']);
  });

  it('filters by tag while the tag facet still counts every tag the other filters leave', async () => {
    const reply = await search('tagId=training&limit=10');
    expect(titles(reply)).toEqual(['Trail legs', 'Tempo days', 'Strength for runners']);
    expect(reply.result.total).toBe(3);
    expect(reply.facets.tags).toEqual([
      { id: 'running', label: 'Running', count: 3 },
      { id: 'training', label: 'Training', count: 3 },
      { id: 'beginners', label: 'Beginners', count: 1 },
      { id: 'care', label: 'Care', count: 1 },
      { id: 'trail', label: 'Trail', count: 1 },
    ]);
  });

  it('finds articles by words in their title, subtitle or tags', async () => {
    expect(titles(await search('q=TRAIL'))).toEqual(['Trail legs']);
    expect(titles(await search('q=runners%20strength'))).toEqual(['Strength for runners']);
    expect((await search('q=marathon')).result.total).toBe(0);
  });

  it('lists related articles by shared tags, leaving the article itself out', async () => {
    const reply = await search('relatedTo=tempo-days&limit=4');
    expect(titles(reply)).toEqual(['Trail legs', 'Strength for runners', 'First run', 'Shoe care']);
  });

  it('shows an editor the drafts in preview mode, and shoppers never', async () => {
    const response = await call('/preview/caas/v1/search/en-ca?type=article&tagId=running', {
      headers: { 'x-preview-token': await editorGrant() },
    });
    const reply = articleSearchResponseSchema.parse(response.json);
    expect(titles(reply)).toContain('Draft only');
    expect(titles(await search('tagId=running'))).not.toContain('Draft only');
    const refused = await call('/preview/caas/v1/search/en-ca?type=article');
    expect(refused.status).toBe(401);
  });

  it.each([
    ['offset=-1', 'query.offset'],
    ['offset=1.5', 'query.offset'],
    ['limit=0', 'query.limit'],
    ['limit=49', 'query.limit'],
    ['limit=ten', 'query.limit'],
    ['tagId=Not%20a%20tag', 'query.tagId'],
  ])('refuses %s with ATTR200 naming the field', async (query, field) => {
    const response = await call(`/publish/caas/v1/search/en-ca?type=article&${query}`);
    expect(response.status).toBe(400);
    const error = firstError(response.json);
    expect(error).toMatchObject({ errorId: 'ATTR200', field });
  });

  it('needs the content type: none is ATTR100, another is ATTR200', async () => {
    const missing = await call('/publish/caas/v1/search/en-ca');
    expect(missing.status).toBe(400);
    expect(firstError(missing.json)).toMatchObject({ errorId: 'ATTR100' });
    const other = await call('/publish/caas/v1/search/en-ca?type=product');
    expect(firstError(other.json)).toMatchObject({
      errorId: 'ATTR200',
      field: 'query.type',
    });
  });

  it('refuses a site that is not a storefront locale', async () => {
    const response = await call('/publish/caas/v1/search/xx-yy?type=article');
    expect(response.status).toBe(400);
  });
});

describe('an article canvas', () => {
  it('is listed in the content preview viewer at its page', async () => {
    const response = await call('/preview/caas/v1/canvas/showcase/en-ca/article', {
      headers: { 'x-preview-token': await editorGrant() },
    });
    const { items } = showcaseResponseSchema.parse(response.json);
    expect(items.find((item) => item.key === 'tempo-days')).toMatchObject({
      name: 'tempo days',
      path: '/en-ca/articles/tempo-days',
    });
  });

  it('answers the article by slug, and API404 for one not published', async () => {
    const found = await call('/publish/caas/v1/canvas/article/en-ca/tempo-days');
    expect(found.status).toBe(200);
    expect(canvasResponseSchema.parse(found.json)).toMatchObject({
      type: 'article',
      key: 'tempo-days',
      content: { title: 'Tempo days', date: '2026-05-10' },
    });
    const missing = await call('/publish/caas/v1/canvas/article/en-ca/draft-only');
    expect(missing.status).toBe(404);
    expect(firstError(missing.json)).toMatchObject({ errorId: 'API404' });
  });
});
