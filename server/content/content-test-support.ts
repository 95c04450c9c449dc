import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Database, DatabaseHandle } from '../db/client';
import { canvases, storeEmployees, type CanvasType } from '../db/schema';
import { SEED_STORE_MANAGER } from '../db/seed/fixtures';
import { seedDatabase } from '../db/seed/run';
import { createTestApi } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { EDITOR_COOKIE, EDITOR_PREVIEW_SECONDS, issuePreviewGrant } from './preview-grant';

export const TEST_SECRET = 'content-tests-secret-0123456789-abcdefghijklmnop';

/** A page document with one rich-text section saying `text`. */
export function pageDocument(
  title: string,
  text = title,
  extra: Partial<PageCanvas> = {},
): PageCanvas {
  return {
    name: title.toLowerCase(),
    title,
    metadata: { htmlTitle: title, htmlDescription: `About ${title}` },
    sections: [{ name: 'main', items: [{ type: 'rich-text', id: 'text', paragraphs: [text] }] }],
    ...extra,
  };
}

type Document = Record<string, unknown>;

/**
 * A seeded database, an API on a clock the test moves, and a way to add canvases directly (the
 * seed's content is extended by others; these tests bring their own rows).
 */
export function setupContentApi() {
  const clock = { at: new Date('2026-06-01T10:00:00.000Z') };
  let database: DatabaseHandle | undefined;
  let client: ReturnType<typeof createTestApi> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { products: 30 });
    client = createTestApi(database.db, {
      auth: { secret: () => TEST_SECRET, clock: { now: () => clock.at } },
    });
  });
  afterAll(() => database?.close());

  const call: ReturnType<typeof createTestApi> = (...args) => {
    if (!client) throw new Error('The content API is ready only inside tests.');
    return client(...args);
  };

  async function insertCanvas(
    siteId: Locale,
    type: CanvasType,
    key: string,
    versions: {
      published?: Document | null;
      draft?: Document | null;
      scheduled?: Document | null;
      publishAt?: Date;
      unpublishAt?: Date;
      updatedAt?: Date;
    },
  ) {
    if (!database) throw new Error('The database is ready only inside tests.');
    // A row of the test's own replaces whatever the seed keeps under that address.
    const row = {
      siteId,
      type,
      key,
      published: versions.published ?? null,
      draft: versions.draft ?? null,
      scheduled: versions.scheduled ?? null,
      publishAt: versions.publishAt ?? null,
      unpublishAt: versions.unpublishAt ?? null,
      publishedAt: versions.published ? new Date('2026-05-01T00:00:00.000Z') : null,
      publishedBy: 'test',
      updatedAt: versions.updatedAt ?? clock.at,
    };
    await database.db
      .insert(canvases)
      .values(row)
      .onConflictDoUpdate({ target: [canvases.siteId, canvases.type, canvases.key], set: row });
  }

  /** Removes a site's canvases of a type (the seed's articles, for tests that bring their own). */
  async function clearCanvases(siteId: Locale, type: CanvasType) {
    if (!database) throw new Error('The database is ready only inside tests.');
    await database.db
      .delete(canvases)
      .where(and(eq(canvases.siteId, siteId), eq(canvases.type, type)));
  }

  /** A signed-in editor's grant, as the preview cookie holds it. */
  const editorGrant = async (issuedAt = clock.at, secret = TEST_SECRET) =>
    issuePreviewGrant(
      { editor: 'E10009', name: 'Eda Editor' },
      EDITOR_PREVIEW_SECONDS,
      secret,
      issuedAt,
    ).token;

  return { call, clock, insertCanvas, clearCanvases, editorGrant };
}

/** Gives the seeded store manager the editor role too; answers their employee id. */
export async function seededEditor(db: Database): Promise<string> {
  await db
    .update(storeEmployees)
    .set({ roles: ['associate', 'editor'] })
    .where(eq(storeEmployees.id, SEED_STORE_MANAGER.employeeId));
  return SEED_STORE_MANAGER.employeeId;
}

/** The cookie of an editor's preview grant, signed with `secret`, valid for an hour. */
export function editorCookie(editor: string, secret: string): string {
  const { token } = issuePreviewGrant({ editor, name: 'Eva' }, 3600, secret, new Date());
  return `${EDITOR_COOKIE}=${token}`;
}
