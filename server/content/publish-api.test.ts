import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importResponseSchema } from '@/lib/contracts/content-publishing';
import { canvasRevisionsResponseSchema } from '@/lib/contracts/content-publishing';
import { resetEnvForTests } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { canvases } from '../db/schema';
import { SEED_EMPLOYEE_ID } from '../db/seed/fixtures';
import { seedDatabase } from '../db/seed/run';
import { createTestApi, firstError } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { editorCookie, seededEditor } from './content-test-support';

const SECRET = randomBytes(48).toString('base64url');
const PUBLISH_TOKEN = 'cms-webhook-token-0123456789abcdef';

let database: DatabaseHandle;
let call: ReturnType<typeof createTestApi>;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 16, demoStaffPasswords: true });
  editor = await seededEditor(database.db);
  vi.stubEnv('CONTENT_PUBLISH_TOKEN', PUBLISH_TOKEN);
  resetEnvForTests();
  call = createTestApi(database.db, { auth: { secret: () => SECRET } });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  await database.close();
});

const page = (title: string) => ({
  name: title,
  title,
  metadata: { htmlTitle: title, htmlDescription: title },
  sections: [{ name: 'main', items: [{ type: 'rich-text', id: 'a', paragraphs: [title] }] }],
});

const publishHome = (headers: Record<string, string>) =>
  call('/content/v1/canvases/en-us/page/home/publish', {
    method: 'POST',
    body: { document: page('Home from the CMS') },
    headers,
  });

describe('who may publish', () => {
  it('refuses a request without credentials, with a link grant or a non-editor grant', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { cookie: editorCookie('link:content-command', SECRET) },
      { cookie: editorCookie(SEED_EMPLOYEE_ID, SECRET) },
      { cookie: editorCookie(editor, randomBytes(48).toString('base64url')) },
    ];
    for (const headers of refusals) {
      const reply = await publishHome(headers);
      expect(reply.status).toBe(401);
      expect(firstError(reply.json).errorId).toBe('AUT432');
    }
  });

  it('refuses a wrong bearer token', async () => {
    const reply = await publishHome({ authorization: 'Bearer not-the-cms-webhook-token-at-all' });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it("refuses an editor's cookie sent from another site", async () => {
    const reply = await publishHome({
      cookie: editorCookie(editor, SECRET),
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).message).toBe('Cross-site request refused.');
  });

  it('accepts an editor and the CMS webhook, and keeps who did what', async () => {
    const published = await publishHome({ cookie: editorCookie(editor, SECRET) });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ published: true, publishedBy: editor });
    const webhook = await publishHome({ authorization: `Bearer ${PUBLISH_TOKEN}` });
    expect(webhook.json).toMatchObject({ publishedBy: 'webhook' });

    const history = await call('/content/v1/canvases/en-us/page/home/revisions', {
      headers: { authorization: `Bearer ${PUBLISH_TOKEN}` },
    });
    const { revisions } = canvasRevisionsResponseSchema.parse(history.json);
    expect(revisions.slice(0, 2).map((entry) => [entry.action, entry.actor])).toEqual([
      ['publish', 'webhook'],
      ['publish', editor],
    ]);
  });
});

