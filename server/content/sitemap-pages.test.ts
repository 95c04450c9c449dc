import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { canvases } from '../db/schema';
import { seedDatabase } from '../db/seed/run';
import { createTestDatabase } from '../testing/test-database';
import { sitemapContentPages } from './sitemap-pages';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 30 });
});
afterAll(() => database.close());

const pathsOf = async (siteId: 'en-us' | 'de-de', now = new Date()) =>
  (await sitemapContentPages(database.db, siteId, now)).map((page) => page.path);

describe('content pages in the sitemap', () => {
  it('lists each site’s published pages at their parent chain, and the standalone fixed pages', async () => {
    const english = await pathsOf('en-us');
    expect(english).toEqual(
      expect.arrayContaining([
        '/en-us/help',
        '/en-us/help/returns/how-to-return',
        '/en-us/privacy',
        '/en-us/promotions',
        '/en-us/westend',
        '/en-us/articles',
        '/en-us/articles/first-5k-plan',
      ]),
    );
    expect(english).not.toContain('/en-us');
    expect(english).not.toContain('/en-us/impressum');
    expect(await pathsOf('de-de')).toEqual(expect.arrayContaining(['/de-de/impressum']));
  });

  it('leaves out a page withdrawn from shoppers or marked noindex', async () => {
    const { db } = database;
    const [privacy] = await db.select().from(canvases).where(eq(canvases.key, 'privacy')).limit(1);
    const withdrawnAt = new Date('2026-06-01T00:00:00.000Z');
    await db.update(canvases).set({ unpublishAt: withdrawnAt }).where(eq(canvases.key, 'privacy'));
    expect(await pathsOf('en-us', new Date('2026-06-02T00:00:00.000Z'))).not.toContain(
      '/en-us/privacy',
    );
    await db
      .update(canvases)
      .set({
        unpublishAt: null,
        published: {
          ...privacy!.published,
          metadata: { htmlTitle: 'Privacy', htmlDescription: 'Privacy', robots: 'noindex' },
        },
      })
      .where(eq(canvases.key, 'privacy'));
    expect(await pathsOf('en-us')).not.toContain('/en-us/privacy');
  });
});