describe('the publish API', () => {
  const webhook = { authorization: `Bearer ${PUBLISH_TOKEN}` };

  it('saves a draft, schedules it and withdraws it at a time', async () => {
    const draft = await call('/content/v1/canvases/fr-fr/page/soldes/draft', {
      method: 'PUT',
      body: page('Soldes'),
      headers: webhook,
    });
    expect(draft.json).toMatchObject({ hasDraft: true, published: false });
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const unpublishAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await call('/content/v1/canvases/fr-fr/page/soldes/publish', {
      method: 'POST',
      body: { publishAt, unpublishAt },
      headers: webhook,
    });
    expect(scheduled.json).toMatchObject({ scheduled: true, published: false, publishAt });
    const now = await call('/content/v1/canvases/fr-fr/page/soldes/publish', {
      method: 'POST',
      headers: webhook,
    });
    expect(now.json).toMatchObject({ published: true, hasDraft: false, scheduled: true });
    const withdrawn = await call('/content/v1/canvases/fr-fr/page/soldes/unpublish', {
      method: 'POST',
      headers: webhook,
    });
    expect(withdrawn.json).toMatchObject({ published: false });
  });

  it('names the bad field of an invalid document, and a canvas that cannot exist', async () => {
    const bad = await call('/content/v1/canvases/en-us/page/home/draft', {
      method: 'PUT',
      body: { ...page('x'), metadata: { htmlTitle: 'x' } },
      headers: webhook,
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.json).message).toBe(
      'en-us page home: metadata.htmlDescription: Required',
    );
    const badKey = await call('/content/v1/canvases/en-us/category/shoes/draft', {
      method: 'PUT',
      body: page('x'),
      headers: webhook,
    });
    expect(firstError(badKey.json).field).toBe('path.key');
  });

  it('imports all or nothing: a dry run and an invalid canvas write nothing', async () => {
    const entries = [
      { siteId: 'de-de', type: 'page', key: 'neu', document: page('Neu'), publish: true },
      { siteId: 'en-us', type: 'menu', key: 'main', document: { items: [{ id: 'm' }] } },
    ];
    const refused = await call('/content/v1/import', {
      method: 'POST',
      body: { canvases: entries },
      headers: webhook,
    });
    expect(refused.status).toBe(400);
    const body = firstError(refused.json);
    expect(body.errorId).toBe('ATTR200');
    expect(body.message).toContain('en-us menu main: items[0].title: Required');
    expect(importResponseSchema.parse(body.data).canvases.map((c) => c.status)).toEqual([
      'created',
      'invalid',
    ]);

    const dryRun = await call('/content/v1/import', {
      method: 'POST',
      body: { dryRun: true, canvases: entries.slice(0, 1) },
      headers: webhook,
    });
    expect(dryRun.json).toMatchObject({ applied: false, canvases: [{ status: 'created' }] });
    expect(await database.db.select().from(canvases).where(eq(canvases.key, 'neu'))).toEqual([]);

    const applied = await call('/content/v1/import', {
      method: 'POST',
      body: { canvases: entries.slice(0, 1) },
      headers: webhook,
    });
    expect(applied.json).toMatchObject({ applied: true, canvases: [{ status: 'created' }] });
    const again = await call('/content/v1/import', {
      method: 'POST',
      body: { canvases: entries.slice(0, 1) },
      headers: webhook,
    });
    expect(again.json).toMatchObject({ canvases: [{ status: 'unchanged' }] });
  });

  it('answers bad input with a 4xx in the error shape, never a 500', async () => {
    const attempts = [
      { method: 'PUT', path: '/content/v1/canvases/en-us/page/home/draft', rawBody: '{"name":' },
      { method: 'PUT', path: '/content/v1/canvases/en-us/page/home/draft', body: [1, 2] },
      { method: 'PUT', path: '/content/v1/canvases/en-us/nope/home/draft', body: page('x') },
      { method: 'PUT', path: '/content/v1/canvases/xx-yy/page/home/draft', body: page('x') },
      { method: 'PUT', path: '/content/v1/canvases/en-us/fixed/nowhere/draft', body: page('x') },
      {
        method: 'POST',
        path: '/content/v1/canvases/en-us/page/home/publish',
        body: { publishAt: 'tomorrow' },
      },
      {
        method: 'POST',
        path: '/content/v1/canvases/en-us/page/home/publish',
        body: { unpublishAt: '2000-01-01T00:00:00Z' },
      },
      { method: 'POST', path: '/content/v1/canvases/en-us/page/nothing-here/unpublish' },
      { method: 'GET', path: '/content/v1/canvases/en-us/page/nothing-here/revisions' },
      { method: 'POST', path: '/content/v1/import', body: { canvases: [] } },
      {
        method: 'POST',
        path: '/content/v1/import',
        body: {
          canvases: Array.from({ length: 501 }, (_, index) => ({
            siteId: 'en-us',
            type: 'page',
            key: `p${index}`,
            document: page('x'),
          })),
        },
      },
    ];
    for (const { method, path, body, rawBody } of attempts) {
      const reply = await call(path, {
        method,
        headers: { ...webhook, ...(rawBody ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body } : {}),
        ...(rawBody ? { rawBody } : {}),
      });
      expect([400, 404, 413], `${method} ${path}`).toContain(reply.status);
      firstError(reply.json);
    }
  });

  it('refuses a filter-by nested in a filter-by with a 400, however deep, on import and publish', async () => {
    const nested = (depth: number) => {
      let item: Record<string, unknown> = { type: 'rich-text', id: 'leaf', paragraphs: ['x'] };
      for (let level = 0; level < depth; level += 1) {
        item = {
          type: 'filter-by',
          id: `f${level}`,
          variant: 'bySku',
          filterBy: ['sku'],
          operator: 'IN',
          components: [item],
        };
      }
      return { ...page('Deep'), sections: [{ name: 'main', items: [item] }] };
    };
    for (const depth of [2, 2000]) {
      const imported = await call('/content/v1/import', {
        method: 'POST',
        body: {
          canvases: [{ siteId: 'en-us', type: 'page', key: 'deep', document: nested(depth) }],
        },
        headers: webhook,
      });
      expect(imported.status, `import at depth ${depth}`).toBe(400);
      expect(firstError(imported.json).message).toContain(
        'sections[0].items[0].components[0].type',
      );
      const published = await call('/content/v1/canvases/en-us/page/deep/publish', {
        method: 'POST',
        body: { document: nested(depth) },
        headers: webhook,
      });
      expect(published.status, `publish at depth ${depth}`).toBe(400);
      expect(firstError(published.json).errorId).toBeTruthy();
    }
    const single = await call('/content/v1/canvases/en-us/page/deep/publish', {
      method: 'POST',
      body: { document: nested(1) },
      headers: webhook,
    });
    expect(single.status).toBe(200);
  });
});
